extension StructureBuilder {
  /// Reads a type declaration whose keyword is at `index`; returns the index after it.
  mutating func readType(
    _ keyword: SwiftKeyword,
    at index: Int,
    _ hi: Int,
    _ context: ScanContext,
    _ prefix: DeclarationPrefix
  ) -> Int {
    var next = index + 1
    guard next < hi, tokens[next].kind == .identifier else { return next }
    let nameStart = next
    var typeName = name(of: next)
    next += 1
    while next + 1 < hi, tokens[next].kind == .period, tokens[next + 1].kind == .identifier {
      typeName += "." + name(of: next + 1)
      next += 2
    }
    let nameRange = tokens[nameStart].start..<tokens[next - 1].end
    next = skipGenericParameters(next, hi)
    var inheritance: [String] = []
    if next < hi, tokens[next].kind == .colon {
      (inheritance, next) = readInheritance(next + 1, hi)
    }
    while next < hi, tokens[next].kind != .leftBrace {
      if tokens[next].isAtLineStart && startsDeclaration(next) || tokens[next].kind == .rightBrace { break }
      next = tokens[next].opensGroup ? groups.next(after: next) : next + 1
    }
    let hasBody = next < hi && tokens[next].kind == .leftBrace
    let end = hasBody ? groups.next(after: next) : next
    let parentName = context.owner.map { declarations[$0].qualifiedName }
    declarations.append(
      SwiftDeclaration(
        kind: SwiftDeclaration.Kind(rawValue: keyword.rawValue) ?? .struct,
        name: typeName,
        qualifiedName: parentName.map { "\($0).\(typeName)" } ?? typeName,
        inheritance: inheritance,
        modifiers: prefix.modifiers,
        attributes: prefix.attributes,
        parent: context.owner,
        range: tokens[prefix.start ?? index].start..<tokens[max(index, end - 1)].end,
        nameRange: nameRange,
        bodyTokens: hasBody ? (next + 1)..<groups.contentEnd(of: next) : nil
      )
    )
    if hasBody {
      var inner = context.entering(typeBody: true, local: false)
      inner.owner = declarations.count - 1
      inner.member = nil
      inner.parentCall = nil
      inner.slot = nil
      scanBlock(next + 1, groups.contentEnd(of: next), inner)
    }
    return end
  }

  /// The inheritance list from `start` (after the `:`) to `where` or `{`: each entry's text.
  func readInheritance(_ start: Int, _ hi: Int) -> ([String], Int) {
    var entries: [String] = []
    var entryStart = start
    var next = start
    var angles = 0
    func finishEntry(_ end: Int) {
      if end > entryStart { entries.append(text(entryStart..<end)) }
    }
    while next < hi {
      let token = tokens[next]
      if angles == 0, token.kind == .leftBrace || token.keyword == .where { break }
      if token.isAtLineStart, angles == 0, startsDeclaration(next) { break }
      if token.kind == .operator { angles += angleChange(next) }
      if token.kind == .comma, angles == 0 {
        finishEntry(next)
        entryStart = next + 1
      }
      next = token.opensGroup ? groups.next(after: next) : next + 1
    }
    finishEntry(next)
    return (entries, next)
  }

  /// How many `<` minus `>` the operator token at `index` holds (never below what keeps 0).
  func angleChange(_ index: Int) -> Int {
    var change = 0
    for byte in bytes[tokens[index].range] {
      if byte == UInt8(ascii: "<") { change += 1 }
      if byte == UInt8(ascii: ">") { change -= 1 }
    }
    return change
  }

  /// The index after a `<…>` generic parameter list at `index`, or `index` when there is none.
  func skipGenericParameters(_ index: Int, _ hi: Int) -> Int {
    guard index < hi, tokens[index].kind == .operator, bytes[tokens[index].start] == UInt8(ascii: "<") else {
      return index
    }
    var angles = 0
    var next = index
    while next < hi {
      let token = tokens[next]
      if token.kind == .operator { angles += angleChange(next) }
      next = token.opensGroup ? groups.next(after: next) : next + 1
      if angles <= 0 || token.kind == .leftBrace { break }
    }
    return next
  }

  /// Whether the token at `index` begins a declaration: an attribute, a modifier, a
  /// declaration keyword.
  func startsDeclaration(_ index: Int) -> Bool {
    let token = tokens[index]
    if token.kind == .at { return true }
    guard token.kind == .identifier, let keyword = token.keyword else { return false }
    return keyword.startsDeclaration && keyword != .case || keyword.isModifier && isModifierHere(index, tokens.count)
  }
}
