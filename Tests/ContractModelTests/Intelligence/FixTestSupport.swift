@testable import ContractModel

/// A one-document workspace for fix tests: its diagnostics, their fixes, and the text a fix gives.
struct FixScenario {
  /// The document's key.
  static let key = "a.contract"
  /// The engine.
  let workspace = ContractWorkspace()
  /// The text.
  let text: String

  init(_ text: String, others: [String: String] = [:]) {
    self.text = text
    workspace.setDocument(Self.key, text: text)
    for (key, other) in others { workspace.setDocument(key, text: other) }
  }

  /// The current diagnostics of `rule`.
  func diagnostics(_ rule: RuleID) -> [Diagnostic] {
    workspace.diagnostics(for: Self.key).filter { $0.rule == rule }
  }

  /// The fixes of the first diagnostic of `rule`.
  func fixes(_ rule: RuleID) -> [Fix] {
    guard let diagnostic = diagnostics(rule).first else { return [] }
    return FixProvider.fixes(for: diagnostic, inDocument: Self.key, workspace: workspace)
  }

  /// The text after applying `fix`.
  func applying(_ fix: Fix) -> String {
    SourceEdits.apply(fix.edits[Self.key] ?? [], to: text)
  }

  /// The rules still reported after `fix` is applied.
  func rulesAfter(_ fix: Fix) -> [RuleID] {
    let after = ContractWorkspace()
    after.setDocument(Self.key, text: applying(fix))
    return after.diagnostics(for: Self.key).map(\.rule)
  }
}
