/// The workspace's cross-file indexes: every shortcut binding by shortcut and platform (with
/// the conflict groups arranged from it) and every component declaration by name.
///
/// Updated per document: a change costs the bindings and components of the document changed.
struct WorkspaceIndexes {
  /// Every binding, by shortcut and platform.
  private(set) var bindings: [BindingKey: [ShortcutBinding]] = [:]
  /// The binding index arranged for conflict checks, each group kept until its bucket changes.
  var conflictGroups = ShortcutConflictGroups()
  /// Every component declaration, by name.
  private(set) var components: [String: [ComponentNamesAreUnique.Declaration]] = [:]

  /// Adds the components of `document` and, unless nil (they are moved in place instead, see
  /// ``move(_:to:)``), `bindings`.
  mutating func add(_ document: ContractDocument, bindings added: [ShortcutBinding]?) {
    if let added {
      for binding in added { insert(binding) }
      conflictGroups.forget(Set(added.map(BindingKey.init)))
    }
    for component in document.components {
      components[component.name, default: []].append(
        ComponentNamesAreUnique.Declaration(
          document: document.key,
          range: component.syntax.nameRange,
          app: document.app
        )
      )
    }
  }

  /// Puts `binding` in its bucket after every member that does not come after it (see
  /// ``ShortcutConflictGroup/precedes(_:_:)``): buckets stay in the order their groups use.
  private mutating func insert(_ binding: ShortcutBinding) {
    let key = BindingKey(binding)
    guard let last = bindings[key]?.last else {
      bindings[key] = [binding]
      return
    }
    // A document's bindings come in order: most land at the end of their bucket.
    guard ShortcutConflictGroup.precedes(binding, last) else {
      bindings[key]?.append(binding)
      return
    }
    // Taken out while it changes, so that inserting does not copy it.
    var members = bindings.removeValue(forKey: key) ?? []
    var low = 0
    var high = members.count
    while low < high {
      let middle = (low + high) / 2
      if ShortcutConflictGroup.precedes(binding, members[middle]) { high = middle } else { low = middle + 1 }
    }
    members.insert(binding, at: low)
    bindings[key] = members
  }

  /// Removes the components named `componentNames` of the document `key` and, unless nil, its
  /// bindings under `bindingKeys`.
  mutating func remove(_ key: String, bindingKeys: Set<BindingKey>?, componentNames: [String]) {
    if let keys = bindingKeys {
      for bindingKey in keys {
        bindings[bindingKey]?.removeAll { $0.document == key }
        if bindings[bindingKey]?.isEmpty == true { bindings[bindingKey] = nil }
      }
      conflictGroups.forget(keys)
    }
    for name in componentNames {
      components[name]?.removeAll { $0.document == key }
      if components[name]?.isEmpty == true { components[name] = nil }
    }
  }

  /// Whether `new` is `old` with some bindings moved and nothing else changed (typing in a
  /// note moves every binding after it): the index and its conflict groups are then updated in
  /// place instead of arranged again.
  static func onlyMoved(_ old: [ShortcutBinding], _ new: [ShortcutBinding]) -> Bool {
    old.count == new.count && zip(old, new).allSatisfy { $0.differsOnlyInPlace(from: $1) }
  }

  /// Puts each moved binding in the place of its old self, in the index and the conflict groups.
  mutating func move(_ old: [ShortcutBinding], to new: [ShortcutBinding]) {
    for (before, after) in zip(old, new) where before != after {
      let bindingKey = BindingKey(before)
      let position = bindings[bindingKey].flatMap { Self.position(of: before, in: $0) }
      if let position { bindings[bindingKey]?[position] = after }
      conflictGroups.move(before, to: after)
    }
  }

  /// Where `binding` is in `members`, a bucket kept in the groups' order: found by halving, then
  /// among the members that tie with it (or, should the order ever be broken, by looking at all).
  static func position(of binding: ShortcutBinding, in members: [ShortcutBinding]) -> Int? {
    var low = 0
    var high = members.count
    while low < high {
      let middle = (low + high) / 2
      if ShortcutConflictGroup.precedes(members[middle], binding) { low = middle + 1 } else { high = middle }
    }
    var index = low
    while index < members.count, !ShortcutConflictGroup.precedes(binding, members[index]) {
      if members[index] == binding { return index }
      index += 1
    }
    // Places first: comparing whole bindings (names, keys) is what costs.
    return members.firstIndex { $0.range == binding.range && $0.tokenRange == binding.tokenRange && $0 == binding }
  }

  /// The cross-file findings of `document`, whose bindings are `documentBindings`.
  mutating func findings(_ document: ContractDocument, bindings documentBindings: [ShortcutBinding]) -> [Diagnostic] {
    conflictGroups.check(documentBindings, index: bindings)
      + ComponentNamesAreUnique.check(document, index: components)
  }
}
