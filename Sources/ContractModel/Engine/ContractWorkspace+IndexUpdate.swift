extension ContractWorkspace {
  /// Puts `new`, block `block` of document `key` read again, in the indexes in place of `old`,
  /// what the block exported before: of the facts, the bindings and what the block provides, only
  /// what differs moves (a keystroke in one menu command leaves the other commands' buckets,
  /// conflict groups and provisions as they were). When the block binds or provides another number
  /// of things, everything is taken out and put back.
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
    unfileComponent(of: old, document: key, block: block)
    fileComponent(of: new)
    // Provisions are summed: a pair that is the same adds nothing to the difference.
    for (before, after) in zip(old.provisions, new.provisions)
    where before.fact != after.fact || before.value != after.value {
      pendingDelta[before.fact, default: 0] &-= before.value
      pendingDelta[after.fact, default: 0] &+= after.value
    }
  }

  /// Replaces, in the buckets, the bindings `old` of `block` of document `key` with `new` (as
  /// many, in the block's order): only the shortcuts whose bindings differ are touched.
  private func updateBindings(from old: [ShortcutBinding], to new: [ShortcutBinding], of key: String, block: BlockID) {
    var touched: [BindingKey] = []
    for (before, after) in zip(old, new) where before != after {
      touched.append(BindingKey(before))
      touched.append(BindingKey(after))
    }
    if touched.count <= Self.fewTouchedKeys {
      // A keystroke touches a shortcut or two: their bindings are picked out by comparing.
      var keys: [BindingKey] = []
      for bindingKey in touched where !keys.contains(bindingKey) { keys.append(bindingKey) }
      for bindingKey in keys {
        rebind(bindingKey, to: new.filter { BindingKey($0) == bindingKey }, of: key, block: block)
      }
    } else {
      // Many (typing into the first command of a long menu moves every later binding): grouped in
      // one pass over the block's bindings.
      let keys = Set(touched)
      var grouped: [BindingKey: [ShortcutBinding]] = [:]
      for binding in new {
        let bindingKey = BindingKey(binding)
        if keys.contains(bindingKey) { grouped[bindingKey, default: []].append(binding) }
      }
      for bindingKey in keys { rebind(bindingKey, to: grouped[bindingKey] ?? [], of: key, block: block) }
    }
  }

  /// The most keys of touched bindings picked out by comparing rather than grouped.
  private static let fewTouchedKeys = 8

  /// Puts `bindings` (all that `block` of document `key` now binds of `bindingKey`, in the block's
  /// order; none: the block binds it no more) in its bucket; the conflict group takes them in place
  /// when they are the old ones moved in the text, and is arranged again when asked otherwise.
  private func rebind(_ bindingKey: BindingKey, to bindings: [ShortcutBinding], of key: String, block: BlockID) {
    guard !bindings.isEmpty else { return unbind(bindingKey, document: key, block: block) }
    bindingIndex[bindingKey, default: BindingBucket()].add(bindings, document: key, block: block)
    if conflictGroups[bindingKey]?.replaceMembers(of: block, in: key, with: bindings) != true {
      conflictGroups[bindingKey] = nil
    }
  }
}
