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
  /// The cursor, as a UTF-8 offset.
  public let offset: Int
  /// The cursor's line (0-based).
  public let line: Int
  /// The offset where the cursor's line starts.
  public let lineStart: Int
  /// The line's text before the cursor.
  public let prefix: String
  /// The line's text after the cursor (without the line end).
  public let suffix: String
  /// The block the cursor writes in; nil before the first block (the file header).
  public let block: BlockSyntax?
  /// What the cursor is writing.
  public let place: Place
  /// Where the value (or, for a key, the key) starts: text from here to the cursor is ``typed``.
  public let typedStart: Int

  /// The text typed from ``typedStart`` to the cursor.
  public var typed: String { text(from: typedStart) }

  /// The component the cursor writes in, if the block is one.
  public var component: Component? {
    guard let block, block.kind == .component else { return nil }
    return document.components.first { $0.syntax.headerLine == block.headerLine }
  }

  /// Finds the context of `offset` in `document`.
  public init(document: ContractDocument, offset: Int) {
    let lines = document.lines
    let offset = min(max(offset, 0), lines.bytes.count)
    self.document = document
    self.offset = offset
    let line = lines.line(containing: offset)
    self.line = line
    lineStart = lines.startOfLine(line)
    let lineEnd = max(lines.endOfLineContent(line), offset)
    prefix = String(decoding: lines.bytes[lineStart..<offset], as: UTF8.self)
    suffix = String(decoding: lines.bytes[offset..<lineEnd], as: UTF8.self)
    let blocks = document.tree.blocks
    var blockIndex = blocks.lastIndex { $0.headerLine <= line }
    let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
    let isIndented = trimmed.count != prefix.count
    // A word typed at column 0 reads as a new header: it is a key of the block above.
    if let index = blockIndex, blocks[index].headerLine == line, blocks[index].keywordRange == nil,
      !prefix.contains(":"), blocks[index].kind == .component
    {
      blockIndex = index > 0 ? index - 1 : nil
      block = blockIndex.map { blocks[$0] }
      place = .fieldKey
      typedStart = lineStart
      return
    }
    block = blockIndex.map { blocks[$0] }
    let fields = block?.fields ?? document.tree.headerFields
    if trimmed.hasPrefix("#") || (block?.headerLine == line) {
      place = .none
      typedStart = offset
    } else if let field = fields.first(where: { $0.line < line && line <= $0.lastLine }), isIndented,
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
    return String(decoding: document.lines.bytes[start..<offset], as: UTF8.self)
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
