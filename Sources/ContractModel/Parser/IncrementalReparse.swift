/// What an incremental reparse kept: the blocks before ``firstBlock`` are unchanged, the old
/// blocks `firstBlock..<oldEnd` became the new blocks `firstBlock..<newEnd`, and the blocks
/// after moved by ``shift``.
public struct TreeEdit: Sendable, Hashable {
  /// The first block read again.
  public var firstBlock: Int
  /// One past the last old block replaced.
  public var oldEnd: Int
  /// One past the last new block read.
  public var newEnd: Int
  /// How the blocks after the edit moved.
  public var shift: SourceShift
  /// The first line read again (the same in the old and the new text).
  public var firstLine: Int
  /// In the old text, the offset where the moved tail starts (`Int.max` when nothing moved).
  public var oldTailOffset: Int
  /// In the old text, the line where the moved tail starts (the line count when nothing moved).
  public var oldTailLine: Int

  /// Maps an old block index outside the edited ones to its new index.
  public func newIndex(ofOldBlock index: Int) -> Int { index < firstBlock ? index : index - oldEnd + newEnd }
}

extension ContractParser {
  /// Parses `text`, the text of `old` after an edit, reading again only the blocks the edit
  /// touched; the others are kept, those after it shifted.
  ///
  /// A line's shape depends on its own bytes alone and a block header resets the parser's
  /// state, so the lines from the last header before the edit to the first header after it are
  /// all that can parse differently. An edit before the first block parses the whole text, and
  /// then the edit is nil. The result equals ``parse(_:)`` of `text` (a test holds it to that).
  public static func reparse(_ old: SyntaxTree, text: String) -> (tree: SyntaxTree, edit: TreeEdit?) {
    let lines = LineTable(text)
    guard let edit = Self.edit(from: old, to: lines) else {
      var builder = TreeBuilder(lines: lines)
      builder.run()
      return (builder.finish(), nil)
    }
    let newEndLine = edit.oldTailLine == old.lines.lineCount ? lines.lineCount : edit.oldTailLine + edit.shift.lines
    var builder = TreeBuilder(lines: lines)
    builder.run(lines: edit.firstLine..<newEndLine)
    let firstOffset = old.lines.startOfLine(edit.firstLine)
    var tree = builder.finish()
    var spliced = edit
    spliced.newEnd = edit.firstBlock + tree.blocks.count
    tree.headerFields = old.headerFields
    tree.blocks =
      Array(old.blocks[..<edit.firstBlock]) + tree.blocks
      + old.blocks[edit.oldEnd...].map { $0.shifted(by: edit.shift) }
    tree.comments =
      old.comments.filter { $0.line < edit.firstLine } + tree.comments
      + old.comments.filter { $0.line >= edit.oldTailLine }.map { $0.shifted(by: edit.shift) }
    tree.diagnostics =
      old.diagnostics.filter { $0.range.start < firstOffset } + tree.diagnostics
      + old.diagnostics.filter { $0.range.start >= edit.oldTailOffset }.map {
        var moved = $0
        moved.range.shift(by: edit.shift)
        return moved
      }
    return (tree, spliced)
  }

  /// The blocks an edit from `old` to `lines` touches, or nil when it reaches the file header.
  static func edit(from old: SyntaxTree, to lines: LineTable) -> TreeEdit? {
    let before = old.lines.bytes
    let after = lines.bytes
    let (prefix, suffix) = commonEnds(before, after)
    let changedEnd = before.count - suffix
    let firstChangedLine = old.lines.line(containing: prefix)
    let lastChangedLine = old.lines.line(containing: changedEnd)
    // The last block whose header stands before the first changed line: its header keeps its shape.
    guard let first = old.blocks.lastIndex(where: { $0.headerLine < firstChangedLine }) else { return nil }
    let end = old.blocks[(first + 1)...].firstIndex { $0.headerLine > lastChangedLine } ?? old.blocks.count
    let tailLine = end < old.blocks.count ? old.blocks[end].headerLine : old.lines.lineCount
    // With no block after the edit, nothing is moved: the reparse runs to the end of the text.
    let tailOffset = end < old.blocks.count ? old.lines.startOfLine(tailLine) : Int.max
    return TreeEdit(
      firstBlock: first,
      oldEnd: end,
      newEnd: end,
      shift: SourceShift(bytes: after.count - before.count, lines: lines.lineCount - old.lines.lineCount),
      firstLine: old.blocks[first].headerLine,
      oldTailOffset: tailOffset,
      oldTailLine: tailLine
    )
  }

  /// The lengths of the longest common prefix and of the longest common suffix that does not
  /// overlap it.
  static func commonEnds(_ lhs: [UInt8], _ rhs: [UInt8]) -> (prefix: Int, suffix: Int) {
    lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in
        let limit = min(left.count, right.count)
        let leftBytes = UnsafeRawBufferPointer(left)
        let rightBytes = UnsafeRawBufferPointer(right)
        // Eight bytes at a time while they agree, then byte by byte.
        var prefix = 0
        while prefix + 8 <= limit,
          leftBytes.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
            == rightBytes.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
        {
          prefix += 8
        }
        while prefix < limit, left[prefix] == right[prefix] { prefix += 1 }
        var suffix = 0
        while suffix + 8 <= limit - prefix,
          leftBytes.loadUnaligned(fromByteOffset: left.count - suffix - 8, as: UInt64.self)
            == rightBytes.loadUnaligned(fromByteOffset: right.count - suffix - 8, as: UInt64.self)
        {
          suffix += 8
        }
        while suffix < limit - prefix, left[left.count - 1 - suffix] == right[right.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
      }
    }
  }
}
