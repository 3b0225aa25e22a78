/// Fixes that give an action a shortcut: replacing a reserved, conflicting, standard or
/// mismatched one, and giving a primary action its menu command and shortcut.
enum ShortcutFixes {
  /// The rules whose finding is about a shortcut token that another one can replace.
  static let replaceable: Set<RuleID> = [.shortcutReserved, .shortcutConflict, .shortcutStandardMeaning]

  /// `shortcut-reserved`, `shortcut-conflict`, `shortcut-standard-meaning`: replace the token with a
  /// shortcut for its action (see ``FixShortcuts``).
  static func replace(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard replaceable.contains(diagnostic.rule),
      let (binding, block) = text.binding(at: diagnostic.range)
    else { return nil }
    let component = block.model.content.component
    let avoided: Set<Shortcut> = [binding.shortcut]
    let chosen =
      binding.menu == nil
      ? chooser.shortcut(for: binding.target, in: component, avoiding: avoided)
      : chooser.freeShortcut(for: binding.target, on: chooser.keyboardPlatforms, avoiding: avoided)
    guard let free = chosen else { return nil }
    let token = block.absolute(binding.tokenRange)
    let written = text.document.lines.text(in: token)
    return Fix(
      title: "Replace \(written) with \(free) for '\(binding.target)'",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: token, newText: free.description)]]
    )
  }

  /// `shortcut-mismatch`: write the menu command's shortcut in the path.
  static func useMenuShortcut(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .shortcutMismatch,
      let (binding, block) = text.binding(at: diagnostic.range), binding.menu == nil,
      let menu = diagnostic.related.first,
      let shortcut = Shortcut.parse(String(menu.message.split(separator: " ").last ?? "")).shortcut
    else { return nil }
    return Fix(
      title: "Use the menu's \(shortcut) for '\(binding.target)'",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: block.absolute(binding.tokenRange), newText: shortcut.description)]]
    )
  }

  /// `primary-action-without-command`: append `X in menu bar, ⌘X` (Mac) or `X ⌘X` (iPad) to the
  /// platform's own path line, with what is missing only.
  static func addCommand(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard diagnostic.rule == .primaryActionWithoutCommand,
      let placed = text.component(containing: diagnostic.range.start),
      let (platform, path) = placed.path(reportedAt: diagnostic.range),
      let action = placed.value.primaryActions.first(where: { diagnostic.message.contains("'\($0)'") })
    else { return nil }
    let component = placed.value
    let needsCommand = platform == .mac && diagnostic.message.contains("no menu command")
    let needsShortcut = diagnostic.message.contains("keyboard shortcut")
    var addition = action
    if needsCommand { addition += " in menu bar" }
    if needsShortcut {
      guard let shortcut = chooser.shortcut(for: action, in: component) else { return nil }
      addition += (needsCommand ? ", " : " ") + shortcut.description
    }
    return PathAddition.fix(
      adding: addition,
      to: path,
      in: placed.block,
      title: "Add '\(addition)' to the \(platform) path",
      rule: diagnostic.rule,
      key: key
    )
  }
}
