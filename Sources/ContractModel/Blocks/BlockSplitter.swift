/// Splits a contract into its blocks: the file header (the lines before the first block
/// header, possibly none), then one block per header line, running to the line before the next.
///
/// Whether a line is a header depends on its own bytes only, so a block's extent never depends
/// on what other blocks say: an edit re-splits only the blocks around it.
enum BlockSplitter {
  /// The byte ranges of the blocks of `bytes`, in order; the first is the file header.
  static func ranges(of bytes: [UInt8]) -> [Range<Int>] {
    let lines = LineTable(bytes: bytes)
    return lineRanges(of: lines).map { lines.startOfLine($0.lowerBound)..<lines.startOfLine($0.upperBound) }
  }

  /// The lines of each block of the text of `lines`, in order; the first is the file header
  /// (possibly no line).
  static func lineRanges(of lines: LineTable) -> [Range<Int>] {
    let classifier = LineClassifier(lines: lines)
    var ranges: [Range<Int>] = []
    var start = 0
    for line in 0..<lines.lineCount where classifier.isHeader(line: line) {
      // A file that starts with a header has an empty file header (the byte order mark, if
      // any, stays with the first line).
      ranges.append(start..<line)
      start = line
    }
    ranges.append(start..<lines.lineCount)
    return ranges
  }

  /// Whether `bytes` (one block's text) starts with a header line.
  static func startsWithHeader(_ bytes: [UInt8]) -> Bool {
    guard !bytes.isEmpty else { return false }
    var end = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return LineClassifier(lines: LineTable(bytes: Array(bytes[..<end]))).isHeader(line: 0)
  }
}
