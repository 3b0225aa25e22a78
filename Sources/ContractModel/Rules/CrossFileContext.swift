/// What a workspace rule reads: one block's bindings and component name, and the workspace's
/// indexes of them, each question recorded (``FactReads``).
struct CrossFileContext {
  /// The block's shortcut bindings on the file's targets.
  let bindings: [ShortcutBinding]
  /// The block's component declaration, if the block is a component.
  let component: DuplicateComponent.Declaration?
  /// The workspace's group of one shortcut on one platform.
  private let groups: (BindingKey) -> ShortcutConflictGroup
  /// The workspace's declarations of each folded component name.
  private let declarations: [String: [DuplicateComponent.Declaration]]
  /// The `App` (folded) of each document that has one, by key.
  private let apps: [String: String]
  /// Where the questions are recorded.
  let reads: FactReads

  init(
    bindings: [ShortcutBinding],
    component: DuplicateComponent.Declaration?,
    reads: FactReads,
    groups: @escaping (BindingKey) -> ShortcutConflictGroup,
    declarations: [String: [DuplicateComponent.Declaration]],
    apps: [String: String]
  ) {
    self.bindings = bindings
    self.component = component
    self.reads = reads
    self.groups = groups
    self.declarations = declarations
    self.apps = apps
  }

  /// The workspace's bindings of `key`, arranged for conflict checks.
  func group(_ key: BindingKey) -> ShortcutConflictGroup {
    reads.record(.binding(key))
    return groups(key)
  }

  /// Every component declared with the folded name `name`.
  func components(named name: String) -> [DuplicateComponent.Declaration] {
    reads.record(.component(name))
    return declarations[name] ?? []
  }

  /// The `App` (folded) of the document `key`, or nil when it has none. Not recorded: which
  /// files see each other follows from their apps, and a change of a file's app makes what it
  /// provides change for every reader (``ContractWorkspace``'s `moveApp`).
  func app(of key: String) -> String? {
    apps[key]
  }
}
