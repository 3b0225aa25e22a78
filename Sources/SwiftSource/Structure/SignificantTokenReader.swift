/// Turns lexer tokens, as the lexer makes them, into the structural reader's input: the
/// significant tokens with their brackets paired, the lines of `#if`/`#elseif`/`#else`/`#endif`
/// taken out (so a modifier chain or a body reads across them) and turned into platform regions,
/// and the comments kept aside.
struct SignificantTokenReader: SwiftTokenSink {
  /// What one file's reading gives.
  struct Result {
    /// The significant tokens, brackets paired.
    var tokens: [SignificantToken]
    /// The comment tokens, in order.
    var comments: [SwiftToken]
    /// The `#if` blocks and their platforms.
    var platformRegions: SwiftPlatformRegions
  }

  private var tokens: SignificantTokenBuffer
  private var comments: [SwiftToken] = []
  private var platformBuilder = SwiftPlatformRegions.Builder()
  private var pairing = BracketPairing()
  private let keywords = KeywordTable.shared

  /// The directive being read: its kind, start and condition tokens.
  private var directive: (kind: SwiftConditionalDirective.Kind, start: Int, condition: [SwiftToken])?
  /// Whether ``directive`` is set (checked for every token).
  private var inDirective = false
  private var atLineStart = true
  private var spaceBefore = false

  private init(capacity: Int) {
    tokens = SignificantTokenBuffer(capacity: capacity)
  }

  /// Reads all of `bytes`.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
    // Swift has a significant token every 4 to 8 bytes (SwiftUI views are the densest); room for
    // one per 3 keeps the buffer from growing while the lexer runs (it is given back at the end).
    var reader = LexerCursor.lex(bytes, into: SignificantTokenReader(capacity: bytes.count / 3 + 16))
    reader.finish(bytes)
    return Result(
      tokens: reader.tokens.takeArray(),
      comments: reader.comments,
      platformRegions: reader.platformBuilder.regions
    )
  }

  @inline(__always)
  mutating func accept(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) {
    if token.kind == .whitespace {
      spaceBefore = true
      return
    }
    acceptOther(token, in: bytes)
  }

  /// Everything but whitespace (kept out of the lexer's inner loop).
  @inline(never)
  private mutating func acceptOther(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) {
    if token.kind.isTrivia {
      spaceBefore = true
      if token.kind == .newline || token.kind.isComment && Self.containsLineBreak(bytes, token) {
        atLineStart = true
        if inDirective, !conditionContinues() { finishDirective(bytes) }
      }
      if token.kind.isComment { comments.append(token) }
      return
    }
    if inDirective {
      directive?.condition.append(token)
      return
    }
    if token.kind == .poundKeyword, let kind = Self.directiveKind(bytes, token) {
      directive = (kind, token.start, [])
      inDirective = true
      if kind == .else || kind == .endif { finishDirective(bytes, end: token.end) }
      atLineStart = false
      spaceBefore = false
      return
    }
    var keyword: SwiftKeyword?
    if token.kind == .identifier { keyword = keywords.classify(bytes, token.start, token.end) }
    tokens.append(
      SignificantToken(
        kind: token.kind,
        keyword: keyword,
        isAtLineStart: atLineStart,
        hasSpaceBefore: spaceBefore,
        start: token.start,
        end: token.end
      )
    )
    pairing.add(token.kind, at: tokens.count - 1, in: &tokens)
    atLineStart = false
    spaceBefore = false
  }

  /// Ends what is still open at the end of the file.
  private mutating func finish(_ bytes: UnsafeBufferPointer<UInt8>) {
    if inDirective { finishDirective(bytes) }
    pairing.finish(&tokens)
  }

  /// Whether a `#if` condition goes on past its line: it ends in `&&`, `||` or `!` (a line break
  /// inside its parentheses ends it, so an unclosed one cannot swallow the code after it).
  private func conditionContinues() -> Bool {
    guard let last = directive?.condition.last else { return false }
    return last.kind == .operator
  }

  private mutating func finishDirective(_ bytes: UnsafeBufferPointer<UInt8>, end: Int? = nil) {
    guard let (kind, start, condition) = directive else { return }
    directive = nil
    inDirective = false
    let conditionEnd = condition.last?.end ?? end ?? start
    let text = condition.first.map { String(decoding: bytes[$0.start..<conditionEnd], as: UTF8.self) } ?? ""
    let value =
      kind == .if || kind == .elseif ? PlatformConditionParser.evaluate(condition, in: bytes) : .unknown
    platformBuilder.add(kind, condition: value, text: text, range: start..<max(conditionEnd, end ?? 0))
  }

  private static func directiveKind(
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ token: SwiftToken
  ) -> SwiftConditionalDirective.Kind? {
    let word = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
    if word.elementsEqual("#if".utf8) { return .if }
    if word.elementsEqual("#elseif".utf8) { return .elseif }
    if word.elementsEqual("#else".utf8) { return .else }
    if word.elementsEqual("#endif".utf8) { return .endif }
    return nil
  }

  private static func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, _ token: SwiftToken) -> Bool {
    bytes[token.start..<token.end].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
  }
}
