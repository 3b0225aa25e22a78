import SwiftSource

/// The app's Swift code (and Interface Builder menus) as drift reads it: the composed facts,
/// indexed once by type, title and menu.
public struct AppCode: Sendable {
  /// The composed facts.
  public let facts: SwiftWorkspaceFacts
  /// Every declaration of each type, by qualified name.
  let declarations: [String: [SwiftTypeFact]]
  /// The qualified names of the types declared with each simple name.
  let qualifiedNames: [String: [String]]
  /// Action sites by the (qualified) type around them.
  let sitesByType: [String: [SwiftActionSite]]
  /// For each type, the types whose bodies use it or list rows of it.
  let hosts: [String: Set<String>]
  /// Collections by the type around them.
  let collectionsByType: [String: [SwiftCollectionPresentation]]
  /// Collections by the (qualified) types their rows are made of.
  let collectionsByRowType: [String: [SwiftCollectionPresentation]]
  /// Menu commands by folded menu title.
  let commandsByMenu: [String: [SwiftMenuCommand]]
  /// Menu commands by folded title.
  let commandsByTitle: [String: [SwiftMenuCommand]]
  /// Shortcut bindings by the folded title of their control.
  let bindingsByTitle: [String: [SwiftShortcutBinding]]
  /// Controls whose `.keyboardShortcut(…)` could not be read.
  let unreadShortcuts: Set<SwiftLocation>
  /// Folded titles of menus holding a type that no file declares: content that was not read.
  let menusWithUnreadContent: Set<String>
  /// Whether the app's menus were read: the code declares a SwiftUI `App` or makes menu commands.
  public let readsMenus: Bool
  /// Whether some table (`Table`, `NSTableView`, `NSOutlineView`) is compiled for the Mac.
  let hasMacTable: Bool
  /// The builds the app is made for (see ``CodeBuildHints``): Mac Catalyst is left out when the
  /// code has a native Mac app and never names Catalyst.
  let builds: SwiftPlatformSet

  /// The code of `facts`, indexed, for an app made for `builds`.
  public init(_ facts: SwiftWorkspaceFacts, builds: SwiftPlatformSet = .all) {
    self.facts = facts
    self.builds = builds
    var declarations: [String: [SwiftTypeFact]] = [:]
    var qualifiedNames: [String: [String]] = [:]
    for type in facts.types {
      if declarations[type.qualifiedName] == nil {
        qualifiedNames[Self.simpleName(type.qualifiedName), default: []].append(type.qualifiedName)
      }
      declarations[type.qualifiedName, default: []].append(type)
    }
    self.declarations = declarations
    self.qualifiedNames = qualifiedNames
    sitesByType = Dictionary(grouping: facts.actionSites.filter { $0.enclosingType != nil }) { $0.enclosingType! }
    collectionsByType = Dictionary(grouping: facts.collections.filter { $0.enclosingType != nil }) {
      $0.enclosingType!
    }
    func resolve(_ name: String) -> [String] { Self.resolve(name, qualifiedNames: qualifiedNames) }
    var hosts: [String: Set<String>] = [:]
    var byRowType: [String: [SwiftCollectionPresentation]] = [:]
    for use in facts.files.flatMap(\.typeUses) {
      guard case .view = use.context, let host = use.enclosingType else { continue }
      for type in resolve(use.typeName) where type != host { hosts[type, default: []].insert(host) }
    }
    for collection in facts.collections {
      for type in Set(collection.rowTypes.flatMap(resolve)) {
        byRowType[type, default: []].append(collection)
        if let host = collection.enclosingType, host != type { hosts[type, default: []].insert(host) }
      }
    }
    self.hosts = hosts
    collectionsByRowType = byRowType
    var byMenu: [String: [SwiftMenuCommand]] = [:]
    var byTitle: [String: [SwiftMenuCommand]] = [:]
    for command in facts.menuCommands {
      if let menu = command.context.menuTitle { byMenu[ListItem.fold(menu), default: []].append(command) }
      if let title = Self.titleKey(command.title) { byTitle[title, default: []].append(command) }
    }
    commandsByMenu = byMenu
    commandsByTitle = byTitle
    var bindings: [String: [SwiftShortcutBinding]] = [:]
    for binding in facts.shortcuts {
      if let title = Self.titleKey(binding.title) { bindings[title, default: []].append(binding) }
    }
    bindingsByTitle = bindings
    unreadShortcuts = Set(facts.files.flatMap(\.unreadShortcuts))
    var unreadMenus = Set<String>()
    for use in facts.files.flatMap(\.typeUses) {
      guard case .menu(let context) = use.context, let title = context.menuTitle, resolve(use.typeName).isEmpty
      else { continue }
      unreadMenus.insert(ListItem.fold(title))
    }
    menusWithUnreadContent = unreadMenus
    readsMenus = !facts.menuCommands.isEmpty || facts.types.contains { $0.inheritance.contains("App") }
    hasMacTable = facts.collections.contains {
      $0.presentsTable && !$0.platforms.intersection(builds).isDisjoint(with: .mac)
    }
  }

  /// Whether no Swift file was read.
  public var isEmpty: Bool { facts.files.isEmpty }

  /// The last part of a qualified name (`Inner` of `Outer.Inner`).
  static func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The qualified names of the declared types `name` refers to: by simple name, or for a
  /// qualified `name`, the types whose qualified name is it or ends with it.
  static func resolve(_ name: String, qualifiedNames: [String: [String]]) -> [String] {
    let candidates = qualifiedNames[simpleName(name)] ?? []
    guard name.contains(".") else { return candidates }
    return candidates.filter { $0 == name || $0.hasSuffix("." + name) }
  }

  /// The qualified names of the declared types `name` refers to.
  func resolve(_ name: String) -> [String] { Self.resolve(name, qualifiedNames: qualifiedNames) }

  /// A code title folded as contract names are (`Reorder…` is `reorder`, as ``CodeTitles``
  /// folds it), or nil when the code does not fix the text: an expression, an interpolation, a
  /// localization key with no value in the tables.
  static func titleKey(_ text: SwiftText?) -> String? {
    guard let text, text.isLiteral, !text.isInterpolated else { return nil }
    if text.source == .localized && text.localized == nil { return nil }
    return CodeTitles.key(text)
  }

  /// A contract name folded as code titles are (``CodeTitles/key(_:)``): `Export…` is `export`.
  static func nameKey(_ name: String) -> String {
    var folded = ListItem.fold(name)
    while folded.hasSuffix("…") || folded.hasSuffix(".") { folded.removeLast() }
    while folded.hasSuffix(" ") { folded.removeLast() }
    return folded
  }

  /// Whether code compiled for `set` reaches users of `platform` in the app's builds.
  func reaches(_ set: SwiftPlatformSet, _ platform: Platform) -> Bool {
    !set.intersection(builds).isDisjoint(with: platform.codePlatforms)
  }

  /// Whether the type `qualifiedName` is a view: some declaration of it inherits a `View`,
  /// view controller or cell (`View`, `NSView`, `NSTableCellView`, `UIViewController`).
  func isViewType(_ qualifiedName: String) -> Bool {
    (declarations[qualifiedName] ?? []).contains { declaration in
      declaration.inheritance.contains { $0.hasSuffix("View") || $0.hasSuffix("Controller") || $0.hasSuffix("Cell") }
    }
  }

  /// The menu commands titled (folded) `title`.
  func commands(titled title: String) -> [SwiftMenuCommand] { commandsByTitle[title] ?? [] }

  /// The menu commands of the menu titled (folded) `menu`.
  func commands(inMenu menu: String) -> [SwiftMenuCommand] { commandsByMenu[menu] ?? [] }

  /// Whether the code's menu titled (folded) `menu` holds commands.
  func hasMenu(_ menu: String) -> Bool { commandsByMenu[menu] != nil }
}

extension SwiftCollectionPresentation {
  /// Whether the rows are in a table (`Table`, `NSTableView`, `NSOutlineView`).
  var presentsTable: Bool { kind == .table || kind == .nsTableView || kind == .nsOutlineView }
}

extension Platform {
  /// The platforms code must be compiled for to reach users of this platform: iOS for iPhone
  /// and iPad, macOS or Mac Catalyst for Mac.
  var codePlatforms: SwiftPlatformSet { self == .mac ? .mac : .iOS }
}
