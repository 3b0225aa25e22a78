/// Lint: a shortcut the system or VoiceOver takes before the app (confirmed `reserved` rows,
/// any ⌃⌥ chord), or an app-menu shortcut every Mac app already binds (⌘Q, ⌘H, ⌥⌘H, ⌘,, ⌘M)
/// bound to anything but that item itself.
enum ShortcutsAreNotReserved: DocumentRule {
  static let id = RuleID.shortcutReserved

  /// The app-menu items of every Mac app: shortcut and the item's name.
  static let appMenuItems: [(shortcut: String, names: [String])] = [
    ("⌘Q", ["quit"]), ("⌘H", ["hide"]), ("⌥⌘H", ["hide others"]), ("⌘,", ["settings", "preferences"]),
    ("⌘M", ["minimize"]),
  ]

  static let appMenu: [Shortcut: [String]] = {
    var table: [Shortcut: [String]] = [:]
    for item in appMenuItems {
      if let shortcut = Shortcut.parse(item.shortcut).shortcut { table[shortcut] = item.names }
    }
    return table
  }()

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var seen = Set<[String]>()
    for binding in context.bindings {
      guard let problem = problem(with: binding, app: context.document.app) else { continue }
      // One finding per token and platform, even when `same` copies the binding.
      guard seen.insert([binding.shortcut.description, "\(binding.range)", binding.platform.rawValue]).inserted else {
        continue
      }
      result.append(diagnostic(problem, at: binding.range))
    }
    return result
  }

  /// Why `binding` may not use its shortcut, or nil.
  static func problem(with binding: ShortcutBinding, app: String?) -> String? {
    let shortcut = binding.shortcut
    if binding.platform == .mac, let names = appMenu[shortcut] {
      if isAppMenuItem(binding.target, names: names, app: app) { return nil }
      let item = names[0].prefix(1).uppercased() + names[0].dropFirst()
      return "\(shortcut) is \(item) in every Mac app's app menu, so it cannot trigger \(binding.label): "
        + "choose another shortcut."
    }
    let facts = ShortcutFacts.facts(for: shortcut, on: binding.platform).filter {
      $0.severity == .reserved && $0.confirmed
    }
    guard let fact = facts.first else { return nil }
    let owner: String
    switch fact.scope {
    case .voiceOver: owner = "VoiceOver takes it"
    case .fullKeyboardAccess: owner = "Full Keyboard Access takes it"
    case .accessibility: owner = "an accessibility feature takes it"
    default: owner = "the system takes it"
    }
    let platformName = binding.platform == .iPhone ? "iPhone (with a keyboard)" : binding.platform.rawValue
    return "\(shortcut) is reserved on \(platformName): \(owner) before the app (\(fact.meaning)). "
      + "\(binding.label) needs another shortcut."
  }

  /// Whether `target` is the app-menu item itself: `Quit`, `Quit Leaf` (with `App: Leaf`), `Settings…`.
  static func isAppMenuItem(_ target: String, names: [String], app: String?) -> Bool {
    var folded = ListItem.fold(target)
    while folded.hasSuffix("…") || folded.hasSuffix(".") { folded.removeLast() }
    for name in names {
      if folded == name { return true }
      if let app, folded == name + " " + ListItem.fold(app) { return true }
    }
    return false
  }
}
