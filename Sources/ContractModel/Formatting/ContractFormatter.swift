/// Formats a contract: canonical key spelling (aliases → canonical, `macOS` → `Mac`, key case), one
/// space after `:`, shortcuts in symbol form and Apple's modifier order (`Cmd-Shift-N` → `⇧⌘N`), one
/// blank line between blocks, no trailing whitespace.
///
/// It only replaces whitespace, keys, platform names and shortcut spellings: it never reorders or
/// drops content, keeps each line's ending (CRLF stays CRLF) and the byte order mark, and is
/// idempotent (`format(format(x)) == format(x)`).
public enum ContractFormatter {
  /// The edits that format `text` (UTF-8 ranges of `text`, non-overlapping, sorted).
  public static func edits(for text: String) -> [SourceEdit] {
    edits(in: ContractParser.parse(text))
  }

  /// The edits of ``edits(for:)`` that belong to the lines `range` touches (UTF-8 offsets of
  /// `text`): what formatting a selection does.
  ///
  /// An edit belongs to the line its start is on (deleting a blank line takes the line with its
  /// line break; the blank line inserted before a block belongs to the block's first line) and is
  /// kept when that line is touched and the edit ends within the touched lines, so every edit of
  /// the whole document belongs to exactly one line: formatting the lines one by one gives
  /// ``format(_:)``, and no text is dropped or written twice. A range that ends at the start of a
  /// line after its first does not touch that line (a selection of whole lines).
  public static func edits(for text: String, onLinesTouching range: SourceRange) -> [SourceEdit] {
    let tree = ContractParser.parse(text)
    let lines = tree.lines
    let firstLine = lines.line(containing: range.start)
    var lastLine = lines.line(containing: range.end)
    if lastLine > firstLine, lines.startOfLine(lastLine) == range.end { lastLine -= 1 }
    let end = lastLine + 1 < lines.lineCount ? lines.startOfLine(lastLine + 1) : lines.bytes.count
    return edits(in: tree).filter { edit in
      (firstLine...lastLine).contains(lines.line(containing: edit.range.start)) && edit.range.end <= end
    }
  }

  /// `text` formatted.
  public static func format(_ text: String) -> String {
    SourceEdits.apply(edits(for: text), to: text)
  }

  /// The edits that format the text of `tree`.
  private static func edits(in tree: SyntaxTree) -> [SourceEdit] {
    var edits = FormatterFieldEdits(tree: tree).edits()
    edits += FormatterShortcutEdits(tree: tree).edits()
    edits += FormatterLineEdits(tree: tree).edits()
    return SourceEdits.nonOverlapping(edits.filter { $0.newText != tree.lines.text(in: $0.range) })
  }
}
