/// Where a cursor stands in a contract document, as completion and hover need it: the block, the
/// field and the text typed so far on the line.
public struct CursorContext: Sendable {
  /// What the cursor is writing.
  public enum Place: Sendable, Hashable {
    /// A field key at a line start (no `:` before the cursor on the line).
    case fieldKey
    /// The value of the field written with `key` (after its `:`, or on a continuation line).
    case fieldValue(key: String)
    /// The shortcut of a menu command (after `Name:` in a menu block).
    case menuCommandValue(command: String)
    /// Nothing to complete (a comment, a header line, a menu command's name).
    case none
  }

  /// The document.
  public let document: ContractDocument
  /// The cursor, as a UTF-8 offset of the document.
  public let offset: Int
  /// The cursor's line (0-based, in the document).
  public let line: Int
  /// The offset where the cursor's line starts.
  public let lineStart: Int
  /// The line's text before the cursor.
  public let prefix: String
  /// The line's text after the cursor (without the line end).
  public let suffix: String
  /// The block the cursor writes in (the file header when it writes before the first header):
  /// what ``block`` and the model hold is relative to its start.
  public let placed: PlacedBlock
  /// The block's syntax; nil in the file header.
  public let block: BlockSyntax?
  /// What the cursor is writing.
  public let place: Place
  /// Where the value (or, for a key, the key) starts: text from here to the cursor is ``typed``.
  public let typedStart: Int

  /// The text typed from ``typedStart`` to the cursor.
  public var typed: String { text(from: typedStart) }

  /// The cursor's line in the block.
  public var blockLine: Int { line - placed.firstLine }

  /// The component the cursor writes in, if the block is one.
  public var component: Component? { placed.model.content.component }

  /// Finds the context of `offset` in `document`.
  public init(document: ContractDocument, offset: Int) {
    let lines = document.lines
    let offset = min(max(offset, 0), lines.byteCount)
    self.document = document
    self.offset = offset
    let line = lines.line(containing: offset)
    self.line = line
    lineStart = lines.startOfLine(line)
    let lineEnd = max(lines.endOfLineContent(line), offset)
    prefix = lines.text(in: SourceRange(start: lineStart, end: offset))
    suffix = lines.text(in: SourceRange(start: offset, end: lineEnd))
    let placed = document.block(containing: lineStart)
    let block = placed.model.tree.blocks.first
    let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
    let isIndented = trimmed.count != prefix.count
    // A word typed at column 0 reads as a new header: it is a key of the block above.
    if let header = block, line == placed.firstLine, header.keywordRange == nil, !prefix.contains(":"),
      header.kind == .component, let index = document.blocks.firstIndex(where: { $0.id == placed.id }), index > 0
    {
      let above = document.blocks[index - 1]
      self.placed = above
      self.block = above.model.tree.blocks.first
      place = .fieldKey
      typedStart = lineStart
      return
    }
    self.placed = placed
    self.block = block
    let blockLine = line - placed.firstLine
    let fields = block?.fields ?? placed.model.tree.headerFields
    if trimmed.hasPrefix("#") || (block != nil && blockLine == 0) {
      place = .none
      typedStart = offset
    } else if let field = fields.first(where: { $0.line < blockLine && blockLine <= $0.lastLine }), isIndented,
      block?.kind != .menu
    {
      place = .fieldValue(key: field.key)
      typedStart = offset - trimmed.utf8.count
    } else if let colon = prefix.firstIndex(of: ":") {
      let key = Self.trimBlanks(prefix[..<colon])
      let afterColon = prefix[prefix.index(after: colon)...]
      let value = afterColon.drop { $0 == " " || $0 == "\t" }
      typedStart = offset - value.utf8.count
      if block?.kind == .menu {
        place = .menuCommandValue(command: key)
      } else {
        place = Self.isKeyShape(key) ? .fieldValue(key: key) : .none
      }
    } else if block?.kind == .menu {
      place = .none
      typedStart = offset
    } else {
      place = .fieldKey
      typedStart = offset - trimmed.utf8.count
    }
  }

  /// The text from `start` (a UTF-8 offset on the cursor's line) to the cursor.
  public func text(from start: Int) -> String {
    let start = min(max(start, lineStart), offset)
    return document.lines.text(in: SourceRange(start: start, end: offset))
  }

  /// Whether `key` has the shape of a field key: words of letters, digits, `_` and `-`.
  static func isKeyShape(_ key: String) -> Bool {
    !key.isEmpty && key.unicodeScalars.allSatisfy { $0 == " " || $0 == "_" || $0 == "-" || isWordScalar($0) }
  }

  /// `text` without blanks (spaces, tabs) around it.
  static func trimBlanks(_ text: some StringProtocol) -> String {
    var view = Substring(text)
    while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
    while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
    return String(view)
  }

  /// Letters and digits (ASCII or not).
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }
}
