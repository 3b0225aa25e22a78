/// Lint: a line has none of the line shapes of the contract language.
enum Syntax: BlockRule {
  static let descriptor = RuleDescriptor(
    .syntax,
    .error,
    "A line has none of the contract's line shapes.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] { context.model.tree.diagnostics }
}

extension RuleID {
  public static let syntax: RuleID = "syntax"
}
