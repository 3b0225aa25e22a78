/// A block's text with what the workspace takes from it before reading it: its line table, its
/// kind and whether it mentions `leaf-ignore-file`; and, for a document split whole, the reading
/// of a block whose reading depends on its text alone.
///
/// A pure function of the text, made where the document is split: on every core when many
/// documents come at once (`check`, the server's index), not one block after another on the
/// workspace's thread, which only gives each block its identity.
struct BlockText: Sendable {
  /// The block's text.
  let bytes: [UInt8]
  /// Where its lines start.
  let lines: LineTable
  /// What the block is (nil for the file header), read from its first word.
  let kind: BlockKind?
  /// Whether the text holds `leaf-ignore-file`.
  let mentionsFileWideSuppression: Bool
  /// The block's reading, made with the text when asked and the reading depends on the text
  /// alone: the file header, a menu, a catalog entry (a component's reads the menu commands).
  let reading: BlockModel?

  /// The block of `bytes`, the file header when `isFileHeader`, not read.
  init(_ bytes: [UInt8], isFileHeader: Bool) {
    self.init(lines: LineTable(bytes: bytes), isFileHeader: isFileHeader)
  }

  /// The block of the text of `lines` (its line table made already); read now when `reading` and
  /// its reading depends on its text alone.
  init(lines: LineTable, isFileHeader: Bool, reading: Bool = false) {
    let bytes = lines.bytes
    self.bytes = bytes
    self.lines = lines
    let kind = isFileHeader ? nil : Self.kind(of: bytes)
    self.kind = kind
    mentionsFileWideSuppression = Self.mentionsFileWideSuppression(bytes)
    self.reading =
      reading && kind != .component
      ? BlockReader.read(lines, isFileHeader: isFileHeader, commands: { _ in [] }) : nil
  }

  /// The block of the text of `lines` whose kind and suppression mark are known already (a block
  /// edited inside one line, ``LineEdit``), not read.
  init(lines: LineTable, kind: BlockKind?, mentionsFileWideSuppression: Bool) {
    bytes = lines.bytes
    self.lines = lines
    self.kind = kind
    self.mentionsFileWideSuppression = mentionsFileWideSuppression
    reading = nil
  }

  /// Whether `bytes` hold `leaf-ignore-file`.
  static func mentionsFileWideSuppression(_ bytes: [UInt8]) -> Bool {
    ASCIIBytes.contains(bytes, exactly: "leaf-ignore-file")
  }

  /// The texts of the blocks of a document, the first its file header.
  static func blocks(_ texts: [[UInt8]]) -> [BlockText] {
    texts.enumerated().map { BlockText($1, isFileHeader: $0 == 0) }
  }

  /// The blocks of the contract `text`, the first its file header, those whose reading depends
  /// on their text alone read.
  static func split(_ text: String) -> [BlockText] {
    let document = LineTable(bytes: Array(text.utf8))
    return BlockSplitter.lineRanges(of: document).enumerated().map { index, lines in
      BlockText(lines: LineTable(lines: lines, of: document), isFileHeader: index == 0, reading: true)
    }
  }

  /// The kind of block `bytes` start: the first word (after a byte order mark), in any case,
  /// `menu` or `catalog`; a component when it is neither.
  static func kind(of bytes: [UInt8]) -> BlockKind {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t"),
      bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r")
    {
      end += 1
    }
    // Compared byte by byte, ASCII letters folded: no other character lower-cases to a letter of
    // either keyword (the Kelvin sign, the one that lower-cases to an ASCII letter, gives `k`).
    let word = bytes[start..<end]
    if Self.equalsFolded(word, "menu") { return .menu }
    if Self.equalsFolded(word, "catalog") { return .catalog }
    return .component
  }

  /// Whether `word` is `keyword` (lower-case ASCII) with its ASCII letters in any case.
  private static func equalsFolded(_ word: ArraySlice<UInt8>, _ keyword: StaticString) -> Bool {
    guard word.count == keyword.utf8CodeUnitCount else { return false }
    return keyword.withUTF8Buffer { expected in
      zip(word, expected).allSatisfy { MechanismMatcher.lowercased($0) == $1 }
    }
  }
}
