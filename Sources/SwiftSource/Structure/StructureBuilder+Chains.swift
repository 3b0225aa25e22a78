extension StructureBuilder {
  /// Reads a postfix chain starting at `start`: a primary (a name, `.member`, a literal, a
  /// bracketed group, a closure) followed by calls `( … )`, trailing closures, `.member`s,
  /// subscripts and postfix `?`/`!`. Records each call; returns the index after the chain.
  /// `allowTrailing` is false in `if`/`while`/`guard` conditions, where `{` opens the body.
  mutating func parseChain(_ start: Int, _ hi: Int, _ context: ScanContext, allowTrailing: Bool) -> Int {
    var index = start
    var pendingName: Int?
    var pendingIsMember = false
    var receiverCall: Int?
    var receiverTokens: Range<Int>?
    var previousCall: Int?
    let first = tokens[index]
    switch first.kind {
    case .identifier, .poundKeyword:
      pendingName = index
      index += 1
    case .period:
      guard index + 1 < hi, isMemberName(index + 1) else { return index + 1 }
      pendingName = index + 1
      pendingIsMember = true
      index += 2
    case .leftParen, .leftBracket, .leftBrace, .stringOpen:
      scanGroup(index, context)
      index = groups.next(after: index)
    default:
      index += 1
    }
    while index < hi {
      let token = tokens[index]
      switch token.kind {
      case .leftParen where !token.isAtLineStart:
        guard let nameToken = pendingName else {
          scanGroup(index, context)
          index = groups.next(after: index)
          previousCall = nil
          continue
        }
        let call = beginCall(nameToken, pendingIsMember, receiverCall, receiverTokens, context)
        let pending = (pendingArguments.count, pendingClosures.count)
        calls[call].hasParentheses = true
        readArguments(index, call, context)
        index = groups.next(after: index)
        if allowTrailing { index = readTrailingClosures(index, hi, call, context) }
        finishCall(call, end: index, pending: pending)
        previousCall = call
        pendingName = nil
      case .leftBrace where allowTrailing && pendingName != nil:
        let call = beginCall(pendingName!, pendingIsMember, receiverCall, receiverTokens, context)
        let pending = (pendingArguments.count, pendingClosures.count)
        index = readTrailingClosures(index, hi, call, context)
        finishCall(call, end: index, pending: pending)
        previousCall = call
        pendingName = nil
      case .period:
        guard index + 1 < hi, isMemberName(index + 1) else { return index }
        receiverCall = previousCall
        receiverTokens = start..<index
        previousCall = nil
        pendingName = index + 1
        pendingIsMember = true
        index += 2
      case .operator where !token.hasSpaceBefore && token.end - token.start == 1:
        let byte = bytes[token.start]
        guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { return index }
        index += 1
      case .leftBracket where !token.isAtLineStart:
        scanGroup(index, context)
        index = groups.next(after: index)
        pendingName = nil
        previousCall = nil
      default:
        return index
      }
    }
    return index
  }

  /// Whether the token at `index` can follow a `.` as a member name (`init` and `self` too,
  /// tuple indices too).
  func isMemberName(_ index: Int) -> Bool {
    let kind = tokens[index].kind
    return kind == .identifier || kind == .integer
  }

  /// Reads what is inside the group opened at `index` as code of `context`.
  mutating func scanGroup(_ index: Int, _ context: ScanContext) {
    let local = tokens[index].kind == .leftBrace ? true : context.isLocal
    scanBlock(index + 1, groups.contentEnd(of: index), context.entering(local: local))
  }

  /// Appends a call named by the token at `nameToken` (and links it to the call it is chained
  /// on); the caller reads its arguments and closures.
  mutating func beginCall(
    _ nameToken: Int,
    _ isMember: Bool,
    _ receiverCall: Int?,
    _ receiverTokens: Range<Int>?,
    _ context: ScanContext
  ) -> Int {
    let receiverCall = isMember ? receiverCall : nil
    if let receiverCall { calls[receiverCall].chainNext = calls.count }
    calls.append(
      SwiftCall(
        name: name(of: nameToken),
        nameToken: nameToken,
        isMember: isMember,
        receiverCall: receiverCall,
        receiverTokens: isMember ? receiverTokens : nil,
        arguments: 0..<0,
        hasParentheses: false,
        trailingClosures: 0..<0,
        parent: context.parentCall,
        slot: context.slot,
        chainNext: nil,
        owner: context.owner,
        member: context.member,
        tokens: nameToken..<(nameToken + 1),
        range: tokens[nameToken].range
      )
    )
    return calls.count - 1
  }

  /// Sets a call's token and byte ranges to end before token `end`, and moves its arguments and
  /// closures (those pending above the counts `pending`) to their places.
  mutating func finishCall(_ call: Int, end: Int, pending: (arguments: Int, closures: Int)) {
    let first = calls[call].nameToken
    let last = max(first, end - 1)
    calls[call].tokens = first..<(last + 1)
    // A member call's bytes start at its `.`.
    let start = calls[call].isMember && first > 0 && tokens[first - 1].kind == .period ? first - 1 : first
    calls[call].range = tokens[start].start..<tokens[last].end
    calls[call].arguments = Self.move(from: &pendingArguments, above: pending.arguments, to: &arguments)
    calls[call].trailingClosures = Self.move(from: &pendingClosures, above: pending.closures, to: &closures)
  }

  /// Moves the elements of `pending` from `start` on to the end of `target`, in order; returns
  /// where they are now.
  @inline(__always)
  static func move<Element>(from pending: inout [Element], above start: Int, to target: inout [Element]) -> Range<Int> {
    let targetStart = target.count
    let count = pending.count - start
    guard count > 0 else { return targetStart..<targetStart }
    for index in start..<pending.count { target.append(pending[index]) }
    pending.removeLast(count)
    return targetStart..<target.count
  }

  /// Reads the arguments in the parentheses opened at `open`, each as code inside `call`, onto
  /// ``pendingArguments``.
  mutating func readArguments(_ open: Int, _ call: Int, _ context: ScanContext) {
    let end = groups.contentEnd(of: open)
    guard context.depth < Self.maximumDepth else { return }
    var count = 0
    var index = open + 1
    while index < end {
      var argumentEnd = index
      while argumentEnd < end, tokens[argumentEnd].kind != .comma {
        argumentEnd = tokens[argumentEnd].opensGroup ? groups.next(after: argumentEnd) : argumentEnd + 1
      }
      argumentEnd = min(argumentEnd, end)
      var label: String?
      var valueStart = index
      if argumentEnd - index >= 2, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon {
        label = name(of: index)
        valueStart = index + 2
      }
      var closure: SwiftClosure?
      if valueStart < argumentEnd, tokens[valueStart].kind == .leftBrace,
        groups.next(after: valueStart) == argumentEnd
      {
        closure = closureAt(valueStart, label: label)
      }
      var inner = context.entering(local: context.isLocal)
      inner.parentCall = call
      inner.slot = .argument(count)
      scanBlock(valueStart, argumentEnd, inner)
      count += 1
      pendingArguments.append(
        SwiftArgument(
          label: label,
          tokens: valueStart..<argumentEnd,
          range: byteRange(valueStart..<argumentEnd),
          closure: closure
        )
      )
      index = argumentEnd + 1
    }
  }

  /// Reads the trailing closures from `index` (a `{`, then `label: {` ones) into `call`;
  /// returns the index after them.
  mutating func readTrailingClosures(_ index: Int, _ hi: Int, _ call: Int, _ context: ScanContext) -> Int {
    var next = index
    var label: String?
    var count = 0
    while next < hi, tokens[next].kind == .leftBrace {
      let closure = closureAt(next, label: label)
      var inner = context.entering(local: true)
      inner.parentCall = call
      inner.slot = .trailingClosure(count)
      count += 1
      scanBlock(closure.content.lowerBound, closure.content.upperBound, inner)
      pendingClosures.append(closure)
      next = groups.next(after: next)
      guard next + 2 < hi + 1, next + 2 < tokens.count, tokens[next].kind == .identifier,
        tokens[next].keyword != .case, tokens[next].keyword != .default,
        tokens[next + 1].kind == .colon, tokens[next + 2].kind == .leftBrace
      else { break }
      label = name(of: next)
      next += 2
    }
    return next
  }

  /// The closure whose `{` is at `open`.
  func closureAt(_ open: Int, label: String?) -> SwiftClosure {
    let contentEnd = groups.contentEnd(of: open)
    let last = max(open, groups.next(after: open) - 1)
    return SwiftClosure(
      label: label,
      open: open,
      content: (open + 1)..<contentEnd,
      range: tokens[open].start..<tokens[min(last, tokens.count - 1)].end
    )
  }
}
