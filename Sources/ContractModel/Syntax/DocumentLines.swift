/// The lines of a document kept as blocks: converts between absolute UTF-8 offsets and
/// line/column positions through each block's own line table, so no table of the whole text is
/// built when a block changes. The same answers as a ``LineTable`` of the whole text.
public struct DocumentLines: Sendable {
  /// Where each block starts (UTF-8 offsets), before ``pending`` moves them (see
  /// ``start(ofBlock:)``).
  private var storedStarts: [Int] = []
  /// The first line of each block, before ``pending`` moves them (see ``firstLine(_:)``).
  private var storedFirstLines: [Int] = []
  /// Each block's line table.
  private(set) var tables: [LineTable]
  /// The length of the text.
  public private(set) var byteCount: Int = 0
  /// How far the blocks from `from` on have moved and the stored places do not say yet: the
  /// blocks after an edit are moved once, when an edit elsewhere comes, not at every keystroke.
  private var pending = Shift()

  /// A move of every block from `from` on.
  private struct Shift: Sendable {
    var from = Int.max
    var bytes = 0
    var lines = 0
  }

  /// The lines of blocks whose line tables are `tables`, in order.
  init(tables: [LineTable]) {
    self.tables = tables.isEmpty ? [LineTable(bytes: [])] : tables
    placeEveryBlock()
  }

  /// Where block `index` starts (UTF-8 offset).
  func start(ofBlock index: Int) -> Int { storedStarts[index] + (index >= pending.from ? pending.bytes : 0) }

  /// The first line of block `index`.
  private func firstLine(_ index: Int) -> Int {
    storedFirstLines[index] + (index >= pending.from ? pending.lines : 0)
  }

  /// Where each block starts (made at once after ``settle()``).
  var starts: [Int] { pending.from < storedStarts.count ? tables.indices.map { start(ofBlock: $0) } : storedStarts }

  /// The first line of each block (made at once after ``settle()``).
  var firstLines: [Int] {
    pending.from < storedFirstLines.count ? tables.indices.map { firstLine($0) } : storedFirstLines
  }

  /// Replaces the line tables of the blocks `range` with `tables`: the blocks after them move by
  /// what the text before them gained or lost, their tables kept as they are and not looked at.
  /// Keystrokes in one block add up to one move of the blocks after it, made when an edit
  /// elsewhere comes (a keystroke in the middle of a 100,000-line document does not walk the
  /// 5,000 blocks after it).
  mutating func replace(_ range: Range<Int>, with tables: [LineTable]) {
    guard !tables.isEmpty || range.count < self.tables.count else {
      self.tables = [LineTable(bytes: [])]
      placeEveryBlock()
      return
    }
    // A move still owed to other blocks than those after `range` is made now.
    if pending.from != range.upperBound { settle() }
    let before = range.lowerBound - 1
    var offset = before < 0 ? 0 : start(ofBlock: before) + self.tables[before].bytes.count
    var line = before < 0 ? 0 : firstLine(before) + self.tables[before].lineCount - 1
    var newStarts: [Int] = []
    var newFirstLines: [Int] = []
    newStarts.reserveCapacity(tables.count)
    newFirstLines.reserveCapacity(tables.count)
    for table in tables {
      newStarts.append(offset)
      newFirstLines.append(line)
      offset += table.bytes.count
      line += table.lineCount - 1
    }
    let movedBytes = range.upperBound < self.tables.count ? offset - start(ofBlock: range.upperBound) : 0
    let movedLines = range.upperBound < self.tables.count ? line - firstLine(range.upperBound) : 0
    self.tables.replaceSubrange(range, with: tables)
    storedStarts.replaceSubrange(range, with: newStarts)
    storedFirstLines.replaceSubrange(range, with: newFirstLines)
    let after = range.lowerBound + tables.count
    if after < self.tables.count {
      pending = Shift(
        from: after,
        bytes: (pending.from == Int.max ? 0 : pending.bytes) + movedBytes,
        lines: (pending.from == Int.max ? 0 : pending.lines) + movedLines
      )
      byteCount += movedBytes
    } else {
      pending = Shift()
      byteCount = offset
    }
  }

  /// Writes the blocks' pending move into their places, so that ``starts`` is at hand.
  mutating func settle() {
    guard pending.from < storedStarts.count else {
      pending = Shift()
      return
    }
    let shift = pending
    pending = Shift()
    storedStarts.withUnsafeMutableBufferPointer { starts in
      for index in shift.from..<starts.count { starts[index] += shift.bytes }
    }
    storedFirstLines.withUnsafeMutableBufferPointer { firstLines in
      for index in shift.from..<firstLines.count { firstLines[index] += shift.lines }
    }
  }

  /// Finds where each block starts, and its first line.
  private mutating func placeEveryBlock() {
    pending = Shift()
    storedStarts = []
    storedFirstLines = []
    storedStarts.reserveCapacity(self.tables.count)
    storedFirstLines.reserveCapacity(self.tables.count)
    var offset = 0
    var line = 0
    // Read in place: copying each table out would retain and release its two arrays.
    self.tables.withUnsafeBufferPointer { tables in
      for table in tables {
        storedStarts.append(offset)
        storedFirstLines.append(line)
        offset += table.bytes.count
        line += table.lineCount - 1
      }
    }
    byteCount = offset
  }

  /// The lines of a text held whole.
  public init(_ text: String) { self.init(tables: [LineTable(text)]) }

  /// Number of lines (a text ending in a newline has an empty last line).
  public var lineCount: Int { firstLine(tables.count - 1) + tables[tables.count - 1].lineCount }

  /// The index of the block that holds `offset`: the last that starts at or before it (the last
  /// block for the end of the text, the first for an offset before it).
  func blockIndex(containing offset: Int) -> Int {
    lastIndex { start(ofBlock: $0) <= offset }
  }

  /// The index of the block holding `line`'s start (clamped).
  private func block(atLine line: Int) -> Int {
    lastIndex { firstLine($0) <= line }
  }

  /// The last block index that satisfies `isBefore` (true up to some index, false after), or 0.
  private func lastIndex(_ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = tables.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if isBefore(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The line that contains `offset` (clamped into the text).
  public func line(containing offset: Int) -> Int {
    let offset = min(max(0, offset), byteCount)
    let index = blockIndex(containing: offset)
    return firstLine(index) + tables[index].line(containing: offset - start(ofBlock: index))
  }

  /// Offset of the first byte of `line` (clamped).
  public func startOfLine(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineCount { return byteCount }
    let index = block(atLine: line)
    return start(ofBlock: index) + tables[index].startOfLine(line - firstLine(index))
  }

  /// Offset of the end of `line`'s content, before its `\r\n` or `\n`.
  public func endOfLineContent(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= lineCount { return byteCount }
    let index = block(atLine: line)
    return start(ofBlock: index) + tables[index].endOfLineContent(line - firstLine(index))
  }

  /// The text of `line` without its line ending.
  public func text(ofLine line: Int) -> String {
    if line < 0 || line >= lineCount { return "" }
    let index = block(atLine: line)
    return tables[index].text(ofLine: line - firstLine(index))
  }

  /// The text covered by `range` (clamped), across blocks.
  public func text(in range: SourceRange) -> String {
    let first = min(max(0, range.start), byteCount)
    let end = min(max(first, range.end), byteCount)
    var bytes: [UInt8] = []
    for index in blockIndex(containing: first)..<tables.count {
      // The blocks after the range are not visited: a loop over them made each call linear.
      let blockStart = start(ofBlock: index)
      guard blockStart < end else { break }
      let table = tables[index]
      let lower = max(first, blockStart) - blockStart
      let upper = min(end, blockStart + table.bytes.count) - blockStart
      if lower < upper { bytes += table.bytes[lower..<upper] }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The position of `offset`, its column counted in `encoding`.
  public func position(of offset: Int, encoding: ColumnEncoding = .utf16) -> LineColumn {
    let offset = min(max(0, offset), byteCount)
    let index = blockIndex(containing: offset)
    let position = tables[index].position(of: offset - start(ofBlock: index), encoding: encoding)
    return LineColumn(line: firstLine(index) + position.line, column: position.column)
  }

  /// The UTF-8 offset of `position`, its column counted in `encoding` (clamped as a
  /// ``LineTable`` clamps).
  public func offset(of position: LineColumn, encoding: ColumnEncoding = .utf16) -> Int {
    if position.line < 0 { return 0 }
    if position.line >= lineCount { return byteCount }
    let index = block(atLine: position.line)
    let local = LineColumn(line: position.line - firstLine(index), column: position.column)
    return start(ofBlock: index) + tables[index].offset(of: local, encoding: encoding)
  }
}
