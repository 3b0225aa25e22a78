/// What one block gives the rest of the workspace: a pure function of its model, the file
/// header's `App` and the file's targets.
struct BlockExports: Sendable {
  /// A `menu` block's menu.
  var menu: WorkspaceMenu? {
    get { storedMenu?.value }
    set { storedMenu = newValue.map(Boxed.init) }
  }
  /// The menu's title, folded.
  private(set) var menuKey: String?
  /// A `menu` block's commands.
  var commands: [WorkspaceCommand] = []
  /// A `catalog` block's entry.
  var catalogEntry: WorkspaceCatalogEntry? {
    get { storedCatalogEntry?.value }
    set { storedCatalogEntry = newValue.map(Boxed.init) }
  }
  /// A component block's declaration.
  var component: DuplicateComponent.Declaration?
  /// The component's name, folded.
  private(set) var componentKey: String?
  /// The shortcut bindings the block makes on the file's targets.
  var bindings: [ShortcutBinding] = []
  /// Each fact the block provides, with a hash of what readers see of it: not where it is
  /// written, nor the block it stands in, nor its app (which files see it follows from the
  /// documents' apps; see `ContractWorkspace.moveApp`). Several values of one fact add up, in any
  /// order.
  /// (An array, not a table: it is only gone through, and a fact provided twice is two entries
  /// that add up where they are summed.)
  private(set) var provisions: [(fact: FactKey, value: Int)] = []
  /// The menu and the catalog entry are held by reference: inline, they made every block's
  /// exports (a component's too) 600 bytes instead of about 150.
  private var storedMenu: Boxed<WorkspaceMenu>?
  private var storedCatalogEntry: Boxed<WorkspaceCatalogEntry>?

  /// The exports of `model`, the block `block` of `document`.
  init(_ model: BlockModel, app: String?, targets: [Platform], document: String, block: BlockID) {
    bindings = BlockBindings.of(model.content, targets: targets, app: app, document: document, block: block)
    switch model.content {
    case .header:
      break
    case .menu(let menu):
      self.menu = WorkspaceMenu(menu: menu, document: document, block: block, app: app)
      menuKey = ListItem.fold(menu.title)
      let platforms = MenuPlatforms.of(targets: targets)
      // Asked once for the menu's commands, as the app is folded once.
      let isApplicationMenu = ApplicationMenu.isApplicationMenu(menu, app: app)
      let foldedApp = app.map(ListItem.fold)
      commands = menu.commands.map { command in
        WorkspaceCommand(
          command: command,
          document: document,
          block: block,
          app: app,
          foldedApp: foldedApp,
          platforms: ApplicationMenu.platforms(
            of: command,
            app: app,
            inApplicationMenu: isApplicationMenu,
            menuPlatforms: platforms
          )
        )
      }
    case .catalog(let entry):
      catalogEntry = WorkspaceCatalogEntry(
        entry: entry,
        document: document,
        block: block,
        folded: ListItem.fold(entry.name)
      )
    case .component(let component):
      self.component = DuplicateComponent.Declaration(
        name: component.name,
        document: document,
        block: block,
        range: component.syntax.nameRange
      )
      componentKey = ListItem.fold(component.name)
    }
    provisions = Self.provisions(of: self)
  }

  /// Moves the exports to a block whose document's `App` is now `app`: the same facts, seen
  /// from another app (a menu's, whose commands may stand elsewhere, is made again from its
  /// model). `foldedApp` is `app` folded, once for every block of the document. In place: a
  /// 10,000-line contract's header keystroke moves the exports of every block.
  mutating func move(toApp app: String?, folded foldedApp: String?) {
    menu?.app = app
    for index in commands.indices { commands[index] = commands[index].moved(toApp: app, folded: foldedApp) }
    ShortcutBinding.move(&bindings, toApp: app, appKey: foldedApp)
  }

  /// The facts `exports` provide (``provisions``).
  private static func provisions(of exports: BlockExports) -> [(fact: FactKey, value: Int)] {
    var values: [(fact: FactKey, value: Int)] = []
    values.reserveCapacity(
      (exports.menu == nil ? 0 : 2) + 2 * exports.commands.count + (exports.catalogEntry == nil ? 0 : 2)
        + (exports.component == nil ? 0 : 1) + exports.bindings.count
    )
    func add(_ key: FactKey, _ value: some Hashable) { values.append((key, value.hashValue)) }
    // Every command and binding of a block is of one document, whose path is hashed once.
    var lastDocument: (name: String, hash: Int)?
    func documentHash(_ document: String) -> Int {
      if let lastDocument, lastDocument.name == document { return lastDocument.hash }
      let hash = document.hashValue
      lastDocument = (document, hash)
      return hash
    }
    if let menu = exports.menu, let title = exports.menuKey {
      add(.menu(title), menu.document)
      add(.menuCommands(title), [menu.document] + menu.menu.commands.map(\.name))
    }
    for command in exports.commands {
      add(.command(command.key), command.content(documentHash: documentHash(command.document)))
      if let word = command.word { add(.commandWord(word), command.command.name) }
    }
    if let catalogEntry = exports.catalogEntry {
      add(.catalogEntry(catalogEntry.folded), catalogEntry.document)
      add(.catalogNames, catalogEntry.entry.name)
    }
    if let component = exports.component, let name = exports.componentKey {
      add(.component(name), [component.name, component.document])
    }
    for binding in exports.bindings {
      add(.binding(BindingKey(binding)), binding.content(documentHash: documentHash(binding.document)))
    }
    return values
  }
}
