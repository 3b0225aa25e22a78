/// The header keywords, matched case-insensitively.
enum BlockKeyword: String {
  case component
  case menu
  case catalog

  /// The keyword that starts `text`, when its first word is one and more text follows.
  init?(firstWordOf text: String) {
    var text = text
    switch text.withUTF8({ Self.asciiFirstWord(of: $0) }) {
    case .some(let word):
      guard word.blankFollows, let keyword = word.keyword else { return nil }
      self = keyword
    case nil: self.init(firstWordByCharacters: text)
    }
  }

  /// ``init(firstWordOf:)`` by `Character`s: the reference, and the way for text that is not ASCII
  /// up to the blank after its first word.
  init?(firstWordByCharacters text: String) {
    guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
    guard let keyword = BlockKeyword(rawValue: text[..<space].lowercased()) else { return nil }
    self = keyword
  }

  /// A first word read by bytes (``asciiFirstWord(of:)``).
  struct ASCIIFirstWord {
    /// Whether a blank follows the word.
    let blankFollows: Bool
    /// The keyword the word is (any case), if any.
    let keyword: BlockKeyword?
  }

  /// The first word of `bytes`, read by bytes; nil when the bytes up to the first blank or the
  /// byte after it are not ASCII (each byte is then a character, and the blank stands alone), to
  /// be read by characters.
  static func asciiFirstWord<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> ASCIIFirstWord?
  where Bytes.Index == Int {
    let first = bytes.startIndex
    var index = first
    while index < bytes.endIndex, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t") {
      if bytes[index] >= 0x80 { return nil }
      index += 1
    }
    guard index < bytes.endIndex else { return ASCIIFirstWord(blankFollows: false, keyword: nil) }
    guard index + 1 == bytes.endIndex || bytes[index + 1] < 0x80 else { return nil }
    let keyword = [BlockKeyword.component, .menu, .catalog].first { keyword in
      keyword.rawValue.utf8.count == index - first
        && zip(keyword.rawValue.utf8, bytes[first..<index]).allSatisfy { $0 == MechanismMatcher.lowercased($1) }
    }
    return ASCIIFirstWord(blankFollows: true, keyword: keyword)
  }
}

/// Decides the shape of one line from its bytes.
struct LineClassifier {
  let lines: LineTable

  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")

  /// The line's content from its first non-blank byte to its end (without the line ending).
  func contentRange(line: Int) -> SourceRange {
    var start = lines.startOfLine(line)
    let end = lines.endOfLineContent(line)
    if line == 0, lines.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(end, start + 3) }
    while start < end, lines.bytes[start] == Self.space || lines.bytes[start] == Self.tab { start += 1 }
    var trimmedEnd = end
    while trimmedEnd > start, lines.bytes[trimmedEnd - 1] == Self.space || lines.bytes[trimmedEnd - 1] == Self.tab {
      trimmedEnd -= 1
    }
    return SourceRange(start: start, end: trimmedEnd)
  }

  /// Whether ``classify(line:)`` makes `line` a block header, found without making its field.
  func isHeader(line: Int) -> Bool {
    var lineStart = lines.startOfLine(line)
    if line == 0, lines.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart += 3 }
    let content = contentRange(line: line)
    // Blank, comment and indented lines are never headers.
    guard !content.isEmpty, lines.bytes[content.start] != UInt8(ascii: "#"), content.start == lineStart else {
      return false
    }
    // Most lines (fields, text) are told apart by their first word, without their key read.
    if firstWordRulesOutHeader(content) { return false }
    if let key = fieldKey(content: content), FieldKey.isKnownName(key.key) { return false }
    return namelessKeyword(content: content) == nil && headerShape(content: content) != nil
  }

  /// Whether `content` (trimmed) has a blank after an ASCII first word that is not a block
  /// keyword (``BlockKeyword/asciiFirstWord(of:)``): such a line is no header (a component's name
  /// is one identifier, and a `menu` or `catalog` header starts with its keyword). False when
  /// undecided.
  func firstWordRulesOutHeader(_ content: SourceRange) -> Bool {
    guard let word = BlockKeyword.asciiFirstWord(of: lines.bytes[content.start..<content.end]) else { return false }
    return word.blankFollows && word.keyword == nil
  }

  /// The keyword, when the line is `menu`, `component` or `catalog` alone (any case): a header
  /// without its name, never a component of that name.
  func namelessKeyword(content: SourceRange) -> BlockKeyword? {
    guard content.end - content.start <= 9 else { return nil }
    return BlockKeyword(rawValue: lines.text(in: content).lowercased())
  }

  func classify(line: Int) -> LineShape {
    var lineStart = lines.startOfLine(line)
    if line == 0, lines.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart += 3 }
    let content = contentRange(line: line)
    if content.isEmpty { return .blank }
    let bytes = lines.bytes
    if bytes[content.start] == UInt8(ascii: "#") {
      let text = lines.text(in: SourceRange(start: content.start + 1, end: content.end))
      return .comment(CommentSyntax(text: text.trimmingBlanks(), range: content, line: line))
    }
    let indented = content.start > lineStart
    let field = fieldShape(line: line, content: content, indented: indented)
    if let field, FieldKey.isKnownName(field.key) { return .field(field) }
    if !indented, let keyword = namelessKeyword(content: content) {
      return .namelessHeader(keyword: keyword, content: content)
    }
    if !indented, let header = headerShape(content: content) { return header }
    if let field { return .field(field) }
    return .other(indented: indented, content: content)
  }

  /// A `Key: value` line, when the text before the first colon is a valid key.
  func fieldShape(line: Int, content: SourceRange, indented: Bool) -> FieldSyntax? {
    let bytes = lines.bytes
    guard let (key, keyRange, colon) = fieldKey(content: content) else { return nil }
    var valueStart = colon + 1
    while valueStart < content.end, bytes[valueStart] == Self.space || bytes[valueStart] == Self.tab {
      valueStart += 1
    }
    let valueRange = SourceRange(start: valueStart, end: content.end)
    return FieldSyntax(
      key: key,
      keyRange: keyRange,
      colonOffset: colon,
      valueParts: valueRange.isEmpty ? FieldValueParts() : FieldValueParts(valueRange),
      value: lines.text(in: valueRange),
      line: line,
      lastLine: line,
      range: content,
      isIndented: indented
    )
  }

  /// The key of a `Key: value` line (blanks folded), where it is written and where its colon is,
  /// when the text before the first colon is a valid key.
  func fieldKey(content: SourceRange) -> (key: String, range: SourceRange, colon: Int)? {
    let bytes = lines.bytes
    guard let colon = bytes[content.start..<content.end].firstIndex(of: UInt8(ascii: ":")) else { return nil }
    // `https://…` is text, not a key.
    if colon + 1 < content.end, bytes[colon + 1] == UInt8(ascii: "/") { return nil }
    var keyEnd = colon
    while keyEnd > content.start, bytes[keyEnd - 1] == Self.space || bytes[keyEnd - 1] == Self.tab { keyEnd -= 1 }
    let keyRange = SourceRange(start: content.start, end: keyEnd)
    guard let key = Self.validKey(bytes[keyRange.start..<keyRange.end]) else { return nil }
    return (key, keyRange, colon)
  }

  /// A component, menu or catalog header.
  func headerShape(content: SourceRange) -> LineShape? {
    let text = lines.text(in: content)
    if let keyword = BlockKeyword(firstWordOf: text) {
      let wordLength = text.utf8.prefix(while: { $0 != Self.space && $0 != Self.tab }).count
      var nameStart = content.start + wordLength
      while nameStart < content.end, lines.bytes[nameStart] == Self.space || lines.bytes[nameStart] == Self.tab {
        nameStart += 1
      }
      let nameRange = SourceRange(start: nameStart, end: content.end)
      let name = lines.text(in: nameRange)
      let keywordRange = SourceRange(start: content.start, end: content.start + wordLength)
      switch keyword {
      case .component:
        guard Self.isIdentifier(name) else { return nil }
        return .header(kind: .component, keyword: keywordRange, name: name, nameRange: nameRange)
      case .menu:
        return .header(kind: .menu, keyword: keywordRange, name: name, nameRange: nameRange)
      case .catalog:
        return .header(kind: .catalog, keyword: keywordRange, name: name, nameRange: nameRange)
      }
    }
    guard Self.isIdentifier(text) else { return nil }
    return .header(kind: .component, keyword: nil, name: text, nameRange: content)
  }

  /// An identifier: letters, digits and `_`, starting with a letter.
  static func isIdentifier(_ text: String) -> Bool {
    if let ascii = ASCIIWords.isIdentifier(text.utf8) { return ascii }
    return isIdentifierByScalars(text)
  }

  /// ``isIdentifier(_:)`` by Unicode scalar properties: the reference, and the way for non-ASCII text.
  static func isIdentifierByScalars(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
  }

  /// The key with blanks folded, when every word is made of letters, digits, `_` and `-`
  /// and the key starts with a letter.
  static func validKey(_ raw: String) -> String? {
    validKey(ArraySlice(raw.utf8))
  }

  /// ``validKey(_:)`` of UTF-8 `bytes`.
  static func validKey(_ bytes: ArraySlice<UInt8>) -> String? {
    if let ascii = ASCIIWords.validKey(bytes) { return ascii }
    return validKeyByScalars(String(decoding: bytes, as: UTF8.self))
  }

  /// ``validKey(_:)`` by Unicode scalar properties: the reference, and the way for non-ASCII keys.
  static func validKeyByScalars(_ raw: String) -> String? {
    let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first?.unicodeScalars.first, first.properties.isAlphabetic else { return nil }
    for word in words {
      let valid = word.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
      }
      if !valid { return nil }
    }
    return words.joined(separator: " ")
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingBlanks() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
    let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
    return String(scalars[start...end])
  }
}
