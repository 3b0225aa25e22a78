/// Silences a diagnostic with `# leaf-ignore: rule-id <reason>` above its field line, indented like
/// that line (right before the header, for the whole block, when the diagnostic is on a header).
enum SuppressionFix {
  /// Rules that cannot be silenced with a comment in the document.
  static let unsuppressible: Set<RuleID> = [.syntax, .config, .unusedSuppression]

  /// The placeholder the author replaces with the reason.
  static let reasonPlaceholder = "<reason>"

  /// The suppression fix for `diagnostic`, when its line is a field or a block header.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard !unsuppressible.contains(diagnostic.rule) else { return nil }
    let block = text.document.block(containing: diagnostic.range.start)
    let tree = block.model.tree
    let line = text.document.lines.line(containing: diagnostic.range.start) - block.firstLine
    let comment = "# leaf-ignore: \(diagnostic.rule) \(reasonPlaceholder)"
    let edit: SourceEdit
    let fields = tree.headerFields + tree.blocks.flatMap(\.fields)
    let commands = tree.blocks.flatMap(\.commands)
    if tree.blocks.contains(where: { $0.headerLine == line }) {
      // Right before a header, a suppression covers the whole block, fields or none.
      edit = text.insert(lines: [comment], beforeLine: block.firstLine + line)
    } else if let field = fields.first(where: { $0.line <= line && line <= $0.lastLine }) {
      let first = block.firstLine + field.line
      edit = text.insert(lines: [text.indentation(ofLine: first) + comment], beforeLine: first)
    } else if let command = commands.first(where: { $0.line == line }) {
      let first = block.firstLine + command.line
      edit = text.insert(lines: [text.indentation(ofLine: first) + comment], beforeLine: first)
    } else {
      return nil
    }
    return Fix(
      title: "Suppress '\(diagnostic.rule)' here (# leaf-ignore)",
      ruleID: diagnostic.rule,
      isSafe: false,
      edits: [key: [edit]]
    )
  }
}
