/// A token that is not trivia, with what the trivia before it held.
public struct SignificantToken: Sendable, Hashable {
  /// What the token is.
  public var kind: SwiftTokenKind
  /// Offset of its first byte.
  public var start: Int
  /// Offset after its last byte.
  public var end: Int
  /// The keyword it spells, for identifiers (contextual ones included).
  public var keyword: SwiftKeyword?
  /// Whether a line break (or a comment holding one) comes between it and the token before.
  public var isAtLineStart: Bool
  /// Whether any trivia comes between it and the token before.
  public var hasSpaceBefore: Bool

  /// The bytes it covers.
  public var range: Range<Int> { start..<end }

  /// Whether it is an opening bracket the reader pairs: `(`, `[`, `{`, `\(`, a string's opening.
  var opensGroup: Bool {
    switch kind {
    case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringOpen: true
    default: false
    }
  }
}
