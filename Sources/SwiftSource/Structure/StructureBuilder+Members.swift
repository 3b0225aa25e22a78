extension StructureBuilder {
  /// Reads a `func`, `init`, `deinit` or `subscript` whose keyword is at `index`.
  mutating func readFunction(
    _ keyword: SwiftKeyword,
    at index: Int,
    _ hi: Int,
    _ context: ScanContext,
    _ prefix: DeclarationPrefix
  ) -> Int {
    var next = index + 1
    var memberName = keyword.rawValue
    let kind: SwiftMember.Kind
    switch keyword {
    case .func:
      kind = .function
      if next < hi, tokens[next].kind == .identifier || tokens[next].kind == .operator {
        memberName = name(of: next)
        next += 1
      }
    case .`init`: kind = .initializer
    case .deinit: kind = .deinitializer
    default: kind = .subscript
    }
    var returnStart: Int?
    while next < hi, tokens[next].kind != .leftBrace {
      let token = tokens[next]
      if token.kind == .rightBrace || token.isAtLineStart && startsDeclaration(next) { break }
      if token.kind == .arrow { returnStart = next + 1 }
      if token.keyword == .where, returnStart != nil { break }
      next = token.opensGroup ? groups.next(after: next) : next + 1
    }
    let returnEnd = next
    while next < hi, tokens[next].kind != .leftBrace {
      if tokens[next].kind == .rightBrace || tokens[next].isAtLineStart && startsDeclaration(next) { break }
      next = tokens[next].opensGroup ? groups.next(after: next) : next + 1
    }
    let hasBody = next < hi && tokens[next].kind == .leftBrace
    let body = hasBody ? (next + 1)..<groups.contentEnd(of: next) : nil
    let end = hasBody ? groups.next(after: next) : next
    let typeText = returnStart.map { text($0..<returnEnd) }
    appendMember(kind, memberName, prefix, index, context, typeText: typeText, body: body, end: end)
    if let body { scanMemberBody(body, context) }
    return end
  }

  /// Reads a `var` or `let` at `index`: its name, type, first initial expression, accessors.
  mutating func readVariable(
    _ keyword: SwiftKeyword,
    at index: Int,
    _ hi: Int,
    _ context: ScanContext,
    _ prefix: DeclarationPrefix,
    allowTrailing: Bool
  ) -> Int {
    var next = index + 1
    guard next < hi, tokens[next].kind == .identifier || tokens[next].kind == .leftParen else { return next }
    let memberName = tokens[next].kind == .identifier ? name(of: next) : text(next..<groups.next(after: next))
    next = tokens[next].kind == .identifier ? next + 1 : groups.next(after: next)
    var typeText: String?
    if next < hi, tokens[next].kind == .colon {
      let typeStart = next + 1
      next = endOfType(typeStart, hi)
      typeText = text(typeStart..<next)
    }
    var initializer: Range<Int>?
    var memberIndex: Int?
    if next < hi, isOperator(next, UInt8(ascii: "=")) {
      memberIndex = appendMember(
        keyword == .var ? .variable : .constant,
        memberName,
        prefix,
        index,
        context,
        typeText: typeText,
        body: nil,
        end: next + 1
      )
      var valueStart = next + 1
      while valueStart < hi, tokens[valueStart].keyword == .try || tokens[valueStart].keyword == .await {
        valueStart += 1
      }
      guard valueStart < hi else { return hi }
      next = parseChain(valueStart, hi, context, allowTrailing: allowTrailing)
      initializer = valueStart..<next
    }
    var body: Range<Int>?
    // In a condition (`if let order { … }`) the brace is the statement's body, read by the block.
    if allowTrailing, next < hi, tokens[next].kind == .leftBrace, initializer == nil || isObserverBlock(next) {
      body = (next + 1)..<groups.contentEnd(of: next)
      next = groups.next(after: next)
    }
    let kind: SwiftMember.Kind = keyword == .var ? .variable : .constant
    if let memberIndex {
      members[memberIndex].initializerTokens = initializer
      members[memberIndex].bodyTokens = body
      members[memberIndex].range = members[memberIndex].range.lowerBound..<tokens[next - 1].end
    } else {
      memberIndex = appendMember(kind, memberName, prefix, index, context, typeText: typeText, body: body, end: next)
    }
    if let body, let memberIndex {
      var inner = context.entering(local: true)
      inner.member = memberIndex
      scanBlock(body.lowerBound, body.upperBound, inner)
    }
    return next
  }

  /// Whether the `{` at `index` holds `willSet`/`didSet` observers.
  func isObserverBlock(_ index: Int) -> Bool {
    let first = index + 1
    guard first < groups.contentEnd(of: index) else { return false }
    return tokens[first].keyword == .willSet || tokens[first].keyword == .didSet
  }

  /// The index after a written type starting at `start`: it ends at `=`, `{`, `,`, `;`, `}`,
  /// or at a line start that no operator or `.` carries on.
  func endOfType(_ start: Int, _ hi: Int) -> Int {
    var next = start
    var angles = 0
    while next < hi {
      let token = tokens[next]
      if angles == 0 {
        if token.kind == .leftBrace || token.kind == .comma || token.kind == .semicolon || token.kind == .rightBrace {
          break
        }
        if isOperator(next, UInt8(ascii: "=")) { break }
        if next > start, token.isAtLineStart, token.kind != .period, token.kind != .operator, token.kind != .arrow,
          !carriesOn(next - 1)
        {
          break
        }
      }
      if token.kind == .operator { angles = max(0, angles + angleChange(next)) }
      next = token.opensGroup ? groups.next(after: next) : next + 1
    }
    return next
  }

  /// Whether the token at `index`, ending a line, carries the expression or type on to the next:
  /// an arrow, or an operator that is not a postfix `?` or `!`.
  func carriesOn(_ index: Int) -> Bool {
    let token = tokens[index]
    if token.kind == .arrow { return true }
    guard token.kind == .operator else { return false }
    return
      !(token.end - token.start == 1 && !token.hasSpaceBefore
      && (bytes[token.start] == UInt8(ascii: "?") || bytes[token.start] == UInt8(ascii: "!")))
  }

  /// Appends a member starting at `prefix.start` (or `index`) and ending before token `end`.
  @discardableResult
  mutating func appendMember(
    _ kind: SwiftMember.Kind,
    _ memberName: String,
    _ prefix: DeclarationPrefix,
    _ index: Int,
    _ context: ScanContext,
    typeText: String?,
    body: Range<Int>?,
    end: Int
  ) -> Int {
    let first = prefix.start ?? index
    members.append(
      SwiftMember(
        kind: kind,
        name: memberName,
        attributes: prefix.attributes,
        modifiers: prefix.modifiers,
        typeText: typeText,
        owner: context.owner,
        isLocal: context.isLocal,
        bodyTokens: body,
        initializerTokens: nil,
        range: tokens[first].start..<tokens[max(index, min(end, tokens.count) - 1)].end
      )
    )
    return members.count - 1
  }

  /// Reads a function's or accessor's body as local code of the member just appended.
  mutating func scanMemberBody(_ body: Range<Int>, _ context: ScanContext) {
    var inner = context.entering(local: true)
    inner.member = members.count - 1
    scanBlock(body.lowerBound, body.upperBound, inner)
  }
}
