/// Finds the contracts written in a Markdown file: fenced code blocks whose info string starts
/// with the word `contract` (```` ```contract ```` or `~~~contract`).
///
/// Fences are read line by line as CommonMark reads them at the top level of a document: an
/// opening fence is three or more backticks or tildes after at most three spaces; the block ends at
/// a closing fence of the same character, at least as long, after at most three spaces, with
/// nothing after it but blanks, or at the end of the file; each content line is read without up to
/// as many spaces as the opening fence had. Fences of other languages are skipped whole, so a
/// `contract` fence shown inside a longer ```` ```` ```` block is not a contract.
///
/// No other Markdown structure is read. A fence in a list item is read when its opening line is
/// indented three spaces or less (`- Orders:` and, under it, the fence indented two spaces): it is
/// read as a top-level fence would be, and positions map exactly. One indented four spaces or more
/// (under a `10.` item, in a nested list), or written after the list marker on the marker's line,
/// is not read, nor is a fence inside a block quote (after `>`). Never fails: text that is not a
/// fence is passed over.
public enum MarkdownContracts {
  /// The contract fences of `text`, in order.
  public static func fences(in text: String) -> [MarkdownContractFence] {
    fences(in: Array(text.utf8))
  }

  /// The contract fences of the UTF-8 `bytes`, in order.
  public static func fences(in bytes: [UInt8]) -> [MarkdownContractFence] {
    let table = LineTable(bytes: bytes)
    var result: [MarkdownContractFence] = []
    var open: (fence: Fence, firstLine: Int)?
    for line in 0..<table.lineCount {
      let start = line == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : table.startOfLine(line)
      let end = table.endOfLineContent(line)
      if let current = open {
        guard current.fence.isClosed(by: bytes[start..<end]) else { continue }
        if current.fence.isContract {
          result.append(
            fence(
              number: result.count + 1,
              bytes: bytes,
              table: table,
              lines: current.firstLine..<line,
              indent: current.fence.indent
            )
          )
        }
        open = nil
      } else if let fence = Fence(opening: bytes[start..<end]) {
        open = (fence, line + 1)
      }
    }
    if let current = open, current.fence.isContract, current.firstLine < table.lineCount {
      result.append(
        fence(
          number: result.count + 1,
          bytes: bytes,
          table: table,
          lines: current.firstLine..<table.lineCount,
          indent: current.fence.indent
        )
      )
    }
    return result
  }

  /// The fence made of the content `lines`, each without up to `indent` leading spaces.
  static func fence(
    number: Int,
    bytes: [UInt8],
    table: LineTable,
    lines: Range<Int>,
    indent: Int
  ) -> MarkdownContractFence {
    var text: [UInt8] = []
    var entries: [MarkdownContractFence.Line] = []
    for line in lines {
      let start = table.startOfLine(line)
      let next = line + 1 < table.lineCount ? table.startOfLine(line + 1) : bytes.count
      var removed = 0
      while removed < indent, start + removed < next, bytes[start + removed] == UInt8(ascii: " ") { removed += 1 }
      entries.append(.init(markdownStart: start, contractStart: text.count, removed: removed))
      text += bytes[(start + removed)..<next]
    }
    let lower = table.startOfLine(lines.lowerBound)
    let upper = lines.upperBound < table.lineCount ? table.startOfLine(lines.upperBound) : bytes.count
    return MarkdownContractFence(
      number: number,
      text: String(decoding: text, as: UTF8.self),
      firstLine: lines.lowerBound,
      range: SourceRange(start: lower, end: upper),
      lines: entries
    )
  }

  /// An opening code fence.
  struct Fence {
    /// `` ` `` or `~`.
    let character: UInt8
    /// How many of them open it.
    let length: Int
    /// The spaces before it.
    let indent: Int
    /// Whether the first word of its info string is `contract`.
    let isContract: Bool

    /// The fence that `line` (its content, without the line break) opens, if any.
    init?(opening line: ArraySlice<UInt8>) {
      var index = line.startIndex
      while index < line.endIndex, line[index] == UInt8(ascii: " "), index - line.startIndex < 4 { index += 1 }
      let indent = index - line.startIndex
      guard indent <= 3, index < line.endIndex else { return nil }
      let character = line[index]
      guard character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
      var end = index
      while end < line.endIndex, line[end] == character { end += 1 }
      guard end - index >= 3 else { return nil }
      let info = line[end...]
      // A backtick fence's info string may not hold a backtick (it would be inline code).
      if character == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
      let word = info.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        .prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "{") }
      self.character = character
      self.length = end - index
      self.indent = indent
      self.isContract = String(decoding: word, as: UTF8.self).lowercased() == "contract"
    }

    /// Whether `line` (its content) closes this fence.
    func isClosed(by line: ArraySlice<UInt8>) -> Bool {
      var index = line.startIndex
      while index < line.endIndex, line[index] == UInt8(ascii: " "), index - line.startIndex < 4 { index += 1 }
      guard index - line.startIndex <= 3 else { return false }
      var end = index
      while end < line.endIndex, line[end] == character { end += 1 }
      guard end - index >= length else { return false }
      return line[end...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
  }
}
