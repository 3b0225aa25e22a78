extension ContractWorkspace {
  /// Puts a block's exports in the indexes: facts, bindings, component names, and the facts it
  /// mentions.
  func addToIndexes(_ exports: BlockExports, of key: String, block: BlockID) {
    _ = facts.add(exports)
    // Grouped by key and changed in place: a block may bind one key thousands of times, and
    // thousands of blocks may bind it.
    for (bindingKey, bindings) in Dictionary(grouping: exports.bindings, by: BindingKey.init) {
      bindingIndex[bindingKey, default: BindingBucket()].add(bindings, document: key, block: block)
    }
    if let component = exports.component {
      componentIndex[ListItem.fold(component.name), default: []].append(
        DuplicateComponent.Declaration(
          name: component.name,
          document: key,
          block: block,
          range: component.range,
          app: component.app
        )
      )
    }
    for fact in exports.mentions { readers[fact, default: [:]][key, default: []].insert(block) }
  }

  /// Takes a block's exports out of the indexes.
  func removeFromIndexes(_ exports: BlockExports, of key: String, block: BlockID) {
    _ = facts.remove(exports, block: block)
    for bindingKey in Set(exports.bindings.map(BindingKey.init)) {
      bindingIndex[bindingKey]?.remove(document: key, block: block)
      if bindingIndex[bindingKey]?.isEmpty == true { bindingIndex[bindingKey] = nil }
    }
    if let component = exports.component {
      let name = ListItem.fold(component.name)
      componentIndex[name]?.removeAll { $0.block == block && $0.document == key }
      if componentIndex[name]?.isEmpty == true { componentIndex[name] = nil }
    }
    for fact in exports.mentions {
      readers[fact]?[key]?.remove(block)
      if readers[fact]?[key]?.isEmpty == true { readers[fact]?[key] = nil }
      if readers[fact]?.isEmpty == true { readers[fact] = nil }
    }
  }

  /// The conflict group of `key`, arranged once per change of its bucket.
  func conflictGroup(_ key: BindingKey) -> ShortcutConflictGroup {
    if let group = conflictGroups[key] { return group }
    let group = ShortcutConflictGroup(bindingIndex[key]?.members ?? [])
    conflictGroups[key] = group
    return group
  }
}
