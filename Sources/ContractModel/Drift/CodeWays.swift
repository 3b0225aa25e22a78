import SwiftSource

/// What the code offers for one action of a component: the action sites of the component's
/// code titled like it, the menu commands titled like it anywhere in the app, and the shortcuts
/// bound to controls titled like it.
struct CodeWays {
  /// Action sites in the component's code titled like the action.
  let sites: [SwiftActionSite]
  /// Menu commands titled like the action.
  let commands: [SwiftMenuCommand]
  /// Shortcut bindings on controls titled like the action, in the component's code.
  let scopeBindings: [SwiftShortcutBinding]
  /// Shortcut bindings on controls titled like the action, anywhere.
  let allBindings: [SwiftShortcutBinding]
  /// Whether a control titled like the action has a shortcut the code computes.
  let hasUnreadShortcut: Bool
  /// The code, for its builds.
  private let code: AppCode

  /// The ways to the action folded `key` in the code `scope` of `code`.
  init(action key: String, scope: Set<String>, code: AppCode) {
    self.code = code
    sites = scope.sorted().flatMap { code.sitesByType[$0] ?? [] }.filter { AppCode.titleKey($0.title) == key }
    commands = code.commands(titled: key)
    allBindings = code.bindingsByTitle[key] ?? []
    scopeBindings = allBindings.filter { $0.enclosingType.map(scope.contains) ?? false }
    hasUnreadShortcut =
      sites.contains { code.unreadShortcuts.contains($0.location) }
      || commands.contains { code.unreadShortcuts.contains($0.location) }
  }

  /// Whether the code names the action at all, in the component's code or in a menu.
  var isKnown: Bool { !sites.isEmpty || !commands.isEmpty }

  /// The action sites compiled for `platform`'s users.
  func sites(on platform: Platform) -> [SwiftActionSite] {
    sites.filter { code.reaches($0.platforms, platform) }
  }

  /// The menu commands compiled for `platform`'s users (none on iPhone, which has no menu bar).
  func commands(on platform: Platform) -> [SwiftMenuCommand] {
    guard platform != .iPhone else { return [] }
    return commands.filter { code.reaches($0.platforms, platform) }
  }

  /// Every shortcut the code gives the action on `platform`: its commands', its sites', and
  /// bindings on controls titled like it.
  func shortcuts(on platform: Platform) -> Set<Shortcut> {
    var result = Set<Shortcut>()
    for command in commands where code.reaches(command.platforms, platform) {
      if let shortcut = command.shortcut.flatMap(CodeShortcuts.shortcut) { result.insert(shortcut) }
    }
    for site in sites where code.reaches(site.platforms, platform) {
      if let shortcut = site.shortcut.flatMap(CodeShortcuts.shortcut) { result.insert(shortcut) }
    }
    for binding in allBindings where code.reaches(binding.platforms, platform) {
      if let shortcut = CodeShortcuts.shortcut(binding.shortcut) { result.insert(shortcut) }
    }
    return result
  }

  /// The shortcuts the code surely gives this action on `platform` (its menu commands' and the
  /// component's own bindings), with where each is bound.
  func definiteShortcuts(on platform: Platform) -> [(shortcut: Shortcut, location: SwiftLocation)] {
    var result: [(shortcut: Shortcut, location: SwiftLocation)] = []
    for command in commands where code.reaches(command.platforms, platform) {
      if let shortcut = command.shortcut.flatMap(CodeShortcuts.shortcut) { result.append((shortcut, command.location)) }
    }
    for binding in scopeBindings where code.reaches(binding.platforms, platform) {
      if let shortcut = CodeShortcuts.shortcut(binding.shortcut) { result.append((shortcut, binding.location)) }
    }
    return result
  }

  /// Whether the code's only ways to the action on `platform` are swipe actions.
  func isSwipeOnly(on platform: Platform) -> Bool {
    let here = sites(on: platform)
    return !here.isEmpty && here.allSatisfy { $0.mechanism == .swipeAction } && commands(on: platform).isEmpty
      && shortcuts(on: platform).isEmpty
  }

  /// The code's ways on `platform`, named as a contract would: `swipe`, `context menu`, `menu bar`.
  func wayNames(on platform: Platform) -> [String] {
    var names: [String] = []
    for site in sites(on: platform) where !names.contains(site.mechanism.contractName) {
      names.append(site.mechanism.contractName)
    }
    if !commands(on: platform).isEmpty { names.append("menu bar") }
    return names
  }
}

extension SwiftActionSite.Mechanism {
  /// The contract language's name for the way (`swipe` for `.swipeActions`).
  var contractName: String {
    switch self {
    case .swipeAction: "swipe"
    case .contextMenu, .uiKitMenuItem: "context menu"
    case .contextMenuPrimaryAction: "double click"
    case .toolbarItem: "toolbar"
    case .tapGesture: "tap"
    case .longPressGesture: "long press"
    case .accessibilityAction: "custom action"
    case .menu, .button: "button"
    }
  }
}
