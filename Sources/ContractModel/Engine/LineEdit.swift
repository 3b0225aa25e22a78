/// An edit that stays inside one line of one block and leaves where the blocks start as it was: a
/// keystroke, the common edit. The block's text is edited in place; the blocks around it are not
/// split again (``ContractWorkspace/edit(_:range:newText:)`` splits the block before it and those
/// the edit touches for any other edit).
///
/// Where blocks start depends on which lines are headers, and whether a line is a header on that
/// line's bytes alone (``BlockSplitter``): so an edit that breaks no line and joins none, on a line
/// that is not its block's header line and does not become a header, moves no block boundary.
enum LineEdit {
  /// The text of `block` with `range` (UTF-8 offsets into the block) replaced by `newText`, when
  /// the edit keeps every block boundary where it is; nil when the blocks must be split again.
  /// Its line table is the block's with the lines after the edited one moved, its kind the
  /// block's (its first line is not edited), and `leaf-ignore-file` looked for in the edited
  /// line alone unless the block held it.
  ///
  /// `isFileHeader`: the block is the document's first (the file header), which has no header
  /// line of its own; its first line is the document's, whose byte order mark a header may
  /// follow.
  static func editedText(
    of block: WorkspaceBlock,
    isFileHeader: Bool,
    range: Range<Int>,
    newText: [UInt8]
  ) -> BlockText? {
    let bytes = block.bytes
    guard range.lowerBound >= 0, range.upperBound <= bytes.count,
      !newText.contains(newline), !bytes[range].contains(newline)
    else { return nil }
    let line = block.lines.line(containing: range.lowerBound)
    // A block's first line is its header: editing it may rename the block, change its kind or
    // join it to the block before.
    guard isFileHeader || line > 0 else { return nil }
    let lineStart = block.lines.startOfLine(line)
    let lineEnd = block.lines.startOfLine(line + 1)
    var edited: [UInt8] = []
    edited.reserveCapacity(lineEnd - lineStart - range.count + newText.count)
    edited += bytes[lineStart..<range.lowerBound]
    edited += newText
    edited += bytes[range.upperBound..<lineEnd]
    // A byte order mark is skipped before the document's first line only: a line that starts with
    // one elsewhere is classified by the whole split.
    let documentFirstLine = isFileHeader && line == 0
    guard documentFirstLine || !edited.starts(with: byteOrderMark) else { return nil }
    // The edited line, classified as the splitter classifies a block's first line.
    guard !BlockSplitter.startsWithHeader(edited) else { return nil }
    let lines = LineTable(editing: block.lines, range: range, with: newText)
    return BlockText(
      lines: lines,
      kind: block.kind,
      mentionsFileWideSuppression: BlockText.mentionsFileWideSuppression(
        block.mentionsFileWideSuppression ? lines.bytes : edited
      )
    )
  }

  private static let newline = UInt8(ascii: "\n")
  /// The UTF-8 byte order mark.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
