/// What a document's reading needs from the rest of the workspace.
public struct ModelContext: Sendable, Hashable {
  /// Names of the menu commands declared anywhere in the workspace: they can be a path segment's subject.
  public var commandNames: [String] {
    didSet { commandLayer = ActionNameTable.Layer(names: commandNames) }
  }
  /// ``commandNames`` ready for lookup, built once per context rather than once per component.
  private(set) var commandLayer: ActionNameTable.Layer

  public init(commandNames: [String] = []) {
    self.commandNames = commandNames
    self.commandLayer = ActionNameTable.Layer(names: commandNames)
  }

  /// Contexts are equal when they name the same commands in the same order.
  public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs.commandNames == rhs.commandNames }

  /// Hashes the command names.
  public func hash(into hasher: inout Hasher) { hasher.combine(commandNames) }

  /// A context with no other documents.
  public static let empty = ModelContext()
}

extension ContractDocument {
  /// Parses `text` and reads it.
  public init(key: String, text: String, context: ModelContext = .empty) {
    self.init(key: key, tree: ContractParser.parse(text), context: context)
  }

  /// Reads a parsed tree.
  public init(key: String, tree: SyntaxTree, context: ModelContext = .empty) {
    self.key = key
    self.tree = tree
    let header = FieldTable(tree.headerFields, in: .fileHeader)
    let misplaced = header.misplaced
    let repeated = header.repeated
    app = header[.app].map(\.value).flatMap { $0.isEmpty ? nil : $0 }
    platformsField = header[.platforms]
    see = header[.see].map { ListItem.items(of: $0) } ?? []
    var platforms: [Platform] = []
    var unknown: [ListItem] = []
    for item in header[.platforms].map({ ListItem.items(of: $0) }) ?? [] {
      if let platform = Platform(name: item.text) {
        if !platforms.contains(platform) { platforms.append(platform) }
      } else {
        unknown.append(item)
      }
    }
    // A `Platforms` line whose names are all unknown targets the default, beside its warnings.
    declaredPlatforms = header[.platforms] == nil || platforms.isEmpty ? nil : platforms
    unknownPlatforms = unknown

    let menus = tree.blocks.filter { $0.kind == .menu }.map { Menu(block: $0) }
    let read = BlockReading(tree.blocks[...], layers: Self.layers(context: context, menus: menus))
    self.components = read.components
    self.menus = menus
    self.catalogEntries = read.catalogEntries
    self.misplacedFields = misplaced + read.misplaced
    self.repeatedFields = repeated + read.repeated
    self.suppressions = SuppressionReader(tree: tree).read()
  }
}

extension Menu {
  /// Reads a `menu` block.
  init(block: BlockSyntax) {
    self.syntax = block
    self.commands = block.commands.map { command in
      MenuCommand(
        name: command.name,
        menu: block.name,
        shortcut: Self.shortcut(in: command),
        syntax: command
      )
    }
  }

  /// The shortcut after a command's colon. The value is a shortcut or nothing: other text there
  /// (`Shift-click`, `⌘R now`) is read as an invalid shortcut.
  static func shortcut(in command: MenuCommandSyntax) -> ShortcutUse? {
    guard let detail = command.detail, let range = command.detailRange else { return nil }
    let tokens = ShortcutScanner.scan(detail)
    guard tokens.count == 1, let token = tokens.first, token.range == 0..<detail.utf8.count else {
      return ShortcutUse(
        text: detail,
        shortcut: nil,
        invalidReason: "a menu command's value is one shortcut or nothing",
        range: range
      )
    }
    switch token.parse {
    case .valid(let value):
      return ShortcutUse(text: token.text, shortcut: value, invalidReason: nil, range: range)
    case .invalid(let reason):
      return ShortcutUse(text: token.text, shortcut: nil, invalidReason: reason, range: range)
    }
  }
}

extension TeamCatalogEntry {
  /// Reads a `catalog` block, with its unknown and repeated fields.
  static func read(_ block: BlockSyntax) -> (TeamCatalogEntry, [MisplacedField], [RepeatedField]) {
    let fields = FieldTable(block.fields, in: .catalog)
    let entry = TeamCatalogEntry(
      syntax: block,
      summary: fields[.summary]?.value,
      link: fields[.link],
      see: fields[.see].map { ListItem.items(of: $0) } ?? []
    )
    return (entry, fields.misplaced, fields.repeated)
  }
}
