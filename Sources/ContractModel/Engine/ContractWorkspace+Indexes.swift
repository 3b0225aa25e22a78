extension ContractWorkspace {
  /// Puts a block's exports in the indexes: facts, bindings (in the conflict groups' order),
  /// component names, and the facts it mentions.
  func addToIndexes(_ exports: BlockExports, of key: String, block: BlockID) {
    _ = facts.add(exports)
    for binding in exports.bindings {
      let bindingKey = BindingKey(binding)
      var bucket = bindingIndex[bindingKey] ?? []
      bucket.insert(binding, at: Self.insertionPoint(of: binding, in: bucket))
      bindingIndex[bindingKey] = bucket
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
    for binding in exports.bindings {
      let bindingKey = BindingKey(binding)
      guard var bucket = bindingIndex[bindingKey] else { continue }
      bucket.removeAll { $0.block == block && $0.document == key }
      bindingIndex[bindingKey] = bucket.isEmpty ? nil : bucket
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

  /// Where `binding` goes in `bucket`, which is sorted by ``ShortcutConflictGroup/precedes(_:_:)``.
  static func insertionPoint(of binding: ShortcutBinding, in bucket: [ShortcutBinding]) -> Int {
    var low = 0
    var high = bucket.count
    while low < high {
      let middle = (low + high) / 2
      if ShortcutConflictGroup.precedes(bucket[middle], binding) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The conflict group of `key`, arranged once per change of its bucket.
  func conflictGroup(_ key: BindingKey) -> ShortcutConflictGroup {
    if let group = conflictGroups[key] { return group }
    let group = ShortcutConflictGroup(bindingIndex[key] ?? [])
    conflictGroups[key] = group
    return group
  }
}
