/// What one block says, read from its own text alone: positions in it are relative to the
/// block's first byte, and made absolute only at the edge (the server's converter, the CLI's
/// reporters), so a block that only moved is reused as it is.
///
/// A class of constants: a reading is never changed once made, and the workspace, the exports
/// and every rule hand it around; a reference is retained once where a struct's copy retains
/// each of its fields.
public final class BlockModel: Sendable {
  /// The block's syntax, parsed from its text alone.
  public let tree: SyntaxTree
  /// What the block was read into.
  public let content: BlockContent
  /// `# leaf-ignore` comments written in the block.
  public let suppressions: [Suppression]
  /// Fields with keys unknown where they stand.
  public let misplacedFields: [MisplacedField]
  /// Non-path fields written twice.
  public let repeatedFields: [RepeatedField]
  /// The folded first words of the component's path segments: the menu command names it looked
  /// up for its subjects (a reading depends on the commands that start with them); sorted, each
  /// once (an array, not a set: only gone through, and a third of the size).
  public let segmentWords: [String]

  /// A reading of `tree` into `content`.
  init(
    tree: SyntaxTree,
    content: BlockContent,
    suppressions: [Suppression],
    misplacedFields: [MisplacedField],
    repeatedFields: [RepeatedField],
    segmentWords: [String]
  ) {
    self.tree = tree
    self.content = content
    self.suppressions = suppressions
    self.misplacedFields = misplacedFields
    self.repeatedFields = repeatedFields
    self.segmentWords = segmentWords
  }

  /// The block's line table.
  public var lines: LineTable { tree.lines }
}

/// What a block is.
public enum BlockContent: Sendable {
  /// The file header: the lines before the first block header.
  case header(FileHeader)
  /// A component block.
  case component(Component)
  /// A `menu` block.
  case menu(Menu)
  /// A `catalog` block.
  case catalog(TeamCatalogEntry)

  /// The component, when the block is one.
  public var component: Component? {
    if case .component(let component) = self { return component }
    return nil
  }

  /// The menu, when the block is one.
  public var menu: Menu? {
    if case .menu(let menu) = self { return menu }
    return nil
  }

  /// The catalog entry, when the block is one.
  public var catalogEntry: TeamCatalogEntry? {
    if case .catalog(let entry) = self { return entry }
    return nil
  }

  /// The file header, when the block is it.
  public var header: FileHeader? {
    if case .header(let header) = self { return header }
    return nil
  }
}

/// The file header's fields: the facts every block of the file is read against.
public struct FileHeader: Sendable, Hashable {
  /// The `App` field's value, if written.
  public var app: String?
  /// The `Platforms` field, if written.
  public var platformsField: FieldSyntax?
  /// The platforms `Platforms` names; nil when it is not written or names none it knows.
  public var declaredPlatforms: [Platform]?
  /// Items of `Platforms` that name no platform.
  public var unknownPlatforms: [ListItem]
  /// Items of the header's `See`.
  public var see: [ListItem]

  /// A header with no fields.
  public static let empty = FileHeader(
    app: nil,
    platformsField: nil,
    declaredPlatforms: nil,
    unknownPlatforms: [],
    see: []
  )

  /// The platforms the file targets: its `Platforms`, else the configuration's, else all three.
  ///
  /// Everywhere: a path for a platform outside them is read (hover, symbols) but no rule checks it
  /// and none requires it; menu commands stand in the menu bar of the targeted ones of iPad and Mac.
  public func targets(configured: [Platform]?) -> [Platform] {
    declaredPlatforms ?? configured ?? Platform.allCases
  }
}
