/// Turns lexer tokens into the structural reader's input: the significant tokens, with the
/// lines of `#if`/`#elseif`/`#else`/`#endif` taken out (so a modifier chain or a body reads
/// across them) and turned into platform regions, and the comments kept aside.
struct SignificantTokenReader {
  private(set) var tokens: [SignificantToken] = []
  private(set) var comments: [SwiftToken] = []
  private(set) var platformBuilder = SwiftPlatformRegions.Builder()

  /// The directive being read: its kind, start and condition tokens.
  private var directive: (kind: SwiftConditionalDirective.Kind, start: Int, condition: [SwiftToken])?

  init(lexed: [SwiftToken], bytes: [UInt8]) {
    tokens.reserveCapacity(lexed.count / 2 + 8)
    bytes.withUnsafeBufferPointer { buffer in read(lexed, buffer, bytes) }
  }

  private mutating func read(_ lexed: [SwiftToken], _ buffer: UnsafeBufferPointer<UInt8>, _ bytes: [UInt8]) {
    var atLineStart = true
    var spaceBefore = false
    for token in lexed {
      if token.kind.isTrivia {
        spaceBefore = true
        if token.kind == .newline || token.kind.isComment && containsLineBreak(buffer, token) {
          atLineStart = true
          if directive != nil, !conditionContinues(buffer) { finishDirective(bytes) }
        }
        if token.kind.isComment { comments.append(token) }
        continue
      }
      if directive != nil {
        directive?.condition.append(token)
        continue
      }
      if token.kind == .poundKeyword, let kind = directiveKind(buffer, token) {
        directive = (kind, token.start, [])
        if kind == .else || kind == .endif { finishDirective(bytes, end: token.end) }
        atLineStart = false
        spaceBefore = false
        continue
      }
      var keyword: SwiftKeyword?
      if token.kind == .identifier { keyword = SwiftKeyword.classify(buffer, token.start, token.end) }
      tokens.append(
        SignificantToken(
          kind: token.kind,
          start: token.start,
          end: token.end,
          keyword: keyword,
          isAtLineStart: atLineStart,
          hasSpaceBefore: spaceBefore
        )
      )
      atLineStart = false
      spaceBefore = false
    }
    if directive != nil { finishDirective(bytes) }
  }

  /// Whether a `#if` condition goes on past its line: it ends in `&&`, `||` or `!` (a line break
  /// inside its parentheses ends it, so an unclosed one cannot swallow the code after it).
  private func conditionContinues(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let last = directive?.condition.last else { return false }
    return last.kind == .operator
  }

  private mutating func finishDirective(_ bytes: [UInt8], end: Int? = nil) {
    guard let (kind, start, condition) = directive else { return }
    directive = nil
    let conditionEnd = condition.last?.end ?? end ?? start
    let text = condition.first.map { String(decoding: bytes[$0.start..<conditionEnd], as: UTF8.self) } ?? ""
    let value =
      kind == .if || kind == .elseif ? PlatformConditionParser.evaluate(condition, in: bytes) : .unknown
    platformBuilder.add(kind, condition: value, text: text, range: start..<max(conditionEnd, end ?? 0))
  }

  private func directiveKind(
    _ buffer: UnsafeBufferPointer<UInt8>,
    _ token: SwiftToken
  ) -> SwiftConditionalDirective.Kind? {
    let word = UnsafeBufferPointer(rebasing: buffer[token.start..<token.end])
    if word.elementsEqual("#if".utf8) { return .if }
    if word.elementsEqual("#elseif".utf8) { return .elseif }
    if word.elementsEqual("#else".utf8) { return .else }
    if word.elementsEqual("#endif".utf8) { return .endif }
    return nil
  }

  private func containsLineBreak(_ buffer: UnsafeBufferPointer<UInt8>, _ token: SwiftToken) -> Bool {
    buffer[token.start..<token.end].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
  }
}
