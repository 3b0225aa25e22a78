/// Turns raw findings into what the user sees: configured severities, suppressions applied,
/// unused suppressions reported, sorted.
public enum DiagnosticPipeline {
  /// Applies `configuration` and the document's suppressions to `raw`.
  public static func finish(
    _ raw: [Diagnostic],
    document: ContractDocument,
    configuration: Configuration
  ) -> [Diagnostic] {
    finish(raw, suppressions: document.suppressions, lines: document.lines, configuration: configuration)
  }

  /// Applies `configuration` and a document's `suppressions` to `raw`; `lines` is its line table.
  public static func finish(
    _ raw: [Diagnostic],
    suppressions: [Suppression],
    lines: LineTable,
    configuration: Configuration
  ) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    kept.reserveCapacity(raw.count)
    // Whether each rule named by each suppression silenced something.
    var used = suppressions.map { [Bool](repeating: false, count: $0.rules.count) }
    let configuresSeverities = !configuration.severities.isEmpty
    for var diagnostic in raw {
      if configuresSeverities {
        guard let severity = configuration.severity(of: diagnostic.rule, default: diagnostic.severity) else { continue }
        diagnostic.severity = severity
      }
      guard !suppressions.isEmpty else {
        kept.append(diagnostic)
        continue
      }
      let line = lines.line(containing: diagnostic.range.start)
      var silenced = false
      for (index, suppression) in suppressions.enumerated() where suppression.covers(line: line) {
        guard let position = suppression.rules.firstIndex(where: { $0.id == diagnostic.rule }) else { continue }
        used[index][position] = true
        silenced = true
      }
      if !silenced { kept.append(diagnostic) }
    }
    if let severity = configuration.severity(of: .unusedSuppression, default: .hint) {
      for (index, suppression) in suppressions.enumerated() {
        for (position, rule) in suppression.rules.enumerated()
        where !used[index][position] && !configuration.isOff(rule.id) {
          let message =
            RuleCatalog.isKnown(rule.id)
            ? "This '# leaf-ignore' for \(rule.id) silences nothing here: remove it."
            : "'\(rule.id)' is not a rule id, so this suppression silences nothing."
              + DidYouMean.sentence(for: rule.id.rawValue, among: RuleCatalog.all.map(\.id.rawValue))
          kept.append(
            RuleCatalog.makeDiagnostic(.unusedSuppression, severity: severity, message: message, range: rule.range)
          )
        }
        if suppression.rules.isEmpty {
          kept.append(
            RuleCatalog.makeDiagnostic(
              .unusedSuppression,
              severity: severity,
              message: "This '# leaf-ignore' names no rule: write '# leaf-ignore: rule-id reason'.",
              range: suppression.comment.range
            )
          )
        }
      }
    }
    // Findings mostly arrive in order; sorting is skipped then (the sort is stable, so this
    // changes nothing).
    if !kept.isSorted() { kept.sort() }
    return kept
  }
}

extension Array where Element: Comparable {
  /// Whether no element is less than the one before it.
  fileprivate func isSorted() -> Bool {
    indices.dropFirst().allSatisfy { !(self[$0] < self[$0 - 1]) }
  }
}
