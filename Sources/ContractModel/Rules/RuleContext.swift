/// A menu command somewhere in the workspace.
public struct WorkspaceCommand: Sendable, Hashable {
  /// The command.
  public var command: MenuCommand
  /// The document that declares it.
  public var document: String
  /// That document's `App`.
  public var app: String? {
    didSet { foldedApp = app.map(ListItem.fold) }
  }
  /// ``app`` folded once, for the scope checks of every lookup.
  public private(set) var foldedApp: String?
  /// The platforms whose menu bar the command stands in.
  public var platforms: [Platform]

  /// A command of `document` (whose `App` is `app`), standing in the menu bar on `platforms`.
  public init(command: MenuCommand, document: String, app: String?, platforms: [Platform]) {
    self.command = command
    self.document = document
    self.app = app
    self.foldedApp = app.map(ListItem.fold)
    self.platforms = platforms
  }
}

/// What rules need to know about the rest of the workspace.
public struct WorkspaceFacts: Sendable {
  /// Menus by folded title, with the document that declares each.
  public var menus: [String: [(menu: Menu, document: String, app: String?)]]
  /// Menu commands by folded name.
  public var commands: [String: [WorkspaceCommand]]
  /// Folded names of team catalog entries.
  public var teamCatalogEntries: Set<String>

  public init(
    menus: [String: [(menu: Menu, document: String, app: String?)]] = [:],
    commands: [String: [WorkspaceCommand]] = [:],
    teamCatalogEntries: Set<String> = []
  ) {
    self.menus = menus
    self.commands = commands
    self.teamCatalogEntries = teamCatalogEntries
  }

  /// Facts gathered from `documents`.
  public init(documents: [ContractDocument]) {
    self.init()
    for document in documents { add(document) }
  }

  /// Adds what `document` declares.
  public mutating func add(_ document: ContractDocument) {
    for menu in document.menus {
      menus[ListItem.fold(menu.title), default: []].append((menu, document.key, document.app))
      for command in menu.commands {
        commands[command.key, default: []].append(
          WorkspaceCommand(
            command: command,
            document: document.key,
            app: document.app,
            platforms: ApplicationMenu.platforms(
              of: command,
              in: menu,
              app: document.app,
              menuPlatforms: document.menuPlatforms
            )
          )
        )
      }
    }
    for entry in document.catalogEntries { teamCatalogEntries.insert(ListItem.fold(entry.name)) }
  }

  /// Commands named `name` visible from a document of `app` (a file without `App` sees every app).
  public func commands(named name: String, app: String?) -> [WorkspaceCommand] {
    let app = app.map(ListItem.fold)
    return (commands[ListItem.fold(name)] ?? []).filter { AppScope.compatible(folded: $0.foldedApp, app) }
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

/// Everything a document rule reads.
///
/// Rules that check blocks (components, menus, catalog entries, the file header) check the ones
/// named here: all of them, or only those an edit touched (see ``ContractWorkspace``). What the
/// blocks are checked against, the document and the workspace, is always whole.
public struct RuleContext: Sendable {
  /// The document checked.
  public let document: ContractDocument
  /// The rest of the workspace.
  public let workspace: WorkspaceFacts
  /// The platforms the document targets: its `Platforms`, else the configuration's, else all three.
  public let platforms: [Platform]
  /// The components to check.
  public private(set) var components: [Component]
  /// The menus to check.
  public let menus: [Menu]
  /// The team catalog entries to check.
  public let catalogEntries: [TeamCatalogEntry]
  /// Whether the file header's own items (`See`) are checked.
  public let checksHeader: Bool

  /// Reach tables by the component's header line, computed once for every rule that reads them.
  private let reachTables: [Int: ReachTable]
  /// The shortcut bindings of the checked components and menus on the platforms the document
  /// targets, read once for the shortcut rules.
  public let bindings: [ShortcutBinding]

  /// A context that checks every block of `document`.
  public init(document: ContractDocument, workspace: WorkspaceFacts, platforms: [Platform]) {
    self.init(document: document, workspace: workspace, platforms: platforms, blocks: nil)
  }

  /// A context that checks the blocks of `document` at the indexes `blocks` (of its tree's
  /// blocks), and the file header only when `blocks` is nil (every block).
  public init(document: ContractDocument, workspace: WorkspaceFacts, platforms: [Platform], blocks: Set<Int>?) {
    self.init(document: document, workspace: workspace, platforms: platforms, blocks: blocks, everyBinding: nil)
  }

  /// A context that checks every block of `document`, whose bindings (``ContractDocument/shortcutBindings``)
  /// the caller has read already.
  init(document: ContractDocument, workspace: WorkspaceFacts, platforms: [Platform], everyBinding: [ShortcutBinding]) {
    self.init(document: document, workspace: workspace, platforms: platforms, blocks: nil, everyBinding: everyBinding)
  }

  private init(
    document: ContractDocument,
    workspace: WorkspaceFacts,
    platforms: [Platform],
    blocks: Set<Int>?,
    everyBinding: [ShortcutBinding]?
  ) {
    self.document = document
    self.workspace = workspace
    self.platforms = platforms
    if let blocks {
      var components: [Component] = []
      var menus: [Menu] = []
      var entries: [TeamCatalogEntry] = []
      var counts: [BlockKind: Int] = [:]
      for (index, block) in document.tree.blocks.enumerated() {
        let position = counts[block.kind, default: 0]
        counts[block.kind] = position + 1
        guard blocks.contains(index) else { continue }
        switch block.kind {
        case .component: components.append(document.components[position])
        case .menu: menus.append(document.menus[position])
        case .catalog: entries.append(document.catalogEntries[position])
        }
      }
      self.components = components
      self.menus = menus
      self.catalogEntries = entries
      self.checksHeader = false
    } else {
      self.components = document.components
      self.menus = document.menus
      self.catalogEntries = document.catalogEntries
      self.checksHeader = true
    }
    // Paths of platforms the file does not target are read but never checked.
    self.components = self.components.map { $0.restricted(to: platforms) }
    var tables: [Int: ReachTable] = [:]
    for component in self.components {
      tables[component.syntax.headerLine] = ReachTable(component: component, workspace: workspace, app: document.app)
    }
    self.reachTables = tables
    // With every block checked, the components and menus are the document's.
    let bindings = everyBinding ?? document.shortcutBindings(components: self.components, menus: menus)
    self.bindings = bindings.filter { platforms.contains($0.platform) }
  }

  /// The ways to each action of `component`, on each platform.
  public func reach(of component: Component) -> ReachTable {
    reachTables[component.syntax.headerLine]
      ?? ReachTable(component: component, workspace: workspace, app: document.app)
  }
}

/// A rule that reads one document.
protocol DocumentRule {
  /// Its id.
  static var id: RuleID { get }
  /// Its findings in the document, at default severity.
  static func check(_ context: RuleContext) -> [Diagnostic]
}

extension DocumentRule {
  /// A finding of this rule.
  static func diagnostic(
    _ message: String,
    at range: SourceRange,
    severity: Severity? = nil,
    related: [RelatedLocation] = []
  ) -> Diagnostic {
    RuleCatalog.makeDiagnostic(id, severity: severity, message: message, range: range, related: related)
  }
}
