/// Helpers that place new lines in a document the way its author writes them.
struct FixText {
  /// The document.
  let document: ContractDocument

  /// The document's line ending (CRLF stays CRLF).
  var lineEnding: String { document.lineEnding.rawValue }

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
  func fieldIndentation(of component: Placed<Component>) -> String {
    guard let first = component.value.syntax.fields.first else { return "" }
    return indentation(ofLine: component.block.firstLine + first.line)
  }

  /// The document line of the last of `component`'s fields (its header line when it has none).
  func lastFieldLine(of component: Placed<Component>) -> Int {
    let syntax = component.value.syntax
    return component.block.firstLine + (syntax.fields.map(\.lastLine).max() ?? syntax.headerLine)
  }

  /// The component whose block holds the document's `offset`.
  func component(containing offset: Int) -> Placed<Component>? {
    let block = document.block(containing: offset)
    return block.model.content.component.map { Placed(value: $0, block: block) }
  }

  /// The bindings of the block holding `range` whose place and token are `range`, in the block's
  /// offsets, with the block.
  func binding(at range: SourceRange) -> (ShortcutBinding, PlacedBlock)? {
    let block = document.block(containing: range.start)
    let relative = SourceRange(start: block.relative(range.start), end: block.relative(range.end))
    let bindings = BlockBindings.of(
      block.model.content,
      targets: document.targets,
      app: document.app,
      document: document.key,
      block: block.id
    )
    return bindings.first { $0.range == relative && $0.tokenRange == relative }.map { ($0, block) }
  }
}

extension Placed where Value == Component {
  /// The platform whose path is reported at `range` (of the document: its own first line), and
  /// that path.
  func path(reportedAt range: SourceRange) -> (Platform, PlatformPath)? {
    let relative = SourceRange(start: block.relative(range.start), end: block.relative(range.end))
    return value.paths.first { $0.value.reportRange == relative }.map { ($0.key, $0.value) }
  }
}
