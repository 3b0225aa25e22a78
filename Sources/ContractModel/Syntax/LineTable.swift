/// How an editor counts columns: LSP's `PositionEncodingKind`.
public enum ColumnEncoding: String, Sendable, Hashable, CaseIterable {
  /// UTF-8 code units (bytes).
  case utf8 = "utf-8"
  /// UTF-16 code units, the LSP default.
  case utf16 = "utf-16"
  /// Unicode scalars.
  case utf32 = "utf-32"
}

/// A zero-based line and column, the column counted in some ``ColumnEncoding``.
public struct LineColumn: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Zero-based line.
  public var line: Int
  /// Zero-based column.
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
    lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
  }

  public var description: String { "\(line + 1):\(column + 1)" }
}

/// The UTF-8 text of one document with the offsets where its lines start.
///
/// Converts between UTF-8 offsets and line/column positions in any ``ColumnEncoding``.
/// A line ends after `\n`; a `\r` before it belongs to the line ending, never to a column.
/// Conversions clamp: a position past a line's end maps to that line's end, a line past
/// the last maps to the end of the text. They never trap.
public struct LineTable: Sendable {
  /// The text as UTF-8 bytes.
  public let bytes: [UInt8]
  /// Offsets where each line starts; the first is 0. Four bytes each, not eight: a table is kept
  /// for every block of every document (an offset past 4 GiB is held as 4 GiB, which keeps the
  /// table in order and every conversion in the text).
  private let starts: [UInt32]

  /// Offsets where each line starts; the first is 0 (made on each call: ``startOfLine(_:)`` reads
  /// one).
  public var lineStarts: [Int] { starts.map { Int($0) } }

  /// Builds the table for `text`.
  public init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Builds the table for UTF-8 `bytes`.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    self.starts = Self.lineStarts(of: bytes)
  }

  /// The table of the lines `lines` of `table` (a run of whole lines: its text from the first
  /// one's start to the next one's, or to the end), made from `table`'s without reading the text
  /// again.
  init(lines: Range<Int>, of table: LineTable) {
    guard !lines.isEmpty else {
      bytes = []
      starts = [0]
      return
    }
    let start = Int(table.starts[lines.lowerBound])
    let end = lines.upperBound < table.starts.count ? Int(table.starts[lines.upperBound]) : table.bytes.count
    bytes = Array(table.bytes[start..<end])
    let offset = UInt32(clamping: start)
    var starts: [UInt32] = []
    starts.reserveCapacity(lines.count + 1)
    for start in table.starts[lines] { starts.append(start - offset) }
    // Text that ends with a newline has an empty last line, which a run that is not the end of
    // the text takes from the next line's start.
    if lines.upperBound < table.starts.count, end > start { starts.append(UInt32(clamping: end - start)) }
    self.starts = starts
  }

  /// The table of `table`'s text with `range` replaced by `replacement`, where neither holds a
  /// newline (an edit inside one line): the lines after the edited one are moved, not found again.
  init(editing table: LineTable, range: Range<Int>, with replacement: [UInt8]) {
    var bytes = table.bytes
    bytes.replaceSubrange(range, with: replacement)
    self.bytes = bytes
    var starts = table.starts
    let delta = replacement.count - range.count
    if delta != 0 {
      for line in (table.line(containing: range.lowerBound) + 1)..<starts.count {
        starts[line] = UInt32(clamping: Int(starts[line]) + delta)
      }
    }
    self.starts = starts
  }

  /// Where each line of `bytes` starts: 0, then after every `\n`. Eight bytes at a time: a word
  /// with no newline byte (tested with the usual has-zero-byte trick on the word XOR `\n`s) is
  /// skipped whole.
  static func lineStarts(of bytes: [UInt8]) -> [UInt32] {
    // The newlines are counted first: the table is allocated once, at its size (a table per
    // block is kept), not grown as they are found.
    var count = 0
    forEachNewline(in: bytes) { _ in count += 1 }
    var starts: [UInt32] = []
    starts.reserveCapacity(count + 1)
    starts.append(0)
    forEachNewline(in: bytes) { starts.append(UInt32(clamping: $0 + 1)) }
    return starts
  }

  /// Calls `body` with the offset of every `\n` of `bytes`, in order.
  private static func forEachNewline(in bytes: [UInt8], _ body: (Int) -> Void) {
    bytes.withUnsafeBytes { raw in
      let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
      let low: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      var index = 0
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newlines
        if (word &- low) & ~word & high == 0 {
          index += 8
          continue
        }
        for offset in index..<(index + 8) where raw[offset] == UInt8(ascii: "\n") { body(offset) }
        index += 8
      }
      for offset in index..<raw.count where raw[offset] == UInt8(ascii: "\n") { body(offset) }
    }
  }

  /// Number of lines (a text ending in a newline has an empty last line).
  public var lineCount: Int { starts.count }

  /// The line that contains `offset` (clamped into the text).
  public func line(containing offset: Int) -> Int {
    let offset = min(max(0, offset), bytes.count)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Offset of the first byte of `line` (clamped).
  public func startOfLine(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= starts.count { return bytes.count }
    return Int(starts[line])
  }

  /// Offset of the end of `line`'s content, before its `\r\n` or `\n`.
  public func endOfLineContent(_ line: Int) -> Int {
    if line < 0 { return 0 }
    if line >= starts.count { return bytes.count }
    let start = Int(starts[line])
    var end = line + 1 < starts.count ? Int(starts[line + 1]) : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return end
  }

  /// The text of `line` without its line ending.
  public func text(ofLine line: Int) -> String {
    let start = startOfLine(line)
    let end = endOfLineContent(line)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The text covered by `range` (clamped).
  public func text(in range: SourceRange) -> String {
    let start = min(max(0, range.start), bytes.count)
    let end = min(max(start, range.end), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The position of `offset`, its column counted in `encoding`.
  public func position(of offset: Int, encoding: ColumnEncoding = .utf16) -> LineColumn {
    let offset = min(max(0, offset), bytes.count)
    let line = line(containing: offset)
    let start = Int(starts[line])
    let end = max(start, min(offset, endOfLineContent(line)))
    return LineColumn(line: line, column: Self.countUnits(bytes, start..<end, in: encoding))
  }

  /// The UTF-8 offset of `position`, its column counted in `encoding`.
  ///
  /// A column past the line's end maps to the end of the line's content; a column inside
  /// a character maps to that character's start.
  public func offset(of position: LineColumn, encoding: ColumnEncoding = .utf16) -> Int {
    if position.line < 0 { return 0 }
    if position.line >= starts.count { return bytes.count }
    let start = Int(starts[position.line])
    let end = endOfLineContent(position.line)
    var remaining = max(0, position.column)
    var index = start
    bytes.withUnsafeBytes { raw in
      while index < end && remaining > 0 {
        // ASCII is one unit per byte in every encoding: eight bytes at a time where they are.
        if remaining >= 8, index + 8 <= end, Self.isASCII(raw, wordAt: index) {
          index += 8
          remaining -= 8
          continue
        }
        let length = Self.scalarLength(lead: raw[index])
        let units: Int
        switch encoding {
        case .utf8: units = length
        case .utf16: units = length == 4 ? 2 : 1
        case .utf32: units = 1
        }
        if units > remaining { break }
        remaining -= units
        index = min(end, index + length)
      }
    }
    return index
  }

  /// Counts the code units of the UTF-8 `bytes[range]` in `encoding`.
  static func countUnits(_ bytes: [UInt8], _ range: Range<Int>, in encoding: ColumnEncoding) -> Int {
    if encoding == .utf8 { return range.count }
    return bytes.withUnsafeBytes { raw in
      var count = 0
      var index = range.lowerBound
      while index < range.upperBound {
        // ASCII is one unit per byte: eight bytes at a time where they are.
        if index + 8 <= range.upperBound, isASCII(raw, wordAt: index) {
          count += 8
          index += 8
          continue
        }
        let byte = raw[index]
        if byte & 0xC0 != 0x80 { count += encoding == .utf16 && byte >= 0xF0 ? 2 : 1 }
        index += 1
      }
      return count
    }
  }

  /// Whether the eight bytes of `raw` from `offset` are all ASCII.
  private static func isASCII(_ raw: UnsafeRawBufferPointer, wordAt offset: Int) -> Bool {
    raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
  }

  /// Byte length of the scalar whose first byte is `lead`.
  static func scalarLength(lead: UInt8) -> Int {
    switch lead {
    case 0..<0x80: return 1
    case 0xC0..<0xE0: return 2
    case 0xE0..<0xF0: return 3
    case 0xF0...: return 4
    default: return 1
    }
  }
}
