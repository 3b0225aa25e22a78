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
  /// An empty document standing in for `key`'s while its storage is lent to a reading.
  static func placeholder(key: String) -> ContractDocument { ContractDocument(key: key, tree: emptyTree) }

  /// The tree of an empty text, shared by every placeholder.
  private static let emptyTree = ContractParser.parse("")

  /// The command names a component of this file can make its subject: the workspace's, then the file's.
  static func layers(context: ModelContext, menus: [Menu]) -> [ActionNameTable.Layer] {
    [context.commandLayer, ActionNameTable.Layer(names: menus.flatMap { $0.commands.map(\.name) })]
  }

  /// Becomes the reading of `tree`, the reparse of this document's text after `edit`, reading
  /// only the blocks the edit touched and shifting the components, menus and catalog entries
  /// after them.
  ///
  /// The document must have been read with `context`. An edit that touches a menu reads the
  /// whole tree, since every component names its subjects from the file's menu commands. The
  /// result equals ``init(key:tree:context:)`` (a test holds it to that).
  ///
  /// In place: when nothing else shares this document's storage (the workspace hands its
  /// document over, see ``ContractWorkspace/setDocument(_:text:)``), the blocks after the edit
  /// are moved without being copied or freed.
  public mutating func update(to tree: SyntaxTree, context: ModelContext, edit: TreeEdit) {
    guard let spans = Self.spans(of: edit, from: self.tree, to: tree) else {
      self = ContractDocument(key: key, tree: tree, context: context)
      return
    }
    let read = BlockReading(
      tree.blocks[edit.firstBlock..<edit.newEnd],
      layers: Self.layers(context: context, menus: menus)
    )
    // The old tree goes first: while it lives, the blocks after the edit share their storage
    // with it, and moving them would copy it.
    self.tree = tree
    components.splice(spans.components, with: read.components, shiftingTailBy: edit.shift)
    catalogEntries.splice(spans.catalogEntries, with: read.catalogEntries, shiftingTailBy: edit.shift)
    menus.splice(spans.menus, with: [], shiftingTailBy: edit.shift)
    misplacedFields = Self.splice(misplacedFields, line: \.field.line, edit: edit, new: read.misplaced)
    repeatedFields = Self.splice(repeatedFields, line: \.field.line, edit: edit, new: read.repeated)
    suppressions = SuppressionReader(tree: tree).read()
  }

  /// Where the components, catalog entries and menus of the blocks `edit` replaced sit in the
  /// model's arrays; nil when the edit touches a menu (the whole tree is then read again).
  private static func spans(
    of edit: TreeEdit,
    from old: SyntaxTree,
    to new: SyntaxTree
  ) -> (components: Range<Int>, catalogEntries: Range<Int>, menus: Range<Int>)? {
    let replaced = old.blocks[edit.firstBlock..<edit.oldEnd]
    guard !replaced.contains(where: { $0.kind == .menu }),
      !new.blocks[edit.firstBlock..<edit.newEnd].contains(where: { $0.kind == .menu })
    else { return nil }
    let before = old.blocks[..<edit.firstBlock]
    func span(_ kind: BlockKind) -> Range<Int> {
      let kept = before.count { $0.kind == kind }
      return kept..<(kept + replaced.count { $0.kind == kind })
    }
    return (span(.component), span(.catalog), span(.menu))
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

extension Array where Element: SourceShiftable {
  /// Replaces `range` with `new` and moves every element after it by `shift`, in place when
  /// the array's storage is not shared.
  mutating func splice(_ range: Range<Int>, with new: [Element], shiftingTailBy shift: SourceShift) {
    replaceSubrange(range, with: new)
    guard !shift.isNone else { return }
    for index in (range.lowerBound + new.count)..<count { self[index].shift(by: shift) }
  }
}
