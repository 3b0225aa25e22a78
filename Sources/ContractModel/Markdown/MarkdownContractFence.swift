/// A contract written in a Markdown file: the content of a fenced code block whose info string
/// starts with the word `contract`.
///
/// The contract's text is the fence's content lines, each without the opening fence's
/// indentation (as CommonMark reads a fenced block). Offsets in that text map to offsets in the
/// Markdown file and back, line by line, so findings are reported at the Markdown file's own
/// lines and columns.
public struct MarkdownContractFence: Sendable, Hashable {
  /// One content line: where it starts in the Markdown file and in the contract, and how many
  /// bytes of indentation the contract leaves out.
  struct Line: Sendable, Hashable {
    let markdownStart: Int
    let contractStart: Int
    let removed: Int
  }

  /// The fence's number among the file's contract fences, from 1.
  public let number: Int
  /// The contract: the content lines, indentation removed.
  public let text: String
  /// The zero-based line of the Markdown file where the content starts (the line after the
  /// opening fence).
  public let firstLine: Int
  /// The content in the Markdown file (UTF-8 offsets): from the first content line's start to
  /// the end of the last content line, its line break included.
  public let range: SourceRange
  /// The content lines, in order.
  let lines: [Line]

  init(number: Int, text: String, firstLine: Int, range: SourceRange, lines: [Line]) {
    self.number = number
    self.text = text
    self.firstLine = firstLine
    self.range = range
    self.lines = lines
  }

  /// The offset in the Markdown file of `offset` in ``text`` (clamped to the text).
  public func markdownOffset(ofContractOffset offset: Int) -> Int {
    let clamped = min(max(0, offset), text.utf8.count)
    guard let index = Self.lastIndex(of: lines, notAfter: clamped, by: \.contractStart) else { return range.start }
    let line = lines[index]
    return line.markdownStart + line.removed + clamped - line.contractStart
  }

  /// `range` of ``text`` as a range of the Markdown file.
  public func markdownRange(ofContractRange range: SourceRange) -> SourceRange {
    SourceRange(start: markdownOffset(ofContractOffset: range.start), end: markdownOffset(ofContractOffset: range.end))
  }

  /// The offset in ``text`` of `offset` in the Markdown file, or nil when it lies outside the
  /// content. An offset in a line's left-out indentation is that line's start.
  public func contractOffset(ofMarkdownOffset offset: Int) -> Int? {
    guard contains(markdownOffset: offset),
      let index = Self.lastIndex(of: lines, notAfter: offset, by: \.markdownStart)
    else { return nil }
    let line = lines[index]
    return line.contractStart + max(0, offset - line.markdownStart - line.removed)
  }

  /// How many content lines the fence has (its lines in the Markdown file start at ``firstLine``).
  public var lineCount: Int { lines.count }

  /// The bytes of indentation left out of content line `line` (counted from 0 at ``firstLine``;
  /// 0 for a line that is not the fence's). Spaces only, so the same count in any encoding.
  public func indentation(ofLine line: Int) -> Int {
    lines.indices.contains(line) ? lines[line].removed : 0
  }

  /// Whether the Markdown `offset` is inside the content (its end included: typing there
  /// continues the last line).
  public func contains(markdownOffset offset: Int) -> Bool {
    offset >= range.start && offset <= range.end
  }

  /// The index of the last of `lines`, sorted by `key`, whose key is not after `offset`.
  static func lastIndex(of lines: [Line], notAfter offset: Int, by key: KeyPath<Line, Int>) -> Int? {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle][keyPath: key] <= offset { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : low - 1
  }
}
