/// Markdown about a diagnostic's rule: what it found, why it matters, how to fix it, where it is documented.
enum DiagnosticHover {
  /// The rule id and severity, its message (which names the fix), the rule's summary and catalog entry,
  /// and the link to its page.
  static func markdown(_ diagnostic: Diagnostic) -> String {
    var text = "**`\(diagnostic.rule.rawValue)`** (\(diagnostic.severity)): \(diagnostic.message)"
    if let descriptor = RuleCatalog.descriptor(diagnostic.rule) {
      text += "\n\nWhy: \(descriptor.summary)"
      if let entry = descriptor.catalogEntry ?? diagnostic.catalogEntry {
        text += " See the catalog entry *\(entry)*."
      }
      text += "\n\n[Rule `\(diagnostic.rule.rawValue)`](\(descriptor.documentationURL))"
    }
    return text
  }
}
