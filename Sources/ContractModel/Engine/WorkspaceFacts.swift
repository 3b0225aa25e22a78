/// A menu command somewhere in the workspace.
///
/// Held by reference (``ValueBox``): a menu's exports and the workspace's facts both hold each of its commands,
/// and inline a command is about 300 bytes, copied into each (a tenth of the index of a workspace
/// that is one app, each file with a menu). Equal and hashed by value, as before.
public struct WorkspaceCommand: Sendable, Hashable {
  /// The command's values, never changed once boxed (a moved command is boxed anew).
  private struct Values: Sendable, Hashable {
    var command: MenuCommand
    var document: String
    var block: BlockID
    var app: String?
    var foldedApp: String?
    var platforms: [Platform]
    var key: String
    var word: String?
  }

  private let storage: ValueBox<Values>

  /// The command (its ranges relative to its menu's block).
  public var command: MenuCommand { storage.value.command }
  /// The document that declares it.
  public var document: String { storage.value.document }
  /// The menu's block.
  public var block: BlockID { storage.value.block }
  /// That document's `App`.
  public var app: String? { storage.value.app }
  /// ``app`` folded once, for the scope checks of every lookup.
  public var foldedApp: String? { storage.value.foldedApp }
  /// The platforms whose menu bar the command stands in.
  public var platforms: [Platform] { storage.value.platforms }
  /// The command's name, folded: its key in ``WorkspaceFacts/commands``.
  var key: String { storage.value.key }
  /// The folded first word of the name (``CommandWord``).
  var word: String? { storage.value.word }

  /// A command of `document` (whose `App` is `app`), standing in the menu bar on `platforms`.
  public init(command: MenuCommand, document: String, block: BlockID, app: String?, platforms: [Platform]) {
    self.init(
      command: command,
      document: document,
      block: block,
      app: app,
      foldedApp: app.map(ListItem.fold),
      platforms: platforms
    )
  }

  /// A command as ``init(command:document:block:app:platforms:)`` makes it, its app folded
  /// already (`foldedApp`: once for all of a menu's commands).
  init(command: MenuCommand, document: String, block: BlockID, app: String?, foldedApp: String?, platforms: [Platform])
  {
    storage = ValueBox(
      Values(
        command: command,
        document: document,
        block: block,
        app: app,
        foldedApp: foldedApp,
        platforms: platforms,
        key: command.key,
        word: CommandWord.of(command.name)
      )
    )
  }

  private init(moving command: WorkspaceCommand, toApp app: String?, folded foldedApp: String?) {
    var values = command.storage.value
    values.app = app
    values.foldedApp = foldedApp
    storage = ValueBox(values)
  }

  /// Where the command's shortcut (or its name) is written, anchored to its block.
  public var location: DocumentLocation {
    DocumentLocation(document: document, range: command.shortcut?.range ?? command.syntax.nameRange, block: block)
  }

  /// The command in a document whose `App` is now `app`, `foldedApp` folded.
  func moved(toApp app: String?, folded foldedApp: String?) -> WorkspaceCommand {
    WorkspaceCommand(moving: self, toApp: app, folded: foldedApp)
  }

  /// What readers see of the command, not where it is written nor its app (see ``FactKey``);
  /// `documentHash` is its document's hash value, made once for all the commands of a menu.
  func content(documentHash: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(command.name)
    hasher.combine(command.menu)
    hasher.combine(command.shortcut?.text)
    hasher.combine(command.shortcut?.shortcut)
    hasher.combine(documentHash)
    hasher.combine(platforms)
    return hasher.finalize()
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

/// A team catalog block somewhere in the workspace.
struct WorkspaceCatalogEntry: Sendable {
  /// The entry (its ranges relative to its block).
  var entry: TeamCatalogEntry
  /// The document that declares it.
  var document: String
  /// Its block.
  var block: BlockID
  /// The entry's name, folded.
  var folded: String
}

/// What rules read about the rest of the workspace: the menus, their commands and the team
/// catalog entries that every block provides, kept up to date block by block.
///
/// Each list is kept in the order of its documents' keys, and of the blocks in each document, so
/// answers do not depend on the order in which documents and blocks came in.
public struct WorkspaceFacts: Sendable {
  /// Menus by folded title.
  public private(set) var menus: [String: [WorkspaceMenu]] = [:]
  /// Menu commands by folded name.
  public private(set) var commands: [String: [WorkspaceCommand]] = [:]
  /// The names of the menu commands by their folded first word, sorted, each with its `App`
  /// (folded) and its menu's block.
  private var namesByWord: [String: [(name: String, app: String?, block: BlockID)]] = [:]
  /// Team catalog blocks by folded name.
  private var catalog: [String: [WorkspaceCatalogEntry]] = [:]
  /// The catalog names of a whole workspace of which these facts hold one app's documents
  /// (``AppGroups``): when set, what every app reads is answered from them.
  var wide: WorkspaceWideFacts?

  /// Empty facts.
  public init() {}

  /// The names of team catalog entries, as written (the first block of each name), sorted.
  public var teamCatalogNames: [String] {
    wide?.teamCatalogNames ?? catalog.values.map(\.[0].entry.name).sorted()
  }

  /// The team catalog entries (the first block of each name), with the document of each, by name.
  public var teamCatalog: [(entry: TeamCatalogEntry, document: String)] {
    catalog.values.map { ($0[0].entry, $0[0].document) }.sorted { $0.entry.name < $1.entry.name }
  }

  /// Whether a team catalog block declares the folded `name`.
  public func hasTeamCatalogEntry(_ name: String) -> Bool {
    if let wide { return wide.catalogNames[name] != nil }
    return catalog[name] != nil
  }

  /// Commands named `name` visible from a document of `app` (a file without `App` sees every app).
  public func commands(named name: String, app: String?) -> [WorkspaceCommand] {
    let app = app.map(ListItem.fold)
    return (commands[ListItem.fold(name)] ?? []).filter { AppScope.compatible(folded: $0.foldedApp, app) }
  }

  /// Whether a file moving from the app `old` to `new` (folded) sees a command whose folded first
  /// word is `word` that it did not see, or no longer sees one it saw; the commands of `own`
  /// blocks (the file's, which move with it) aside.
  func commandNamesChange(startingWith word: String, from old: String?, to new: String?, own: Set<BlockID>) -> Bool {
    namesByWord[word]?.contains {
      !own.contains($0.block) && AppScope.compatible(folded: $0.app, old) != AppScope.compatible(folded: $0.app, new)
    } ?? false
  }

  /// The names of the commands whose folded first word is `word` that a file of `app` (folded)
  /// sees.
  func commandNames(startingWith word: String, seenFrom app: String?) -> [String] {
    guard let names = namesByWord[word] else { return [] }
    return names.compactMap { AppScope.compatible(folded: $0.app, app) ? $0.name : nil }
  }

  /// Adds what `exports` provide; `position` gives where each block of their document stands in
  /// it.
  mutating func add(_ exports: BlockExports, position: (BlockID) -> Int?) {
    if let menu = exports.menu {
      Self.insert(menu, into: &menus, exports.menuKey!, place: (\.document, \.block), position)
    }
    for command in exports.commands { add(command, position: position) }
    if let entry = exports.catalogEntry {
      Self.insert(entry, into: &catalog, entry.folded, place: (\.document, \.block), position)
    }
  }

  /// Adds one command (`position` as for ``add(_:position:)``).
  private mutating func add(_ command: WorkspaceCommand, position: (BlockID) -> Int?) {
    Self.insert(command, into: &commands, command.key, place: (\.document, \.block), position)
    if let word = command.word {
      var names = namesByWord.removeValue(forKey: word) ?? []
      let name = command.command.name
      names.insert((name, command.foldedApp, command.block), at: names.firstIndex { $0.name > name } ?? names.count)
      namesByWord[word] = names
    }
  }

  /// Removes what `exports` (of `block`) provided.
  mutating func remove(_ exports: BlockExports, block: BlockID) {
    if exports.menu != nil {
      Self.remove(from: &menus, exports.menuKey!) { $0.block == block }
    }
    for command in exports.commands { remove(command, block: block) }
    if let entry = exports.catalogEntry {
      Self.remove(from: &catalog, entry.folded) { $0.block == block }
    }
  }

  /// Removes one command of `block` (every command of its name in the block).
  private mutating func remove(_ command: WorkspaceCommand, block: BlockID) {
    Self.remove(from: &commands, command.key) { $0.block == block }
    if let word = command.word, var names = namesByWord[word],
      let index = names.firstIndex(where: { $0.name == command.command.name && $0.block == block })
    {
      names.remove(at: index)
      namesByWord[word] = names.isEmpty ? nil : names
    }
  }

  /// Puts what `new` provides in place of what `old` provided, both exports of `block` (`position`
  /// as for ``add(_:position:)``): the menu is replaced where it stands, and of the commands only
  /// those that differ, pair for pair, are taken out and put in (a keystroke in one command of a
  /// menu of hundreds). Anything else (another title, another number of commands, a catalog entry,
  /// a changed block that writes a command's name twice) is taken out whole and put back.
  mutating func update(from old: BlockExports, to new: BlockExports, block: BlockID, position: (BlockID) -> Int?) {
    let changed =
      old.commands.count == new.commands.count
      ? old.commands.indices.filter { old.commands[$0] != new.commands[$0] } : []
    // Each changed command's name once in its block: the command is then taken out by its name
    // alone. (Compared, not hashed: a keystroke changes one command of a few dozen.)
    let namedOnce = { (commands: [WorkspaceCommand], index: Int) in
      let key = commands[index].key
      return !commands.indices.contains { $0 != index && commands[$0].key == key }
    }
    guard old.catalogEntry == nil, new.catalogEntry == nil, old.menuKey == new.menuKey,
      old.commands.count == new.commands.count,
      changed.allSatisfy({ namedOnce(old.commands, $0) && namedOnce(new.commands, $0) })
    else {
      remove(old, block: block)
      add(new, position: position)
      return
    }
    if let menu = new.menu, let key = new.menuKey { Self.replace(menu, in: &menus, key) { $0.block == block } }
    for index in changed { remove(old.commands[index], block: block) }
    for index in changed { add(new.commands[index], position: position) }
  }

  /// Puts `exports` (of `block`, the same facts as it provided, now of another app) in place of
  /// what the block provided.
  mutating func replace(_ exports: BlockExports, block: BlockID) {
    if let menu = exports.menu {
      Self.replace(menu, in: &menus, exports.menuKey!) { $0.block == block }
    }
    for command in exports.commands {
      Self.replace(command, in: &commands, command.key) { $0.block == block && $0.command == command.command }
      // Its name is seen from its app (``commandNames(startingWith:seenFrom:)``).
      if let word = command.word, var names = namesByWord.removeValue(forKey: word) {
        for index in names.indices where names[index].name == command.command.name && names[index].block == block {
          names[index].app = command.foldedApp
        }
        namesByWord[word] = names
      }
    }
  }

  /// Replaces the first value of `key` that `matches` with `value`.
  private static func replace<Value>(
    _ value: Value,
    in table: inout [String: [Value]],
    _ key: String,
    where matches: (Value) -> Bool
  ) {
    guard var values = table.removeValue(forKey: key) else { return }
    if let index = values.firstIndex(where: matches) { values[index] = value }
    table[key] = values
  }

  /// Inserts `value` into the list of `key`, in the order of documents, then of the blocks of a
  /// document (`position` giving where a block of the value's document stands).
  private static func insert<Value>(
    _ value: Value,
    into table: inout [String: [Value]],
    _ key: String,
    place: (document: KeyPath<Value, String>, block: KeyPath<Value, BlockID>),
    _ position: (BlockID) -> Int?
  ) {
    let document = value[keyPath: place.document]
    let own = position(value[keyPath: place.block]) ?? Int.max
    var values = table.removeValue(forKey: key) ?? []
    let index =
      values.firstIndex {
        let other = $0[keyPath: place.document]
        return other > document || other == document && (position($0[keyPath: place.block]) ?? Int.max) > own
      } ?? values.count
    values.insert(value, at: index)
    table[key] = values
  }

  /// Removes the values of `key` that `matches`, dropping the key when none is left.
  private static func remove<Value>(
    from table: inout [String: [Value]],
    _ key: String,
    where matches: (Value) -> Bool
  ) {
    guard var values = table.removeValue(forKey: key) else { return }
    values.removeAll(where: matches)
    if !values.isEmpty { table[key] = values }
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
