/// The formatter's edits to whole lines: no trailing blanks, no blank lines at the start or end of
/// the file, runs of blank lines folded to one, and one blank line before each block (before the
/// comments right above its header).
struct FormatterLineEdits {
  /// The parsed text.
  let tree: SyntaxTree

  private var lines: LineTable { tree.lines }

  /// The number of real lines (a text ending in a line break has no further line).
  private var lineCount: Int {
    let count = lines.lineCount
    return count > 1 && lines.startOfLine(count - 1) == lines.bytes.count ? count - 1 : count
  }

  /// Where `line`'s content starts (after the byte order mark on the first line).
  private func contentStart(_ line: Int) -> Int {
    line == 0 && tree.hasByteOrderMark ? min(3, lines.bytes.count) : lines.startOfLine(line)
  }

  /// The offset after the last non-blank byte of `line`'s content.
  private func contentEnd(_ line: Int) -> Int {
    var end = lines.endOfLineContent(line)
    let start = contentStart(line)
    while end > start, lines.bytes[end - 1] == 0x20 || lines.bytes[end - 1] == 0x09 { end -= 1 }
    return end
  }

  private func isBlank(_ line: Int) -> Bool { contentEnd(line) == contentStart(line) }

  private func isComment(_ line: Int) -> Bool {
    let start = contentStart(line)
    let end = contentEnd(line)
    guard let first = lines.bytes[start..<end].first(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
    return first == UInt8(ascii: "#")
  }

  /// Deletes `line` with its line ending (only its blanks when it is the last line).
  private func deletion(of line: Int) -> SourceEdit {
    let end = line + 1 < lines.lineCount ? lines.startOfLine(line + 1) : lines.endOfLineContent(line)
    return SourceEdit(range: SourceRange(start: contentStart(line), end: end), newText: "")
  }

  /// The edits.
  func edits() -> [SourceEdit] {
    let count = lineCount
    guard count > 0 else { return [] }
    var result: [SourceEdit] = []
    let firstContent = (0..<count).first { !isBlank($0) }
    let lastContent = (0..<count).last { !isBlank($0) }
    for line in 0..<count {
      if isBlank(line) {
        let leading = firstContent.map { line < $0 } ?? true
        let trailing = lastContent.map { line > $0 } ?? true
        if leading || trailing || (line > 0 && isBlank(line - 1)) {
          result.append(deletion(of: line))
        } else if lines.endOfLineContent(line) > contentStart(line) {
          result.append(
            SourceEdit(range: SourceRange(start: contentStart(line), end: lines.endOfLineContent(line)), newText: "")
          )
        }
      } else if contentEnd(line) < lines.endOfLineContent(line) {
        result.append(
          SourceEdit(range: SourceRange(start: contentEnd(line), end: lines.endOfLineContent(line)), newText: "")
        )
      }
    }
    for block in tree.blocks {
      var start = block.headerLine
      while start > 0, isComment(start - 1) { start -= 1 }
      guard let firstContent, start > firstContent, !isBlank(start - 1) else { continue }
      result.append(SourceEdit(range: .empty(at: lines.startOfLine(start)), newText: tree.lineEnding.rawValue))
    }
    return result
  }
}
