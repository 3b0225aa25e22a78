/// What reading a run of blocks gives: the components and catalog entries (menus are read on
/// their own, before, since components read their command names), with the fields misplaced
/// or repeated in them.
struct BlockReading {
  var components: [Component] = []
  var catalogEntries: [TeamCatalogEntry] = []
  var misplaced: [MisplacedField] = []
  var repeated: [RepeatedField] = []

  /// Reads `blocks`, naming subjects from `layers` (the workspace's commands, then the file's).
  init(_ blocks: ArraySlice<BlockSyntax>, layers: [ActionNameTable.Layer]) {
    for block in blocks {
      switch block.kind {
      case .component:
        var reader = ComponentReader(block: block, commandLayers: layers)
        components.append(reader.read())
        misplaced += reader.misplaced
        repeated += reader.repeated
      case .catalog:
        let (entry, blockMisplaced, blockRepeated) = TeamCatalogEntry.read(block)
        catalogEntries.append(entry)
        misplaced += blockMisplaced
        repeated += blockRepeated
      case .menu:
        continue
      }
    }
  }
}

extension ContractDocument {
  /// The command names a component of this file can make its subject: the workspace's, then the file's.
  static func layers(context: ModelContext, menus: [Menu]) -> [ActionNameTable.Layer] {
    [context.commandLayer, ActionNameTable.Layer(names: menus.flatMap { $0.commands.map(\.name) })]
  }

  /// Reads `tree`, the reparse of `previous`'s text after `edit`, reading only the blocks the
  /// edit touched and shifting the components, menus and catalog entries after them.
  ///
  /// `previous` must have been read with `context`. An edit that touches a menu reads the whole
  /// tree, since every component names its subjects from the file's menu commands. The result
  /// equals ``init(key:tree:context:)`` (a test holds it to that).
  public init(tree: SyntaxTree, context: ModelContext, previous: ContractDocument, edit: TreeEdit) {
    let touched = previous.tree.blocks[edit.firstBlock..<edit.oldEnd] + tree.blocks[edit.firstBlock..<edit.newEnd]
    guard !touched.contains(where: { $0.kind == .menu }) else {
      self.init(key: previous.key, tree: tree, context: context)
      return
    }
    self = previous
    self.tree = tree
    let before = previous.tree.blocks[..<edit.firstBlock]
    let replaced = previous.tree.blocks[edit.firstBlock..<edit.oldEnd]
    func splice<Element: SourceShiftable>(_ old: [Element], kind: BlockKind, new: [Element]) -> [Element] {
      let kept = before.count { $0.kind == kind }
      let dropped = replaced.count { $0.kind == kind }
      return Array(old[..<kept]) + new + old[(kept + dropped)...].map { $0.shifted(by: edit.shift) }
    }
    let read = BlockReading(
      tree.blocks[edit.firstBlock..<edit.newEnd],
      layers: Self.layers(context: context, menus: previous.menus)
    )
    components = splice(previous.components, kind: .component, new: read.components)
    catalogEntries = splice(previous.catalogEntries, kind: .catalog, new: read.catalogEntries)
    menus = splice(previous.menus, kind: .menu, new: [])
    misplacedFields = Self.splice(previous.misplacedFields, line: \.field.line, edit: edit, new: read.misplaced)
    repeatedFields = Self.splice(previous.repeatedFields, line: \.field.line, edit: edit, new: read.repeated)
    suppressions = SuppressionReader(tree: tree).read()
  }

  /// `old` without its elements in the lines the edit read again, with `new` in their place and
  /// the elements after moved.
  private static func splice<Element: SourceShiftable>(
    _ old: [Element],
    line: KeyPath<Element, Int>,
    edit: TreeEdit,
    new: [Element]
  ) -> [Element] {
    old.filter { $0[keyPath: line] < edit.firstLine } + new
      + old.filter { $0[keyPath: line] >= edit.oldTailLine }.map { $0.shifted(by: edit.shift) }
  }
}
