/// A token that is not trivia, with what the trivia before it held.
public struct SignificantToken: Sendable, Hashable {
  /// What the token is.
  public var kind: SwiftTokenKind
  /// The keyword it spells, for identifiers (contextual ones included).
  public var keyword: SwiftKeyword?
  /// Whether a line break (or a comment holding one) comes between it and the token before.
  public var isAtLineStart: Bool
  /// Whether any trivia comes between it and the token before.
  public var hasSpaceBefore: Bool
  /// For an opening bracket: where its group ends (see ``BracketGroups``), with
  /// ``closedFlag`` set when a matching token closes it; -1 for other tokens.
  var groupEnd: Int32 = -1
  /// Offset of its first byte.
  public var start: Int
  /// Offset after its last byte.
  public var end: Int

  /// Set in ``groupEnd`` when the group is closed by its matching token.
  static let closedFlag: Int32 = 1 << 30

  init(
    kind: SwiftTokenKind,
    keyword: SwiftKeyword?,
    isAtLineStart: Bool,
    hasSpaceBefore: Bool,
    start: Int,
    end: Int
  ) {
    self.kind = kind
    self.keyword = keyword
    self.isAtLineStart = isAtLineStart
    self.hasSpaceBefore = hasSpaceBefore
    self.start = start
    self.end = end
  }

  /// The bytes it covers.
  public var range: Range<Int> { start..<end }

  /// Whether it is an opening bracket the reader pairs: `(`, `[`, `{`, `\(`, a string's opening.
  var opensGroup: Bool { groupEnd >= 0 }
}
