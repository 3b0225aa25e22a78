/// Conversions between UTF-8 offsets and line/column positions: what a whole text's
/// ``LineTable`` and a block-kept document's ``DocumentLines`` both answer, the same way.
public protocol LineIndex: Sendable {
  /// Number of lines (a text ending in a newline has an empty last line).
  var lineCount: Int { get }
  /// The line that contains `offset` (clamped into the text).
  func line(containing offset: Int) -> Int
  /// Offset of the first byte of `line` (clamped).
  func startOfLine(_ line: Int) -> Int
  /// Offset of the end of `line`'s content, before its `\r\n` or `\n`.
  func endOfLineContent(_ line: Int) -> Int
  /// The text of `line` without its line ending.
  func text(ofLine line: Int) -> String
  /// The text covered by `range` (clamped).
  func text(in range: SourceRange) -> String
  /// The position of `offset`, its column counted in `encoding`.
  func position(of offset: Int, encoding: ColumnEncoding) -> LineColumn
  /// The UTF-8 offset of `position`, its column counted in `encoding`.
  func offset(of position: LineColumn, encoding: ColumnEncoding) -> Int
}

extension LineTable: LineIndex {}

extension DocumentLines: LineIndex {}

extension LineIndex {
  /// The position of `offset`, its column counted in UTF-16 (LSP's default).
  public func position(of offset: Int) -> LineColumn { position(of: offset, encoding: .utf16) }

  /// The UTF-8 offset of `position`, its column counted in UTF-16 (LSP's default).
  public func offset(of position: LineColumn) -> Int { offset(of: position, encoding: .utf16) }
}
