import SwiftSource

/// On code: a shortcut the system, VoiceOver or the app menu already takes, bound by a menu
/// command or a control compiled for iPad or Mac. An app-menu shortcut (⌘Q, ⌘H, ⌥⌘H, ⌘,, ⌘M) is
/// fine on the item itself (`Quit Leaf`, `Settings…`, and for Settings, whose name is a noun, a
/// title it ends, `Leaf Settings…`, `Open Preferences…`, or one that opens it, `Open Preferences in a
/// Window`, `Open config in '…'`); a title the code does not write as text
/// (an expression, a key no table has, an image, an interpolation with no word around it) is not
/// guessed: such a place is only held to the system's and VoiceOver's shortcuts. An interpolated
/// title is read by its literal parts (`\(appName) Settings…` is the item itself).
extension ShortcutReserved: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    context.shortcutPlaces.compactMap { place in
      let platforms = context.platforms(place.platforms, in: place.location.path, among: [.iPad, .mac])
      let problems = platforms.compactMap { platform in problem(with: place, on: platform).map { (platform, $0) } }
      guard !problems.isEmpty else { return nil }
      // Held to a platform only because nothing says what the file is built for (no settings, no
      // platform's folder, no `#if`): a reading, so a warning that says it; unless the shortcut is
      // taken on iPad and on Mac alike.
      let takenOnBoth = Set(problems.map(\.0)) == [.iPad, .mac]
      let assumed = place.platforms == .all && !context.buildsAreNamed(place.location.path) && !takenOnBoth
      guard assumed else {
        return codeFinding(
          message(place.shortcut, label: place.label, problems),
          at: place.location,
          severity: descriptor.defaultSeverity
        )
      }
      return codeFinding(
        message(place.shortcut, label: place.label, problems)
          + " Read from the code: no project settings, platform folder or #if say what this file is built for, "
          + "so it is held to iPad and Mac alike.",
        at: place.location,
        severity: .warning
      )
    }
  }

  /// The app-menu items named by a noun, which a title may end with: a status-bar menu's
  /// `Ice Settings…` opens Settings as the app menu's `Settings…` does (found in Ice, docs/real-code.md).
  static let nounItems: Set<String> = ["settings", "preferences"]

  /// The verbs that open what the noun after them names: `Open Preferences in a Window`.
  static let openingVerbs = ["open", "show", "edit"]

  /// The words an app whose settings are a configuration file names them by, after an opening verb:
  /// a menu bar app's `Open config in '…'` on ⌘, opens its Settings (found in AeroSpace,
  /// docs/real-code.md); `Reload config` does not.
  static let configurationNouns = ["config", "configuration"]

  /// Whether the folded title `key` names the app-menu item `item`: it is the item's name, starts
  /// with it (`quit leaf`), or for a noun, ends with it (`leaf settings`) or is what an opening verb
  /// at its start opens (`open preferences in a window`; for Settings, `open config in …` too).
  static func titleNames(_ key: String, item: String) -> Bool {
    if key == item || key.hasPrefix(item + " ") { return true }
    guard nounItems.contains(item) else { return false }
    if key.hasSuffix(" " + item) { return true }
    let nouns = item == "settings" ? [item] + configurationNouns : [item]
    return openingVerbs.contains { verb in
      nouns.contains { noun in key == "\(verb) \(noun)" || key.hasPrefix("\(verb) \(noun) ") }
    }
  }

  /// The folded title held to the app menu's items: for a title that interpolates (and no table
  /// gives its text), its literal parts with each interpolation a word that names nothing
  /// (`\(appName) Settings…` ends with `settings`, `Quit \(appName)` starts with `quit`, and
  /// `\(appName) Quit Guide` does not); nil when those parts hold no word
  /// (`\(NSLocalizedString("preferences", …))…`, whose text the code does not write: found in
  /// MeetingBar, docs/real-code.md).
  static func appMenuKey(_ title: SwiftText) -> String? {
    guard title.isInterpolated, title.localized == nil else { return CodeTitles.key(title) }
    guard title.literalParts.contains(where: { $0.unicodeScalars.contains(where: \.properties.isAlphabetic) })
    else { return nil }
    return CodeTitles.key(folding: title.literalParts.joined(separator: " … "))
  }

  /// What takes `place`'s shortcut on `platform` before the app, or nil.
  static func problem(with place: CodeShortcutPlace, on platform: Platform) -> Problem? {
    if platform == .mac, let names = appMenu[place.shortcut] {
      guard let title = place.title, title.source != .expression, title.localized != nil || title.source != .localized,
        let key = appMenuKey(title)
      else { return nil }
      if names.contains(where: { titleNames(key, item: $0) }) { return nil }
      return .appMenu(item: names[0].prefix(1).uppercased() + names[0].dropFirst())
    }
    let binding = ShortcutBinding(
      shortcut: place.shortcut,
      platform: platform,
      target: place.title?.displayText ?? "",
      component: CodeTitles.simpleName(place.enclosingType),
      menu: place.menu?.menuTitle,
      document: place.location.path,
      block: BlockID(0),
      app: nil,
      range: place.location.sourceRange,
      tokenRange: place.location.sourceRange
    )
    return problem(with: binding)
  }
}
