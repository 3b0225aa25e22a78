/// A menu command somewhere in the workspace.
public struct WorkspaceCommand: Sendable, Hashable {
  /// The command (its ranges relative to its menu's block).
  public var command: MenuCommand
  /// The document that declares it.
  public var document: String
  /// The menu's block.
  public var block: BlockID
  /// That document's `App`.
  public let app: String?
  /// ``app`` folded once, for the scope checks of every lookup.
  public let foldedApp: String?
  /// The platforms whose menu bar the command stands in.
  public var platforms: [Platform]

  /// A command of `document` (whose `App` is `app`), standing in the menu bar on `platforms`.
  public init(command: MenuCommand, document: String, block: BlockID, app: String?, platforms: [Platform]) {
    self.command = command
    self.document = document
    self.block = block
    self.app = app
    self.foldedApp = app.map(ListItem.fold)
    self.platforms = platforms
  }

  /// Where the command's shortcut (or its name) is written, anchored to its block.
  public var location: DocumentLocation {
    DocumentLocation(document: document, range: command.shortcut?.range ?? command.syntax.nameRange, block: block)
  }
}

/// A `menu` block somewhere in the workspace.
public struct WorkspaceMenu: Sendable {
  /// The menu (its ranges relative to its block).
  public var menu: Menu
  /// The document that declares it.
  public var document: String
  /// Its block.
  public var block: BlockID
  /// That document's `App`.
  public var app: String?
}

/// What rules read about the rest of the workspace: the menus, their commands and the team
/// catalog entries that every block provides, kept up to date block by block.
public struct WorkspaceFacts: Sendable {
  /// Menus by folded title.
  public private(set) var menus: [String: [WorkspaceMenu]] = [:]
  /// Menu commands by folded name.
  public private(set) var commands: [String: [WorkspaceCommand]] = [:]
  /// The names of the menu commands by their folded first word.
  private var namesByWord: [String: [String]] = [:]
  /// How many team catalog blocks declare each folded name, and the first of them with its document.
  private var catalogCounts: [String: (entry: TeamCatalogEntry, document: String, count: Int)] = [:]

  /// Empty facts.
  public init() {}

  /// Folded names of team catalog entries.
  public var teamCatalogEntries: Set<String> { Set(catalogCounts.keys) }

  /// The names of team catalog entries, as written, sorted.
  public var teamCatalogNames: [String] { catalogCounts.values.map(\.entry.name).sorted() }

  /// The team catalog entries (the first of each name), with the document of each, by name.
  public var teamCatalog: [(entry: TeamCatalogEntry, document: String)] {
    catalogCounts.values.map { ($0.entry, $0.document) }.sorted { $0.entry.name < $1.entry.name }
  }

  /// Whether a team catalog block declares the folded `name`.
  public func hasTeamCatalogEntry(_ name: String) -> Bool { catalogCounts[name] != nil }

  /// Commands named `name` visible from a document of `app` (a file without `App` sees every app).
  public func commands(named name: String, app: String?) -> [WorkspaceCommand] {
    let app = app.map(ListItem.fold)
    return (commands[ListItem.fold(name)] ?? []).filter { AppScope.compatible(folded: $0.foldedApp, app) }
  }

  /// The names of the commands whose folded first word is `word`.
  func commandNames(startingWith word: String) -> [String] { namesByWord[word] ?? [] }

  /// Adds what `exports` provide; returns the facts that changed.
  mutating func add(_ exports: BlockExports) -> Set<FactKey> {
    var changed: Set<FactKey> = []
    if let menu = exports.menu {
      let title = ListItem.fold(menu.menu.title)
      menus[title, default: []].append(menu)
      changed.insert(.menu(title))
    }
    for command in exports.commands {
      let key = command.command.key
      commands[key, default: []].append(command)
      changed.insert(.command(key))
      if let word = CommandWord.of(command.command.name) {
        namesByWord[word, default: []].append(command.command.name)
        changed.insert(.commandWord(word))
      }
    }
    if let entry = exports.catalogEntry {
      catalogCounts[entry.folded, default: (entry.entry, entry.document, 0)].count += 1
      changed.insert(.catalogEntry(entry.folded))
    }
    return changed
  }

  /// Removes what `exports` (of `block`) provided; returns the facts that changed.
  mutating func remove(_ exports: BlockExports, block: BlockID) -> Set<FactKey> {
    var changed: Set<FactKey> = []
    if let menu = exports.menu {
      let title = ListItem.fold(menu.menu.title)
      Self.remove(from: &menus, title) { $0.block == block }
      changed.insert(.menu(title))
    }
    for command in exports.commands {
      let key = command.command.key
      Self.remove(from: &commands, key) { $0.block == block }
      changed.insert(.command(key))
      if let word = CommandWord.of(command.command.name) {
        if var names = namesByWord[word], let index = names.firstIndex(of: command.command.name) {
          names.remove(at: index)
          namesByWord[word] = names.isEmpty ? nil : names
        }
        changed.insert(.commandWord(word))
      }
    }
    if let entry = exports.catalogEntry, let known = catalogCounts[entry.folded] {
      catalogCounts[entry.folded] = known.count > 1 ? (known.entry, known.document, known.count - 1) : nil
      changed.insert(.catalogEntry(entry.folded))
    }
    return changed
  }

  /// Removes the values of `key` that `matches`, dropping the key when none is left.
  private static func remove<Value>(
    from table: inout [String: [Value]],
    _ key: String,
    where matches: (Value) -> Bool
  ) {
    guard var values = table[key] else { return }
    values.removeAll(where: matches)
    table[key] = values.isEmpty ? nil : values
  }
}

/// Which documents see each other for cross-file rules.
public enum AppScope {
  /// Two files belong together when either has no `App` or both name the same one.
  public static func compatible(_ lhs: String?, _ rhs: String?) -> Bool {
    compatible(folded: lhs.map(ListItem.fold), rhs.map(ListItem.fold))
  }

  /// ``compatible(_:_:)`` for apps already folded.
  public static func compatible(folded lhs: String?, _ rhs: String?) -> Bool {
    guard let lhs, let rhs else { return true }
    return lhs == rhs
  }
}
