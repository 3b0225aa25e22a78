/// The shortcut tables as written: the shortcut in canonical symbol form, parsed on first use by
/// ``ShortcutFacts``.
enum ShortcutTables {
  /// One table row.
  struct Row: Sendable {
    /// The shortcut (`⌘C`, `⇧⌘=`) or pattern (`⌃⌥*`) in symbol form.
    let written: String
    let scope: ShortcutScope
    let severity: ShortcutSeverity
    /// The meaning, in the project's own words.
    let meaning: String
    let confirmed: Bool
  }

  /// Builds a row; rows are confirmed unless marked.
  static func row(
    _ written: String,
    _ scope: ShortcutScope,
    _ severity: ShortcutSeverity,
    _ meaning: String,
    confirmed: Bool = true
  ) -> Row {
    Row(written: written, scope: scope, severity: severity, meaning: meaning, confirmed: confirmed)
  }

  /// Every Mac row.
  static let mac: [Row] =
    macSystem + macAccessibility + macKeyboardNavigation + macAppMenu + macTextEditing + macVoiceOver

  /// Every iPad (iOS) row.
  static let iPad: [Row] = iPadSystem + iPadAppMenu + iPadKeyboardNavigation + iPadVoiceOver
}
