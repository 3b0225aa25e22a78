/// The pairs of brackets among significant tokens: `()`, `[]`, `{}`, an interpolation's `\(`
/// and `)`, a string's opening and closing delimiters.
///
/// Unbalanced input recovers: a `}` closes the nearest open `{` (the groups opened inside it end
/// there, unclosed); a `)` or `]` that matches nothing open since the nearest `{` is ignored; a
/// string whose closing delimiter is missing ends before the first token that cannot be inside
/// it. A group still open at the end of the file runs to the end.
public struct BracketGroups: Sendable {
  private let tokens: [SignificantToken]

  init(tokens: [SignificantToken]) {
    self.tokens = tokens
  }

  /// The index after the last token inside the group that `open` opens (`open + 1` when it opens
  /// nothing).
  @inline(__always) public func contentEnd(of open: Int) -> Int {
    let end = tokens[open].groupEnd
    return end < 0 ? open + 1 : Int(end & ~SignificantToken.closedFlag)
  }

  /// The index of the first token after the group that `open` opens, its closing token included.
  @inline(__always) public func next(after open: Int) -> Int {
    let end = tokens[open].groupEnd
    if end < 0 { return open + 1 }
    let content = Int(end & ~SignificantToken.closedFlag)
    return end & SignificantToken.closedFlag != 0 ? content + 1 : content
  }

  /// Whether the group that `open` opens is closed by a matching token.
  public func isClosed(_ open: Int) -> Bool {
    tokens[open].groupEnd >= 0 && tokens[open].groupEnd & SignificantToken.closedFlag != 0
  }
}

/// Pairs brackets as significant tokens are appended, writing each opener's ``SignificantToken/groupEnd``.
struct BracketPairing {
  private var stack: [(index: Int, kind: SwiftTokenKind)] = []

  init() {
    stack.reserveCapacity(64)
  }

  /// Pairs the token of `kind` just appended at `index` of `tokens`.
  @inline(__always)
  mutating func add(_ kind: SwiftTokenKind, at index: Int, in tokens: inout SignificantTokenBuffer) {
    if let top = stack.last, top.kind == .stringOpen,
      kind != .stringSegment, kind != .interpolationStart, kind != .stringClose
    {
      // A string left open by the lexer (its line ended): it ends here.
      tokens[top.index].groupEnd = Int32(index)
      stack.removeLast()
    }
    switch kind {
    case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringOpen:
      tokens[index].groupEnd = Int32(index + 1)
      stack.append((index, kind))
    case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringClose:
      close(at: index, kind: kind, in: &tokens)
    default:
      break
    }
  }

  private mutating func close(at index: Int, kind: SwiftTokenKind, in tokens: inout SignificantTokenBuffer) {
    let opener = Self.opener(of: kind)
    var depth = stack.count - 1
    while depth >= 0 {
      let candidate = stack[depth].kind
      if candidate == opener { break }
      // Braces are the structure: only `}` (or a string's or interpolation's end) looks past one.
      if candidate == .leftBrace, kind == .rightParen || kind == .rightBracket { return }
      depth -= 1
    }
    guard depth >= 0 else { return }
    while stack.count - 1 > depth { tokens[stack.removeLast().index].groupEnd = Int32(index) }
    let open = stack.removeLast().index
    tokens[open].groupEnd = Int32(index) | SignificantToken.closedFlag
  }

  /// Ends the groups still open at the end of `tokens`.
  mutating func finish(_ tokens: inout SignificantTokenBuffer) {
    for open in stack { tokens[open.index].groupEnd = Int32(tokens.count) }
    stack.removeAll()
  }

  private static func opener(of closer: SwiftTokenKind) -> SwiftTokenKind {
    switch closer {
    case .rightParen: .leftParen
    case .rightBracket: .leftBracket
    case .interpolationEnd: .interpolationStart
    case .stringClose: .stringOpen
    default: .leftBrace
    }
  }
}
