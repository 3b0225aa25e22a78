/// Reads the line shapes of a `.contract` file into a ``SyntaxTree``.
///
/// Architecture Invariant: parsing never fails. Every input, including invalid UTF-8
/// replaced by the caller, gives a tree plus its `syntax` diagnostics.
public enum ContractParser {
  /// Parses `text`.
  public static func parse(_ text: String) -> SyntaxTree {
    parse(bytes: Array(text.utf8))
  }

  /// Parses UTF-8 `bytes`.
  public static func parse(bytes: [UInt8]) -> SyntaxTree {
    parse(lines: LineTable(bytes: bytes))
  }

  /// Parses the text of `lines` (its line table made already).
  static func parse(lines: LineTable) -> SyntaxTree {
    var builder = TreeBuilder(lines: lines)
    builder.run()
    return builder.finish()
  }

  /// Parses `text` for what the workspace facts read: its file header, `menu` and `catalog`
  /// blocks, as ``parse(_:)`` gives them. A component block keeps its header but none of its
  /// lines (fields, comments, diagnostics): each of them is only checked for starting a block.
  static func parseSkippingComponentBodies(_ text: String) -> SyntaxTree {
    var builder = TreeBuilder(lines: LineTable(text))
    builder.skipsComponentBodies = true
    builder.run()
    return builder.finish()
  }
}

/// The classification of one line.
enum LineShape {
  case blank
  case comment(CommentSyntax)
  case header(kind: BlockKind, keyword: SourceRange?, name: String, nameRange: SourceRange)
  case field(FieldSyntax)
  /// `menu`, `component` or `catalog` alone: a header without its name.
  case namelessHeader(keyword: BlockKeyword, content: SourceRange)
  case other(indented: Bool, content: SourceRange)
}

/// Builds a tree line by line.
struct TreeBuilder {
  let lines: LineTable
  var headerFields: [FieldSyntax] = []
  var blocks: [BlockSyntax] = []
  var comments: [CommentSyntax] = []
  var diagnostics: [Diagnostic] = []
  /// See ``SyntaxTree/keysWithoutColon``.
  var keysWithoutColon: [String] = []
  /// Whether the last field (of the header or of the open block) may take continuation lines.
  var fieldIsOpen = false
  /// Whether the lines of component blocks are passed over (see
  /// ``ContractParser/parseSkippingComponentBodies(_:)``).
  var skipsComponentBodies = false
  /// Whether the lines up to the next header belong to a header that could not be read
  /// (`menu` alone, `component 12`): they are passed over, so that one mistake gives one finding.
  var skipsBrokenBlock = false

  init(lines: LineTable) { self.lines = lines }

  mutating func run() { run(lines: 0..<lines.lineCount) }

  /// Reads `range` of the lines with a fresh state (the incremental reparse starts at a header).
  mutating func run(lines range: Range<Int>) {
    let classifier = LineClassifier(lines: lines)
    for line in range {
      // In a component's body only a header matters; every other line is passed over unread.
      if skipsComponentBodies, blocks.last?.kind == .component, !classifier.isHeader(line: line) { continue }
      handle(line: line, shape: classifier.classify(line: line))
    }
  }

  mutating func handle(line: Int, shape: LineShape) {
    if skipsBrokenBlock {
      // Skipping ends at the next header, named or not: a second nameless one is its own mistake.
      switch shape {
      case .header, .namelessHeader: skipsBrokenBlock = false
      default: return
      }
    }
    switch shape {
    case .blank:
      return
    case .comment(let comment):
      comments.append(comment)
    case .header(let kind, let keyword, let name, let nameRange):
      let headerRange = LineClassifier(lines: lines).contentRange(line: line)
      blocks.append(
        BlockSyntax(
          kind: kind,
          keywordRange: keyword,
          name: name,
          nameRange: nameRange,
          headerLine: line,
          headerRange: headerRange,
          fields: [],
          commands: [],
          lastLine: line,
          range: headerRange
        )
      )
      fieldIsOpen = false
    case .field(let field):
      if let last = blocks.indices.last, blocks[last].kind == .menu {
        addCommand(line: line, field: field)
      } else if continuesCheck(field) {
        appendContinuation(line: line, content: field.range)
      } else {
        addField(field)
      }
    case .namelessHeader(let keyword, let content):
      let example = ["component": "component OrderRow", "menu": "menu Order", "catalog": "catalog Swipe-Only Delete"]
      diagnostics.append(
        RuleCatalog.makeDiagnostic(
          .syntax,
          message:
            "'\(lines.text(in: content))' needs a name: write '\(example[keyword.rawValue] ?? keyword.rawValue)'. "
            + "The lines up to the next block are not read until it has one.",
          range: content
        )
      )
      fieldIsOpen = false
      skipsBrokenBlock = true
    case .other(let indented, let content):
      if let last = blocks.indices.last, blocks[last].kind == .menu,
        indented || lines.bytes[content.start..<content.end].contains(UInt8(ascii: ":"))
      {
        addCommand(line: line, content: content)
      } else if indented && fieldIsOpen {
        appendContinuation(line: line, content: content)
      } else {
        reportUnrecognised(line: line, indented: indented, content: content)
      }
    }
  }

  /// Inside a `Check` field, an indented `<Platform>:` line continues the check.
  func continuesCheck(_ field: FieldSyntax) -> Bool {
    guard field.isIndented, fieldIsOpen, Platform(name: field.key) != nil else { return false }
    let key: String
    if let block = blocks.last { key = block.fields.last?.key ?? "" } else { key = headerFields.last?.key ?? "" }
    return FieldKey.isCheckKey(key)
  }

  mutating func addField(_ field: FieldSyntax) {
    if blocks.isEmpty {
      headerFields.append(field)
    } else {
      blocks[blocks.count - 1].fields.append(field)
      extendBlock(to: field.lastLine, end: field.range.end)
    }
    fieldIsOpen = true
  }

  mutating func appendContinuation(line: Int, content: SourceRange) {
    func extend(_ field: inout FieldSyntax) {
      let separator = field.valueParts.isEmpty ? "" : " "
      field.value += separator + lines.text(in: content)
      field.valueParts.append(content)
      field.lastLine = line
      field.range.end = content.end
    }
    if blocks.isEmpty {
      extend(&headerFields[headerFields.count - 1])
    } else {
      extend(&blocks[blocks.count - 1].fields[blocks[blocks.count - 1].fields.count - 1])
      extendBlock(to: line, end: content.end)
    }
  }

  mutating func addCommand(line: Int, field: FieldSyntax) {
    let detail = field.value.isEmpty ? nil : field.value
    let command = MenuCommandSyntax(
      name: field.key,
      nameRange: field.keyRange,
      detail: detail,
      detailRange: detail == nil ? nil : field.valueRange,
      line: line,
      range: field.range
    )
    blocks[blocks.count - 1].commands.append(command)
    extendBlock(to: line, end: field.range.end)
    fieldIsOpen = false
  }

  /// A command line whose name is not a valid key (`Settings…: ⌘,`): split at its first colon.
  mutating func addCommand(line: Int, content: SourceRange) {
    let bytes = lines.bytes
    var nameRange = content
    var detailRange: SourceRange?
    if let colon = bytes[content.start..<content.end].firstIndex(of: UInt8(ascii: ":")), colon > content.start {
      var nameEnd = colon
      while nameEnd > content.start, bytes[nameEnd - 1] == UInt8(ascii: " ") || bytes[nameEnd - 1] == UInt8(ascii: "\t")
      {
        nameEnd -= 1
      }
      var detailStart = colon + 1
      while detailStart < content.end,
        bytes[detailStart] == UInt8(ascii: " ") || bytes[detailStart] == UInt8(ascii: "\t")
      {
        detailStart += 1
      }
      nameRange = SourceRange(start: content.start, end: nameEnd)
      if detailStart < content.end { detailRange = SourceRange(start: detailStart, end: content.end) }
    }
    let command = MenuCommandSyntax(
      name: lines.text(in: nameRange),
      nameRange: nameRange,
      detail: detailRange.map { lines.text(in: $0) },
      detailRange: detailRange,
      line: line,
      range: content
    )
    blocks[blocks.count - 1].commands.append(command)
    extendBlock(to: line, end: content.end)
    fieldIsOpen = false
  }

  mutating func extendBlock(to line: Int, end: Int) {
    blocks[blocks.count - 1].lastLine = line
    blocks[blocks.count - 1].range.end = end
  }

  mutating func reportUnrecognised(line: Int, indented: Bool, content: SourceRange) {
    let text = lines.text(in: content)
    let message: String
    if indented {
      message =
        "This indented line continues nothing: write it under a field to continue that field's value, "
        + "or as 'Key: value'."
    } else if BlockKeyword(firstWordOf: text) == .component {
      message =
        "A component name is one identifier (letters, digits and '_', starting with a letter): '\(text)'. "
        + "The lines up to the next block are not read until it is one."
      skipsBrokenBlock = true
    } else if let key = FieldKey.keyWithoutColon(in: text) {
      message =
        "'\(text.prefix(60))' reads like the field '\(key)' without its colon: write '\(key): "
        + "\(text.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }.prefix(40))'."
      keysWithoutColon.append(key)
    } else {
      message =
        "'\(text.prefix(60))' is not a field, a block header or a comment: write a field as 'Key: value', "
        + "a component header as one identifier at the start of the line, or indent the line to continue the field above."
    }
    diagnostics.append(RuleCatalog.makeDiagnostic(.syntax, message: message, range: content))
    fieldIsOpen = false
  }

  func finish() -> SyntaxTree {
    SyntaxTree(
      lines: lines,
      headerFields: headerFields,
      blocks: blocks,
      comments: comments,
      diagnostics: diagnostics,
      hasByteOrderMark: lines.bytes.starts(with: [0xEF, 0xBB, 0xBF]),
      lineEnding: Self.lineEnding(of: lines),
      keysWithoutColon: keysWithoutColon
    )
  }

  static func lineEnding(of lines: LineTable) -> LineEnding {
    guard lines.lineCount > 1 else { return .lf }
    let newline = lines.startOfLine(1) - 1
    return newline > 0 && lines.bytes[newline - 1] == UInt8(ascii: "\r") ? .crlf : .lf
  }
}
