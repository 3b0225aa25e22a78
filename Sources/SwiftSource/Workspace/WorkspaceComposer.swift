/// Composes per-file facts into ``SwiftWorkspaceFacts``.
struct WorkspaceComposer {
  let files: [SwiftFacts]
  let types: [SwiftTypeFact]
  let typeUses: [SwiftTypeUse]
  let actionSites: [SwiftActionSite]
  /// Declared type names (simple and qualified).
  let declared: Set<String>

  init(files: [SwiftFacts]) {
    self.files = files
    types = files.flatMap(\.types)
    typeUses = files.flatMap(\.typeUses)
    actionSites = files.flatMap(\.actionSites)
    var declared = Set<String>()
    for type in types {
      declared.insert(type.name)
      declared.insert(type.qualifiedName)
    }
    self.declared = declared
  }

  /// Whether `enclosingType` (a qualified name) is the type `name` refers to.
  static func matches(_ enclosingType: String?, _ name: String) -> Bool {
    guard let enclosingType else { return false }
    return enclosingType == name || enclosingType.hasSuffix("." + name)
  }

  mutating func compose() -> SwiftWorkspaceFacts {
    var menuCommands = files.flatMap(\.menuCommands)
    // A type whose every use is in a menu or action closure: its buttons are not visible buttons.
    var absorbed = Set<String>()
    var seenInViews = Set<String>()
    for use in typeUses where declared.contains(use.typeName) {
      if case .view = use.context { seenInViews.insert(use.typeName) } else { absorbed.insert(use.typeName) }
    }
    absorbed.subtract(seenInViews)
    var sites = actionSites.filter { site in
      !((site.mechanism == .button || site.mechanism == .menu)
        && absorbed.contains { Self.matches(site.enclosingType, $0) })
    }
    for use in typeUses where declared.contains(use.typeName) {
      switch use.context {
      case .menu(let context):
        menuCommands += commands(of: use.typeName, in: context, platforms: use.platforms, via: [use.typeName])
      case .actions(let mechanism):
        sites += self.sites(of: use.typeName, as: mechanism, platforms: use.platforms)
      default:
        break
      }
    }
    menuCommands = restrictCommandsTypes(menuCommands)
    let focusStates = files.flatMap(\.focusStates)
    let presentations = files.flatMap(\.presentations).map { presentation in
      var presentation = presentation
      let names = Set(focusStates.filter { $0.enclosingType == presentation.enclosingType }.map(\.name))
      presentation.restoresFocus = presentation.onDismissAssignments.contains { names.contains($0) }
      return presentation
    }
    let visibleTexts = files.flatMap(\.visibleTexts)
    var horizontalTexts: [String: Int] = [:]
    for file in files {
      for (type, count) in file.horizontalTexts { horizontalTexts[type] = max(horizontalTexts[type] ?? 0, count) }
    }
    let collections = files.flatMap(\.collections).map { collection in
      var collection = collection
      for rowType in collection.rowTypes where declared.contains(rowType) {
        collection.rowTextCount +=
          visibleTexts.filter { $0.kind == .text && Self.matches($0.enclosingType, rowType) }.count
        for (type, count) in horizontalTexts where Self.matches(type, rowType) {
          collection.rowColumnCount = max(collection.rowColumnCount, count)
        }
      }
      return collection
    }
    return SwiftWorkspaceFacts(
      files: files,
      types: types,
      menuCommands: menuCommands,
      shortcuts: files.flatMap(\.shortcuts),
      actionSites: sites,
      hoverTexts: files.flatMap(\.hoverTexts),
      visibleTexts: visibleTexts,
      collections: collections,
      focusStates: focusStates,
      focusModifiers: files.flatMap(\.focusModifiers),
      presentations: presentations,
      customViews: SwiftCustomView.resolve(files.flatMap(\.classes))
    )
  }

  /// The commands the buttons of `typeName` (and of the types its body uses) make in `context`.
  func commands(
    of typeName: String,
    in context: SwiftMenuContext,
    platforms: SwiftPlatformSet,
    via: [String]
  ) -> [SwiftMenuCommand] {
    guard via.count <= 16 else { return [] }
    var result: [SwiftMenuCommand] = []
    for site in actionSites where Self.matches(site.enclosingType, typeName) {
      guard let control = site.control, site.mechanism == .button || site.mechanism == .menu else { continue }
      var inner = context
      inner.submenus += site.submenus
      result.append(
        SwiftMenuCommand(
          context: inner,
          title: site.title,
          shortcut: site.shortcut,
          control: control,
          origin: .swiftUI,
          declaringType: typeName,
          via: via,
          platforms: platforms.intersection(site.platforms),
          location: site.location
        )
      )
    }
    for use in typeUses where Self.matches(use.enclosingType, typeName) && declared.contains(use.typeName) {
      guard case .view = use.context, !via.contains(use.typeName) else { continue }
      result += commands(
        of: use.typeName,
        in: context,
        platforms: platforms.intersection(use.platforms),
        via: via + [use.typeName]
      )
    }
    return result
  }

  /// The action sites the buttons of `typeName` make in a closure of `mechanism`.
  func sites(
    of typeName: String,
    as mechanism: SwiftActionSite.Mechanism,
    platforms: SwiftPlatformSet
  ) -> [SwiftActionSite] {
    actionSites.filter { Self.matches($0.enclosingType, typeName) && $0.control != nil && $0.mechanism == .button }
      .map { site in
        var site = site
        site.mechanism = mechanism
        site.platforms = site.platforms.intersection(platforms)
        return site
      }
  }

  /// A `Commands` type's commands are on the platforms of its `.commands { … }` uses, when the
  /// workspace has any.
  func restrictCommandsTypes(_ commands: [SwiftMenuCommand]) -> [SwiftMenuCommand] {
    let commandsTypes = Set(types.filter { $0.inheritance.contains("Commands") }.map(\.qualifiedName))
    return commands.map { command in
      guard let declaring = command.declaringType, commandsTypes.contains(declaring) else { return command }
      let uses = typeUses.filter { use in
        if case .commands = use.context { return Self.matches(declaring, use.typeName) }
        return false
      }
      guard !uses.isEmpty else { return command }
      var command = command
      command.platforms = command.platforms.intersection(
        uses.reduce(SwiftPlatformSet()) { $0.union($1.platforms) }
      )
      return command
    }
  }
}
