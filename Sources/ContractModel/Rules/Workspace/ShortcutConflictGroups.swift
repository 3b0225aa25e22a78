/// The conflict groups of a workspace's binding index, each arranged when first asked for and
/// kept until its bucket changes: every document's conflict check shares them, so a check costs
/// the document's own bindings rather than every binding of its shortcuts.
///
/// The owner tells which buckets changed: ``forget(_:)`` drops their groups, ``move(_:to:)``
/// patches a group whose member only moved.
struct ShortcutConflictGroups {
  private var groups: [BindingKey: ShortcutConflictGroup] = [:]

  /// An empty cache.
  init() {}

  /// How many groups are arranged.
  var arrangedCount: Int { groups.count }

  /// The conflicts of `bindings` (one document's) against `index` (the whole workspace's; its
  /// buckets that changed since the last check must have been forgotten).
  mutating func check(_ bindings: [ShortcutBinding], index: [BindingKey: [ShortcutBinding]]) -> [Diagnostic] {
    // Moved out while checking, so that the closure can add groups, and moved back after.
    var groups = self.groups
    self.groups = [:]
    defer { self.groups = groups }
    return ShortcutsDoNotConflict.check(bindings) { key in
      if let known = groups[key] { return known }
      let group = ShortcutConflictGroup(index[key] ?? [])
      groups[key] = group
      return group
    }
  }

  /// Drops the groups of `keys`, whose buckets changed.
  mutating func forget(_ keys: some Sequence<BindingKey>) {
    for key in keys { groups[key] = nil }
  }

  /// Moves the member `old` of its group to `new`, a binding that only moved in its document;
  /// drops the group when that would break its order.
  mutating func move(_ old: ShortcutBinding, to new: ShortcutBinding) {
    let key = BindingKey(old)
    guard groups[key] != nil else { return }
    if groups[key]?.move(old, to: new) != true { groups[key] = nil }
  }
}
