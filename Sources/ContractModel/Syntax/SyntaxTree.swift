/// The kind of a block header.
public enum BlockKind: String, Sendable, Hashable {
  /// `OrderRow` or `component OrderRow`.
  case component
  /// `menu Order`.
  case menu
  /// `catalog Swipe-Only Delete`.
  case catalog
}

/// A `Key: value` line, with the continuation lines appended to its value.
public struct FieldSyntax: Sendable, Hashable {
  /// The key as written, with inner runs of blanks folded to one space.
  public var key: String
  /// Where the key is written.
  public var keyRange: SourceRange
  /// The byte offset of the `:` that ends the key.
  public var colonOffset: Int
  /// The value's pieces: the text after the colon, then each continuation line, all trimmed.
  public var valueParts: FieldValueParts
  /// The value: `valueParts` joined with one space.
  public var value: String
  /// The zero-based line of the key.
  public var line: Int
  /// The zero-based line of the last continuation (or `line`).
  public var lastLine: Int
  /// From the first non-blank byte of the key line to the end of the last continuation's content.
  public var range: SourceRange
  /// Whether the key line is indented.
  public var isIndented: Bool

  /// The range of the whole value in the source (empty after the colon when the value is empty).
  public var valueRange: SourceRange {
    guard let first = valueParts.first, let last = valueParts.last else { return .empty(at: colonOffset + 1) }
    return SourceRange(start: first.start, end: last.end)
  }

  /// Maps a UTF-8 offset inside ``value`` to the offset in the source.
  ///
  /// The joining space between two parts maps to the end of the earlier part.
  public func sourceOffset(forValueOffset offset: Int) -> Int {
    var remaining = max(0, offset)
    for (index, part) in valueParts.enumerated() {
      if remaining <= part.length { return part.start + remaining }
      remaining -= part.length
      if index < valueParts.count - 1 {
        if remaining == 0 { return part.end }
        remaining -= 1
      }
    }
    return valueParts.last?.end ?? colonOffset + 1
  }

  /// Maps a range inside ``value`` to a range in the source.
  public func sourceRange(forValueRange range: Range<Int>) -> SourceRange {
    SourceRange(
      start: sourceOffset(forValueOffset: range.lowerBound),
      end: sourceOffset(forValueOffset: range.upperBound)
    )
  }
}

/// One command line of a `menu` block: `Reorder: ⌘R` or `Show Details`.
public struct MenuCommandSyntax: Sendable, Hashable {
  /// The command's name.
  public var name: String
  /// Where the name is written.
  public var nameRange: SourceRange
  /// The text after the colon (usually a shortcut), if any.
  public var detail: String?
  /// Where the detail is written.
  public var detailRange: SourceRange?
  /// The zero-based line.
  public var line: Int
  /// The line's content without its indentation.
  public var range: SourceRange
}

/// A comment line (`# …`).
public struct CommentSyntax: Sendable, Hashable {
  /// The text after `#`, trimmed.
  public var text: String
  /// From `#` to the end of the line's content.
  public var range: SourceRange
  /// The zero-based line.
  public var line: Int
}

/// A component, menu or catalog block: its header line and the lines below it.
public struct BlockSyntax: Sendable, Hashable {
  /// What the header declares.
  public var kind: BlockKind
  /// The `component`, `menu` or `catalog` keyword, when written.
  public var keywordRange: SourceRange?
  /// The component name, menu title or catalog entry name.
  public var name: String
  /// Where the name is written.
  public var nameRange: SourceRange
  /// The zero-based line of the header.
  public var headerLine: Int
  /// The header line's content.
  public var headerRange: SourceRange
  /// Fields of the block, in order.
  public var fields: [FieldSyntax]
  /// Command lines (menu blocks only).
  public var commands: [MenuCommandSyntax]
  /// The zero-based line of the block's last non-blank, non-comment line.
  public var lastLine: Int
  /// From the header to the end of the block's last line.
  public var range: SourceRange
}

/// The line ending a document uses.
public enum LineEnding: String, Sendable, Hashable {
  case lf = "\n"
  case crlf = "\r\n"
}

/// A parsed `.contract` file: a value that never fails to exist.
public struct SyntaxTree: Sendable {
  /// The text and its line table.
  public let lines: LineTable
  /// Fields before the first block (`App`, `Platforms`, `See`).
  public var headerFields: [FieldSyntax]
  /// The blocks in order.
  public var blocks: [BlockSyntax]
  /// Every comment line.
  public var comments: [CommentSyntax]
  /// Syntax diagnostics (rule `syntax`).
  public var diagnostics: [Diagnostic]
  /// Whether the text starts with a UTF-8 byte order mark.
  public var hasByteOrderMark: Bool
  /// The first line ending in the text (LF when there is none).
  public var lineEnding: LineEnding
  /// The field keys of lines that are a known key and a value without the colon between them
  /// (`Focus after dismiss selected row`): reported once, as `syntax`, so that the rules that miss
  /// that field say nothing of it.
  public var keysWithoutColon: [String] = []
}
