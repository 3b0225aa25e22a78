/// The lines of a document kept as blocks: converts between absolute UTF-8 offsets and
/// line/column positions through each block's own line table, so no table of the whole text is
/// built when a block changes. The same answers as a ``LineTable`` of the whole text.
public struct DocumentLines: Sendable {
  /// Where each block starts (UTF-8 offsets).
  private(set) var starts: [Int]
  /// The first line of each block.
  private(set) var firstLines: [Int]
  /// Each block's line table.
  private(set) var tables: [LineTable]
  /// The length of the text.
  public private(set) var byteCount: Int

  /// The lines of blocks whose line tables are `tables`, in order.
  init(tables: [LineTable]) {
    self.tables = tables.isEmpty ? [LineTable(bytes: [])] : tables
    starts = []
    firstLines = []
    byteCount = 0
    placeBlocks(from: 0)
  }

  /// Replaces the line tables of the blocks `range` with `tables`: the blocks after them are
  /// placed again, their tables kept as they are.
  mutating func replace(_ range: Range<Int>, with tables: [LineTable]) {
    self.tables.replaceSubrange(range, with: tables)
    if self.tables.isEmpty { self.tables = [LineTable(bytes: [])] }
    placeBlocks(from: min(range.lowerBound, self.tables.count - 1))
  }

  /// Finds where each block from `first` on starts, and its first line.
  private mutating func placeBlocks(from first: Int) {
    starts.removeSubrange(min(first, starts.count)...)
    firstLines.removeSubrange(min(first, firstLines.count)...)
    var offset = first == 0 ? 0 : starts[first - 1] + self.tables[first - 1].bytes.count
    var line = first == 0 ? 0 : firstLines[first - 1] + self.tables[first - 1].lineCount - 1
    starts.reserveCapacity(self.tables.count)
    firstLines.reserveCapacity(self.tables.count)
    // Read in place: a document of 10,000 blocks is placed again after an edit of its first one,
    // and copying each table out would retain and release its two arrays.
    self.tables.withUnsafeBufferPointer { tables in
      for index in first..<tables.count {
        starts.append(offset)
        firstLines.append(line)
        offset += tables[index].bytes.count
        line += tables[index].lineCount - 1
      }
    }
    byteCount = offset
  }

  /// The lines of a text held whole.
  public init(_ text: String) { self.init(tables: [LineTable(text)]) }

  /// Number of lines (a text ending in a newline has an empty last line).
  public var lineCount: Int { firstLines[firstLines.count - 1] + tables[tables.count - 1].lineCount }

  /// The index of the block holding `offset` (clamped).
  private func block(atOffset offset: Int) -> Int {
    Self.lastIndex(in: starts) { $0 <= offset }
  }

  /// The index of the block holding `line`'s start (clamped).
  private func block(atLine line: Int) -> Int {
    Self.lastIndex(in: firstLines) { $0 <= line }
  }

  /// The last index of `values` (sorted) whose value satisfies `isBefore`, or 0.
  private static func lastIndex(in values: [Int], _ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = values.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if isBefore(values[middle]) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The line that contains `offset` (clamped into the text).
  public func line(containing offset: Int) -> Int {
    let offset = min(max(0, offset), byteCount)
    let index = block(atOffset: offset)
    return firstLines[index] + tables[index].line(containing: offset - starts[index])
  }

  /// Offset of the first byte of `line` (clamped).
  public func startOfLine(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineCount { return byteCount }
    let index = block(atLine: line)
    return starts[index] + tables[index].startOfLine(line - firstLines[index])
  }

  /// Offset of the end of `line`'s content, before its `\r\n` or `\n`.
  public func endOfLineContent(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineCount { return byteCount }
    let index = block(atLine: line)
    return starts[index] + tables[index].endOfLineContent(line - firstLines[index])
  }

  /// The text of `line` without its line ending.
  public func text(ofLine line: Int) -> String {
    if line < 0 || line >= lineCount { return "" }
    let index = block(atLine: line)
    return tables[index].text(ofLine: line - firstLines[index])
  }

  /// The text covered by `range` (clamped), across blocks.
  public func text(in range: SourceRange) -> String {
    let start = min(max(0, range.start), byteCount)
    let end = min(max(start, range.end), byteCount)
    var bytes: [UInt8] = []
    for index in block(atOffset: start)..<tables.count {
      // The blocks after the range are not visited: a loop over them made each call linear.
      guard starts[index] < end else { break }
      let table = tables[index]
      let lower = max(start, starts[index]) - starts[index]
      let upper = min(end, starts[index] + table.bytes.count) - starts[index]
      if lower < upper { bytes += table.bytes[lower..<upper] }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The position of `offset`, its column counted in `encoding`.
  public func position(of offset: Int, encoding: ColumnEncoding = .utf16) -> LineColumn {
    let offset = min(max(0, offset), byteCount)
    let index = block(atOffset: offset)
    let position = tables[index].position(of: offset - starts[index], encoding: encoding)
    return LineColumn(line: firstLines[index] + position.line, column: position.column)
  }

  /// The UTF-8 offset of `position`, its column counted in `encoding` (clamped as a
  /// ``LineTable`` clamps).
  public func offset(of position: LineColumn, encoding: ColumnEncoding = .utf16) -> Int {
    if position.line < 0 { return 0 }
    if position.line >= lineCount { return byteCount }
    let index = block(atLine: position.line)
    let local = LineColumn(line: position.line - firstLines[index], column: position.column)
    return starts[index] + tables[index].offset(of: local, encoding: encoding)
  }
}
