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
    let tree = ContractParser.parse(text)
    var edits = FormatterFieldEdits(tree: tree).edits()
    edits += FormatterShortcutEdits(tree: tree).edits()
    edits += FormatterLineEdits(tree: tree).edits()
    return SourceEdits.nonOverlapping(edits.filter { $0.newText != tree.lines.text(in: $0.range) })
  }

  /// `text` formatted.
  public static func format(_ text: String) -> String {
    SourceEdits.apply(edits(for: text), to: text)
  }
}
