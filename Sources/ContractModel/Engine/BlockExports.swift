/// What one block gives the rest of the workspace, and what it reads from it: a pure function of
/// its model and of the file header's facts.
struct BlockExports: Sendable, Hashable {
  /// A `menu` block's menu.
  var menu: WorkspaceMenu?
  /// A `menu` block's commands.
  var commands: [WorkspaceCommand] = []
  /// A `catalog` block's entry, its document and folded name.
  var catalogEntry: (entry: TeamCatalogEntry, document: String, folded: String)?
  /// A component block's name, where it is written, and its file's `App`.
  var component: (name: String, range: SourceRange, app: String?)?
  /// The shortcut bindings the block makes on the file's targets.
  var bindings: [ShortcutBinding] = []
  /// The facts the block's reading and findings depend on.
  var mentions: Set<FactKey> = []

  /// The exports of `model`, the block `block` of `document`.
  init(_ model: BlockModel, header: FileHeader, targets: [Platform], document: String, block: BlockID) {
    let app = header.app
    bindings = BlockBindings.of(model.content, targets: targets, app: app, document: document, block: block)
    for binding in bindings { mentions.insert(.binding(BindingKey(binding))) }
    switch model.content {
    case .header(let header):
      for item in header.see { mentions.insert(.catalogEntry(item.folded)) }
    case .menu(let menu):
      self.menu = WorkspaceMenu(menu: menu, document: document, block: block, app: app)
      let platforms = MenuPlatforms.of(targets: targets)
      commands = menu.commands.map { command in
        WorkspaceCommand(
          command: command,
          document: document,
          block: block,
          app: app,
          platforms: ApplicationMenu.platforms(of: command, in: menu, app: app, menuPlatforms: platforms)
        )
      }
    case .catalog(let entry):
      catalogEntry = (entry, document, ListItem.fold(entry.name))
      for item in entry.see { mentions.insert(.catalogEntry(item.folded)) }
    case .component(let component):
      self.component = (component.name, component.syntax.nameRange, app)
      mentions.insert(.component(ListItem.fold(component.name)))
      for word in model.segmentWords { mentions.insert(.commandWord(word)) }
      for action in component.actions { mentions.insert(.command(action.key)) }
      for item in component.see { mentions.insert(.catalogEntry(item.folded)) }
      for part in component.checks {
        for reference in MenuReference.find(in: part) {
          for title in reference.menuCandidates { mentions.insert(.menu(ListItem.fold(title))) }
        }
      }
    }
  }

  /// Each fact the block provides, with a hash of what it says: what an edit's difference compares.
  var provisions: [FactKey: Int] {
    var values: [FactKey: Hasher] = [:]
    func add(_ key: FactKey, _ value: some Hashable) { values[key, default: Hasher()].combine(value) }
    if let menu {
      add(.menu(ListItem.fold(menu.menu.title)), menu.menu)
    }
    for command in commands {
      add(.command(command.command.key), command)
      if let word = CommandWord.of(command.command.name) { add(.commandWord(word), command.command.name) }
    }
    if let catalogEntry { add(.catalogEntry(catalogEntry.folded), catalogEntry.entry) }
    if let component {
      add(.component(ListItem.fold(component.name)), component.name)
      add(.component(ListItem.fold(component.name)), component.range)
      add(.component(ListItem.fold(component.name)), component.app)
    }
    for binding in bindings { add(.binding(BindingKey(binding)), binding) }
    return values.mapValues { $0.finalize() }
  }

  static func == (lhs: BlockExports, rhs: BlockExports) -> Bool {
    lhs.menu?.menu == rhs.menu?.menu && lhs.menu?.app == rhs.menu?.app && lhs.commands == rhs.commands
      && lhs.catalogEntry?.entry == rhs.catalogEntry?.entry && lhs.component?.name == rhs.component?.name
      && lhs.component?.range == rhs.component?.range && lhs.component?.app == rhs.component?.app
      && lhs.bindings == rhs.bindings && lhs.mentions == rhs.mentions
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(commands)
    hasher.combine(bindings)
    hasher.combine(catalogEntry?.entry)
  }
}
