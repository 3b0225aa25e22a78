/// Replaces a `# leaf-ignore` rule id that is no rule with the id its `unused-suppression` hint
/// suggests (`'hover-only-informaton' is not a rule id … Did you mean 'hover-only-information'?`).
///
/// The corrected suppression must silence a finding where it applies: one that silences nothing
/// there would trade the hint for another at the same place (`… silences nothing here: remove
/// it.`), a finding added, which ``FixCheck`` refuses as it does for every fix; so it is not
/// offered, and the author deletes the comment instead. Nor is it for a rule `configuration` turns
/// off, which nobody would say the corrected comment silences nothing for. Offered, the fix is safe: the ids are a closed set, and the
/// finding it silences on that line is the one the author meant.
enum SuppressionIDFix {
  /// The fix for `diagnostic`, when it is the hint on a misspelt rule id that suggests a rule.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText, configuration: Configuration) -> Fix? {
    guard diagnostic.rule == .unusedSuppression, !diagnostic.range.isEmpty,
      let suggestion = DidYouMeanFix.suggestion(in: diagnostic.message), RuleCatalog.isKnown(RuleID(suggestion)),
      !configuration.isOff(RuleID(suggestion))
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
