/// `syntax` on a line that is a known field key and a value without the colon between them
/// (`Focus after dismiss selected row`): writes the colon (`Focus after dismiss: selected row`).
/// Offered, not safe: the line may be prose that starts with a key's word (`Mac users like it`),
/// which the colon would make a path; the author decides.
enum ColonFix {
  /// The fix for `diagnostic`, when it is such a line.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .syntax, !diagnostic.range.isEmpty else { return nil }
    let written = text.document.lines.text(in: diagnostic.range)
    guard let field = FieldKey.keyWithoutColon(in: written) else { return nil }
    // Keys are ASCII: the key is its length in bytes; the blanks after it give way to ': '.
    let bytes = Array(written.utf8)
    var end = field.utf8.count
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    let start = diagnostic.range.start + field.utf8.count
    return Fix(
      title: "Write '\(field):'",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: SourceRange(start: start, end: diagnostic.range.start + end), newText: ": ")]]
    )
  }
}
