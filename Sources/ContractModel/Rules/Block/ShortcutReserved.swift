/// Lint: a shortcut the system or VoiceOver takes before the app (confirmed `reserved` rows,
/// any ⌃⌥ chord), or an app-menu shortcut every Mac app already binds (⌘Q, ⌘H, ⌥⌘H, ⌘,, ⌘M)
/// bound to anything but that item itself.
enum ShortcutReserved: BlockRule {
  static let descriptor = RuleDescriptor(
    .shortcutReserved,
    .error,
    "A shortcut the system, VoiceOver or the app menu already takes.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  /// The items every Mac app has in its app menu, and Minimize in its Window menu: shortcut and the
  /// item's names (folded; the first is the one messages give).
  static let appMenuItems: [(shortcut: String, names: [String])] = [
    ("⌘Q", ["quit"]), ("⌘H", ["hide"]), ("⌥⌘H", ["hide others"]), ("⌘,", ["settings", "preferences"]),
    ("⌘M", ["minimize", "minimize window"]),
  ]

  /// The menu of every Mac app that holds the item `item` (named as messages give it).
  static func menu(of item: String) -> String { item == "Minimize" ? "Window menu" : "app menu" }

  static let appMenu: [Shortcut: [String]] = {
    var table: [Shortcut: [String]] = [:]
    for item in appMenuItems {
      if let shortcut = Shortcut.parse(item.shortcut).shortcut { table[shortcut] = item.names }
    }
    return table
  }()

  static func check(_ context: BlockContext) -> [Diagnostic] {
    // The `App` is read (and the reading recorded) only for a shortcut of the app menu, where a
    // title names it (`Quit Leaf`).
    // Most blocks bind nothing reserved: they are not grouped into places.
    guard context.bindings.contains(where: { problem(with: $0, app: context.app(comparedAt:)) != nil }) else {
      return []
    }
    // One finding per place (v1.1): a menu command binds on iPad and Mac, `same` copies a token.
    return ShortcutPlaces.groups(context.bindings).compactMap { place in
      let problems = place.compactMap { binding in
        problem(with: binding, app: context.app(comparedAt:)).map { (binding.platform, $0) }
      }
      guard let binding = place.first, !problems.isEmpty else { return nil }
      return diagnostic(message(binding, problems), at: binding.range)
    }
  }

  /// What takes a shortcut before the app: an item of every Mac app's app menu, or the system.
  enum Problem: Hashable {
    /// The app-menu item that every Mac app binds to the shortcut (`Quit`).
    case appMenu(item: String)
    /// Who takes it (`the system takes it`) and what it does there.
    case reserved(owner: String, meaning: String)
  }

  /// The message for `binding`'s place, whose bindings have `problems` on their platforms.
  static func message(_ binding: ShortcutBinding, _ problems: [(platform: Platform, problem: Problem)]) -> String {
    message(binding.shortcut, label: binding.placeLabel, problems)
  }

  /// The message for a place named `label` binding `shortcut`, with `problems` on its platforms.
  static func message(
    _ shortcut: Shortcut,
    label: String,
    _ problems: [(platform: Platform, problem: Problem)]
  ) -> String {
    if problems.count == 1, case .appMenu(let item) = problems[0].problem {
      return "\(shortcut) is \(item) in every Mac app's \(menu(of: item)), so it cannot trigger \(label): "
        + "choose another shortcut."
    }
    let details = problems.map { entry -> (platform: Platform, detail: String) in
      switch entry.problem {
      case .appMenu(let item): (entry.platform, "every Mac app's \(menu(of: item)) binds it to \(item)")
      case .reserved(let owner, let meaning): (entry.platform, "\(owner) before the app (\(meaning))")
      }
    }
    let (platforms, detail) = ShortcutPlaces.clause(details)
    let named = problems.count == 1 && problems[0].platform == .iPhone ? "iPhone (with a keyboard)" : platforms
    let reason = detail.map { ": \($0)" } ?? ""
    return "\(shortcut) is reserved on \(named)\(reason). \(label) needs another shortcut."
  }

  /// What takes `binding`'s shortcut on its platform before the app, or nil. `app` gives the
  /// file's `App` (``BlockContext/app(comparedAt:)``), asked only for the shortcuts of the app
  /// menu, with the word of the title where the app's name would start.
  static func problem(with binding: ShortcutBinding, app: (_ word: String?) -> String? = { _ in nil }) -> Problem? {
    let shortcut = binding.shortcut
    if binding.platform == .mac, let names = appMenu[shortcut] {
      if isAppMenuItem(binding.target, names: names, app: app) { return nil }
      return .appMenu(item: names[0].prefix(1).uppercased() + names[0].dropFirst())
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
    return .reserved(owner: owner, meaning: fact.meaning)
  }

  /// Whether `target` is the app-menu item itself: `Quit`, `Quit Leaf` (with `App: Leaf`),
  /// `Settings…`, and for Settings, whose name is a noun, a title it ends (`Leaf Settings…`,
  /// `Open Preferences…`), as on code (``nounItems``).
  ///
  /// `app` gives the `App` for the first word (lower-cased, ``LetterWords``) of what follows the
  /// item's name in the title, or for nil when nothing does.
  static func isAppMenuItem(_ target: String, names: [String], app: (_ word: String?) -> String?) -> Bool {
    var folded = ListItem.fold(target)
    while folded.hasSuffix("…") || folded.hasSuffix(".") { folded.removeLast() }
    for name in names {
      if folded == name { return true }
      let rest = folded.hasPrefix(name + " ") ? String(folded.dropFirst(name.count + 1)) : nil
      if let app = app(rest.flatMap { LetterWords.lowercased($0).first }), folded == name + " " + ListItem.fold(app) {
        return true
      }
      if nounItems.contains(name), folded.hasSuffix(" " + name) { return true }
    }
    return false
  }
}

extension RuleID {
  public static let shortcutReserved: RuleID = "shortcut-reserved"
}
