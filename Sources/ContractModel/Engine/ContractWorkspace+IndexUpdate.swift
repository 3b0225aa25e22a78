extension ContractWorkspace {
  /// Puts `new`, block `block` of document `key` read again, in the indexes in place of `old`,
  /// what the block exported before: of the facts, the bindings and what the block provides, only
  /// what differs moves (a keystroke in one menu command leaves the other
  /// commands' buckets, conflict groups and provisions as they were). When the block binds or
  /// provides another number of things, everything is taken out and put back.
  func updateIndexes(from old: BlockExports, to new: BlockExports, of key: String, block: BlockID) {
    guard old.bindings.count == new.bindings.count, old.provisions.count == new.provisions.count else {
      removeFromIndexes(old, of: key, block: block)
      addToIndexes(new, of: key, block: block)
      return
    }
    if !old.commands.isEmpty || !new.commands.isEmpty { commandNamesCache = [:] }
    let document = documents[key]
    facts.update(from: old, to: new, block: block) { document?.index(of: $0) }
    updateBindings(from: old.bindings, to: new.bindings, of: key, block: block)
    if old.component != nil, let name = old.componentKey, let position = componentIndex.index(forKey: name) {
      componentIndex.values[position].removeAll { $0.document == key && $0.block == block }
      if componentIndex.values[position].isEmpty { componentIndex.remove(at: position) }
    }
    if let component = new.component, let name = new.componentKey {
      componentIndex[name, default: []].append(component)
    }
    // Provisions are summed: a pair that is the same adds nothing to the difference.
    for (before, after) in zip(old.provisions, new.provisions)
    where before.fact != after.fact || before.value != after.value {
      pendingDelta[before.fact, default: 0] &-= before.value
      pendingDelta[after.fact, default: 0] &+= after.value
    }
  }

  /// Replaces, in the buckets, the bindings `old` of `block` of document `key` with `new` (as
  /// many, in the block's order): only the shortcuts whose bindings differ are touched; their
  /// conflict groups take the new bindings in place when they are the old ones moved, and are
  /// arranged again when asked otherwise.
  private func updateBindings(from old: [ShortcutBinding], to new: [ShortcutBinding], of key: String, block: BlockID) {
    var touched: [BindingKey] = []
    for (before, after) in zip(old, new) where before != after {
      for bindingKey in [BindingKey(before), BindingKey(after)] where !touched.contains(bindingKey) {
        touched.append(bindingKey)
      }
    }
    for bindingKey in touched {
      let bindings = new.filter { $0.platform == bindingKey.platform && $0.shortcut == bindingKey.shortcut }
      guard !bindings.isEmpty else {
        bindingIndex[bindingKey]?.remove(document: key, block: block)
        if bindingIndex[bindingKey]?.isEmpty == true { bindingIndex[bindingKey] = nil }
        conflictGroups[bindingKey] = nil
        continue
      }
      bindingIndex[bindingKey, default: BindingBucket()].add(bindings, document: key, block: block)
      if conflictGroups[bindingKey]?.replaceMembers(of: block, in: key, with: bindings) != true {
        conflictGroups[bindingKey] = nil
      }
    }
  }
}
