/// Lint: `.leaf-lsp.json` cannot be read or names an unknown rule, severity or platform; reported
/// in that file, with its line and column (see ``Configuration/parse(_:file:directory:)``).
enum Config: Rule {
  static let descriptor = RuleDescriptor(
    .config,
    .error,
    "`.leaf-lsp.json` cannot be read or names something unknown.",
    catalog: nil,
    scope: .file
  )
}

extension RuleID {
  public static let config: RuleID = "config"
}
