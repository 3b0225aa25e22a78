/// Composes per-file facts into ``SwiftWorkspaceFacts``.
struct WorkspaceComposer {
  let files: [SwiftFacts]
  let types: [SwiftTypeFact]
  let typeUses: [SwiftTypeUse]
  let actionSites: [SwiftActionSite]
  /// Declared type names (simple and qualified).
  let declared: Set<String>
  /// The action sites of each type, by every name it answers to (see ``names(_:)``).
  let sitesByType: [String: [Int]]
  /// The type uses in each type's code, by every name that type answers to.
  let usesByEnclosingType: [String: [Int]]

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
    sitesByType = Self.index(actionSites.map(\.enclosingType))
    usesByEnclosingType = Self.index(typeUses.map(\.enclosingType))
  }

  /// Whether `enclosingType` (a qualified name) is the type `name` refers to.
  static func matches(_ enclosingType: String?, _ name: String) -> Bool {
    guard let enclosingType else { return false }
    return enclosingType == name || enclosingType.hasSuffix("." + name)
  }

  /// The names a qualified type name answers to, as ``matches(_:_:)`` reads them: `C`, `B.C` and
  /// `A.B.C` for `A.B.C`.
  static func names(_ qualified: String) -> [String] {
    var result = [qualified]
    var rest = Substring(qualified)
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      if !rest.isEmpty { result.append(String(rest)) }
    }
    return result
  }

  /// The positions of `types`, by every name each answers to: what ``matches(_:_:)`` finds, looked up.
  static func index(_ types: [String?]) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for (position, type) in types.enumerated() {
      guard let type else { continue }
      for name in names(type) { result[name, default: []].append(position) }
    }
    return result
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
      guard site.mechanism == .button || site.mechanism == .menu, let type = site.enclosingType else { return true }
      return !Self.names(type).contains(where: absorbed.contains)
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
    var focusStateNames: [String?: Set<String>] = [:]
    for state in focusStates { focusStateNames[state.enclosingType, default: []].insert(state.name) }
    let presentations = files.flatMap(\.presentations).map { presentation in
      var presentation = presentation
      let names = focusStateNames[presentation.enclosingType] ?? []
      presentation.restoresFocus = presentation.onDismissAssignments.contains { names.contains($0) }
      return presentation
    }
    let visibleTexts = files.flatMap(\.visibleTexts)
    // Per name a type answers to: its Texts, and the most Texts side by side in one HStack.
    var textCounts: [String: Int] = [:]
    for text in visibleTexts where text.kind == .text {
      guard let type = text.enclosingType else { continue }
      for name in Self.names(type) { textCounts[name, default: 0] += 1 }
    }
    var columns: [String: Int] = [:]
    for file in files {
      for (type, count) in file.horizontalTexts {
        for name in Self.names(type) { columns[name] = max(columns[name] ?? 0, count) }
      }
    }
    let collections = files.flatMap(\.collections).map { collection in
      var collection = collection
      for rowType in collection.rowTypes where declared.contains(rowType) {
        collection.rowTextCount += textCounts[rowType] ?? 0
        collection.rowColumnCount = max(collection.rowColumnCount, columns[rowType] ?? 0)
      }
      return collection
    }
    var hoverTexts = files.flatMap(\.hoverTexts)
    let viewTypes = hoverTexts.isEmpty ? [] : viewTypeNames()
    hoverTexts = hoverTexts.map { hover in
      var hover = hover
      hover.subviews = subviews(of: hover.enclosingType, viewTypes: viewTypes)
      return hover
    }
    return SwiftWorkspaceFacts(
      files: files,
      types: types,
      menuCommands: menuCommands,
      shortcuts: placeInOtherFilesPresentations(files.flatMap(\.shortcuts)),
      actionSites: sites,
      hoverTexts: hoverTexts,
      visibleTexts: visibleTexts,
      visibleTextsByType: hoverTexts.contains { !$0.subviews.isEmpty }
        ? Self.index(visibleTexts.map(\.enclosingType)) : [:],
      collections: collections,
      focusStates: focusStates,
      focusModifiers: files.flatMap(\.focusModifiers),
      presentations: presentations,
      customViews: SwiftCustomView.resolve(files.flatMap(\.classes)),
      textConstants: files.reduce(into: Set<String>()) { $0.formUnion($1.textConstants) },
      textProperties: files.reduce(into: [:]) { $0.merge($1.textProperties, uniquingKeysWith: +) },
      enumCases: files.reduce(into: Set<String>()) { $0.formUnion($1.enumCases) },
      fixedTextProperties: files.reduce(into: Set<String>()) { $0.formUnion($1.fixedTextProperties) }
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
    for position in sitesByType[typeName] ?? [] {
      let site = actionSites[position]
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
    for position in usesByEnclosingType[typeName] ?? [] {
      let use = typeUses[position]
      guard declared.contains(use.typeName), case .view = use.context, !via.contains(use.typeName) else { continue }
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
    (sitesByType[typeName] ?? []).map { actionSites[$0] }.filter { $0.control != nil && $0.mechanism == .button }
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
    // The platforms of each name's `.commands { … }` uses.
    var usePlatforms: [String: SwiftPlatformSet] = [:]
    for use in typeUses {
      if case .commands = use.context { usePlatforms[use.typeName, default: []].formUnion(use.platforms) }
    }
    return commands.map { command in
      guard let declaring = command.declaringType, commandsTypes.contains(declaring) else { return command }
      let platforms = Self.names(declaring).compactMap { usePlatforms[$0] }
      guard !platforms.isEmpty else { return command }
      var command = command
      command.platforms = command.platforms.intersection(platforms.reduce(SwiftPlatformSet()) { $0.union($1) })
      return command
    }
  }

  /// `bindings`, each written in a member its file never names (``SwiftShortcutBinding/unnamedMember``)
  /// standing in the presentation of the one other file that names that member, only in that
  /// presentation (``SwiftPresentedMember``): `.sheet { settings }` in `LibraryView.swift`, with
  /// `var settings` in an extension of `LibraryView` in `LibraryView+Settings.swift`. A member
  /// named in two files' presentations, or never, stays where it was.
  func placeInOtherFilesPresentations(_ bindings: [SwiftShortcutBinding]) -> [SwiftShortcutBinding] {
    guard bindings.contains(where: { $0.unnamedMember != nil }) else { return bindings }
    var presented: [String: [String: [(path: String, presentation: Int)]]] = [:]
    for file in files {
      for member in file.presentedMembers {
        presented[member.type, default: [:]][member.name, default: []].append((file.path, member.presentation))
      }
    }
    return bindings.map { binding in
      guard let name = binding.unnamedMember, let type = binding.enclosingType,
        let places = presented[type]?[name], places.count == 1, places[0].path != binding.location.path
      else { return binding }
      var binding = binding
      binding.presentation = places[0].presentation
      binding.presentationPath = places[0].path
      return binding
    }
  }
}
