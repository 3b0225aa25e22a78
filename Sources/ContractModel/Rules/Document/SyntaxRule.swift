/// Lint: a line has none of the line shapes of the contract language.
enum SyntaxRule: DocumentRule {
  static let id = RuleID.syntax

  static func check(_ context: RuleContext) -> [Diagnostic] { context.document.tree.diagnostics }
}
