/// Replaces a `# leaf-ignore` rule id that is no rule with the id its `unused-suppression` hint
/// suggests (`'hover-only-informaton' is not a rule id … Did you mean 'hover-only-information'?`).
///
/// The corrected suppression must silence a finding where it applies: ``FixCheck`` asks that of
/// every fix of `unused-suppression`. A corrected id that silences nothing there would only trade
/// the hint for another (`… silences nothing here: remove it.`), so it is not offered, and the
/// author deletes the comment instead. Offered, the fix is safe: the ids are a closed set, and the
/// finding it silences on that line is the one the author meant.
enum SuppressionIDFix {
  /// The fix for `diagnostic`, when it is the hint on a misspelt rule id that suggests a rule.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .unusedSuppression, !diagnostic.range.isEmpty,
      let suggestion = DidYouMeanFix.suggestion(in: diagnostic.message), RuleCatalog.isKnown(RuleID(suggestion))
    else { return nil }
    let written = text.document.lines.text(in: diagnostic.range)
    guard written != suggestion, !RuleCatalog.isKnown(RuleID(written)) else { return nil }
    return Fix(
      title: "Replace '\(written)' with '\(suggestion)'",
      ruleID: diagnostic.rule,
      isSafe: true,
      isPreferred: true,
      edits: [key: [SourceEdit(range: diagnostic.range, newText: suggestion)]]
    )
  }
}
