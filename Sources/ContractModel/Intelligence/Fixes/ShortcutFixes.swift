/// Fixes that give an action a free shortcut: replacing a reserved or conflicting one, and giving
/// a primary action a menu command and a shortcut on Mac.
enum ShortcutFixes {
  /// `shortcut-reserved`, `shortcut-conflict`: replace the token with a free shortcut for its action.
  static func replace(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard diagnostic.rule == .shortcutReserved || diagnostic.rule == .shortcutConflict else { return nil }
    guard
      let binding = text.document.shortcutBindings.first(where: {
        $0.range == diagnostic.range && $0.tokenRange == diagnostic.range
      }),
      let free = chooser.freeShortcut(for: binding.target, on: [binding.platform], avoiding: [binding.shortcut])
    else { return nil }
    let written = text.document.lines.text(in: binding.tokenRange)
    return Fix(
      title: "Replace \(written) with \(free) for '\(binding.target)' (free on \(binding.platform))",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: binding.tokenRange, newText: free.description)]]
    )
  }

  /// `primary-action-without-command`: append `X in menu bar, ⌘X` to the platform's own path line.
  static func addCommand(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard diagnostic.rule == .primaryActionWithoutCommand,
      let component = text.component(containing: diagnostic.range.start),
      let (platform, path) = component.paths.first(where: { $0.value.reportRange == diagnostic.range }),
      let field = path.fields.last,
      let action = component.primaryActions.first(where: { diagnostic.message.contains("'\($0)'") })
    else { return nil }
    let existing = path.segments.filter { ListItem.fold($0.subject ?? "") == ListItem.fold(action) }
      .flatMap(\.shortcuts).compactMap(\.shortcut).first
    guard let shortcut = existing ?? chooser.freeShortcut(for: action, on: [platform]) else { return nil }
    let addition = platform == .mac ? "\(action) in menu bar, \(shortcut)" : "\(action) \(shortcut)"
    let end = field.valueRange.end
    let separator = field.value.isEmpty ? (field.valueRange.start == field.colonOffset + 1 ? " " : "") : "; "
    return Fix(
      title: "Add '\(addition)' to the \(platform) path",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: .empty(at: end), newText: separator + addition)]]
    )
  }
}
