/// The conflict groups of a workspace's binding index, each arranged when first asked for and
/// kept until the index changes: every document's conflict check shares them, so a check costs
/// the document's own bindings rather than every binding of its shortcuts.
///
/// The owner passes a generation that changes whenever the index may have changed; a new
/// generation drops every group.
struct ShortcutConflictGroups {
  private var generation: Int?
  private var groups: [BindingKey: ShortcutConflictGroup] = [:]
  /// Folds the members' names while arranging groups.
  private var groupFolder = ShortcutsDoNotConflict.Folder()
  /// Folds the checked bindings' names.
  private var bindingFolder = ShortcutsDoNotConflict.Folder()

  /// An empty cache.
  init() {}

  /// How many groups are arranged for the current generation.
  var arrangedCount: Int { groups.count }

  /// The conflicts of `bindings` (one document's) against `index` (the whole workspace's, as of `generation`).
  mutating func check(
    _ bindings: [ShortcutBinding],
    index: [BindingKey: [ShortcutBinding]],
    generation: Int
  ) -> [Diagnostic] {
    forgetUnless(generation)
    // Moved out while checking, so that the closure can add groups, and moved back after.
    var groups = self.groups
    var groupFolder = self.groupFolder
    var bindingFolder = self.bindingFolder
    self.groups = [:]
    defer {
      self.groups = groups
      self.groupFolder = groupFolder
      self.bindingFolder = bindingFolder
    }
    return ShortcutsDoNotConflict.check(
      bindings,
      group: { key in
        if let known = groups[key] { return known }
        let group = ShortcutConflictGroup(index[key] ?? [], folder: &groupFolder)
        groups[key] = group
        return group
      },
      folder: &bindingFolder
    )
  }

  /// Arranges, on every core, the groups of `keys` not arranged yet for `generation`.
  mutating func prepare(_ keys: Set<BindingKey>, index: [BindingKey: [ShortcutBinding]], generation: Int) {
    forgetUnless(generation)
    let missing = keys.filter { groups[$0] == nil }.map { ($0, index[$0] ?? []) }
    let arranged = ParallelMap.map(missing) { key, bindings in
      var folder = ShortcutsDoNotConflict.Folder()
      return (key, ShortcutConflictGroup(bindings, folder: &folder))
    }
    for (key, group) in arranged { groups[key] = group }
  }

  private mutating func forgetUnless(_ generation: Int) {
    guard self.generation != generation else { return }
    self.generation = generation
    groups.removeAll()
    groupFolder = ShortcutsDoNotConflict.Folder()
    bindingFolder = ShortcutsDoNotConflict.Folder()
  }
}
