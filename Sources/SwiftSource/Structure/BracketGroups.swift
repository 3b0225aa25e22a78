/// The pairs of brackets among significant tokens: `()`, `[]`, `{}`, an interpolation's `\(`
/// and `)`, a string's opening and closing delimiters.
///
/// Unbalanced input recovers: a `}` closes the nearest open `{` (the groups opened inside it end
/// there, unclosed); a `)` or `]` that matches nothing open since the nearest `{` is ignored; a
/// string whose closing delimiter is missing ends before the first token that cannot be inside
/// it. A group still open at the end of the file runs to the end.
public struct BracketGroups: Sendable, Hashable {
  /// For an opening token, the index of the token that closes it (or, unclosed, of the first
  /// token after its content); for other tokens -1.
  private var ends: [Int32]
  /// Whether each opening token found its closing one.
  private var closed: [Bool]

  /// The index after the last token inside the group that `open` opens (`open + 1` when it opens
  /// nothing).
  @inline(__always) public func contentEnd(of open: Int) -> Int {
    let end = ends[open]
    return end < 0 ? open + 1 : Int(end)
  }

  /// The index of the first token after the group that `open` opens, its closing token included.
  @inline(__always) public func next(after open: Int) -> Int {
    let end = ends[open]
    if end < 0 { return open + 1 }
    return closed[open] ? Int(end) + 1 : Int(end)
  }

  /// Whether the group that `open` opens is closed by a matching token.
  public func isClosed(_ open: Int) -> Bool { ends[open] >= 0 && closed[open] }

  init(tokens: [SignificantToken]) {
    ends = [Int32](repeating: -1, count: tokens.count)
    closed = [Bool](repeating: false, count: tokens.count)
    var stack: [Int] = []
    stack.reserveCapacity(64)
    var index = 0
    while index < tokens.count {
      let kind = tokens[index].kind
      if let top = stack.last, tokens[top].kind == .stringOpen,
        kind != .stringSegment, kind != .interpolationStart, kind != .stringClose
      {
        // A string left open by the lexer (its line ended): it ends here.
        ends[top] = Int32(index)
        stack.removeLast()
        continue
      }
      switch kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringOpen:
        stack.append(index)
      case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringClose:
        close(at: index, kind: kind, stack: &stack, tokens: tokens)
      default:
        break
      }
      index += 1
    }
    for open in stack { ends[open] = Int32(tokens.count) }
  }

  private mutating func close(at index: Int, kind: SwiftTokenKind, stack: inout [Int], tokens: [SignificantToken]) {
    let opener = Self.opener(of: kind)
    var depth = stack.count - 1
    while depth >= 0 {
      let candidate = tokens[stack[depth]].kind
      if candidate == opener { break }
      // Braces are the structure: only `}` (or a string's or interpolation's end) looks past one.
      if candidate == .leftBrace, kind != .rightBrace { return }
      depth -= 1
    }
    guard depth >= 0 else { return }
    while stack.count - 1 > depth { ends[stack.removeLast()] = Int32(index) }
    let open = stack.removeLast()
    ends[open] = Int32(index)
    closed[open] = true
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
