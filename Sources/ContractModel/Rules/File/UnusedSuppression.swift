/// Lint: a `# leaf-ignore` comment that silenced nothing, or names no rule (a hint).
///
/// Suppressions are applied to a file's findings at the edge (``DiagnosticPipeline``): a comment
/// covers the next field of its block, the whole block when it stands between the header and the
/// first field, the next block when nothing follows it in its own, and the file for
/// `leaf-ignore-file`.
enum UnusedSuppression: Rule {
  static let descriptor = RuleDescriptor(
    .unusedSuppression,
    .hint,
    "A `# leaf-ignore` comment that silenced nothing.",
    catalog: nil,
    scope: .file
  )

  /// The findings about `suppression`, whose rule ids were used as `used` says, at `severity`.
  static func findings(
    _ suppression: Suppression,
    used: [Bool],
    severity: Severity,
    configuration: Configuration
  ) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for (position, rule) in suppression.rules.enumerated() where !used[position] && !configuration.isOff(rule.id) {
      let message =
        RuleCatalog.isKnown(rule.id)
        ? "This '\(suppression.marker) leaf-ignore' for \(rule.id) silences nothing here: remove it."
        : "'\(rule.id)' is not a rule id, so this suppression silences nothing."
          + DidYouMean.sentence(for: rule.id.rawValue, among: RuleCatalog.all.map(\.id.rawValue))
      result.append(diagnostic(message, at: rule.range, severity: severity))
    }
    if suppression.rules.isEmpty {
      result.append(
        diagnostic(
          "This '\(suppression.marker) leaf-ignore' names no rule: write '\(suppression.marker) leaf-ignore: rule-id "
            + "reason'.",
          at: suppression.comment.range,
          severity: severity
        )
      )
    }
    return result
  }
}

extension RuleID {
  public static let unusedSuppression: RuleID = "unused-suppression"
}
