/// A shortcut found in text by ``ShortcutScanner``, valid or not.
public struct ShortcutToken: Sendable, Hashable {
  /// UTF-8 byte offsets of the token in the scanned text.
  public let range: Range<Int>
  /// The token as written.
  public let text: String
  /// The normalised shortcut, or why it cannot be normalised (`invalid-shortcut`).
  public let parse: ShortcutParse

  /// Creates a token.
  public init(range: Range<Int>, text: String, parse: ShortcutParse) {
    self.range = range
    self.text = text
    self.parse = parse
  }

  /// The shortcut, when the token is valid.
  public var shortcut: Shortcut? { parse.shortcut }

  /// The token's range in a document whose scanned text starts at byte `base`.
  public func sourceRange(offsetBy base: Int = 0) -> SourceRange {
    SourceRange(start: base + range.lowerBound, end: base + range.upperBound)
  }
}
