/// Helpers that place new lines in a document the way its author writes them.
struct FixText {
  /// The document.
  let document: ContractDocument

  /// The document's line ending (CRLF stays CRLF).
  var lineEnding: String { document.tree.lineEnding.rawValue }

  /// The blanks that indent `line`.
  func indentation(ofLine line: Int) -> String {
    String(document.lines.text(ofLine: line).prefix { $0 == " " || $0 == "\t" })
  }

  /// An edit inserting `lines` (without line ends) as whole lines after `line`.
  func insert(lines: [String], afterLine line: Int) -> SourceEdit {
    let table = document.lines
    let joined = lines.map { $0 + lineEnding }.joined()
    if line + 1 < table.lineCount {
      return SourceEdit(range: .empty(at: table.startOfLine(line + 1)), newText: joined)
    }
    // The last line has no line end: start a new line after its content.
    let end = table.endOfLineContent(line)
    return SourceEdit(range: .empty(at: end), newText: lineEnding + lines.joined(separator: lineEnding))
  }

  /// An edit inserting `lines` as whole lines before `line`.
  func insert(lines: [String], beforeLine line: Int) -> SourceEdit {
    SourceEdit(
      range: .empty(at: document.lines.startOfLine(line)),
      newText: lines.map { $0 + lineEnding }.joined()
    )
  }

  /// The indentation a new field of `component` gets: that of its first field, or none.
  func fieldIndentation(of component: Component) -> String {
    guard let first = component.syntax.fields.first else { return "" }
    return indentation(ofLine: first.line)
  }

  /// The last line of `component`'s fields (its header line when it has none).
  func lastFieldLine(of component: Component) -> Int {
    component.syntax.fields.map(\.lastLine).max() ?? component.syntax.headerLine
  }

  /// The component whose block contains `offset`.
  func component(containing offset: Int) -> Component? {
    document.components.first {
      $0.syntax.range.contains(offset) || $0.syntax.range.end == offset || $0.syntax.nameRange.contains(offset)
    }
  }
}
