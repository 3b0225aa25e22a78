/// Fixes that add a field line to a component: `Focus after dismiss: selected row` and a
/// `Check Mac:` line.
enum AddFieldFixes {
  /// `focus-return-unspecified`: add `Focus after dismiss: selected row` to the component.
  static func focusAfterDismiss(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .focusReturnUnspecified,
      let component = text.component(containing: diagnostic.range.start),
      component.value.field(.focusAfterDismiss) == nil
    else { return nil }
    return addField(
      "Focus after dismiss: \(FocusReturn.suggestion(for: component.value))",
      to: component,
      rule: diagnostic.rule,
      safe: true,
      key: key,
      text: text
    )
  }

  /// `mac-voiceover-untested`: add a `Check Mac:` line drafted from the Mac path and the menus
  /// (not safe: the author runs it before keeping it).
  static func macCheck(for diagnostic: Diagnostic, key: String, text: FixText, facts: WorkspaceFacts) -> Fix? {
    guard diagnostic.rule == .macVoiceOverUntested, let component = text.component(containing: diagnostic.range.start)
    else { return nil }
    return addField(
      "Check Mac: " + MacCheckDraft.text(for: component.value, facts: facts, document: text.document),
      to: component,
      rule: diagnostic.rule,
      safe: false,
      key: key,
      text: text
    )
  }

  /// A fix adding `line` after the component's last field, indented like its fields.
  static func addField(
    _ line: String,
    to component: Placed<Component>,
    rule: RuleID,
    safe: Bool,
    key: String,
    text: FixText
  ) -> Fix {
    let edit = text.insert(
      lines: [text.fieldIndentation(of: component) + line],
      afterLine: text.lastFieldLine(of: component)
    )
    let shown = line.split(separator: ":", maxSplits: 1).first.map { "\($0):" } ?? line
    return Fix(
      title: "Add '\(safe ? line : shown + " …")' to '\(component.value.name)'",
      ruleID: rule,
      isSafe: safe,
      isPreferred: true,
      edits: [key: [edit]]
    )
  }
}
