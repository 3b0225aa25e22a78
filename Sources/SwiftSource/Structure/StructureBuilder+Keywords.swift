extension StructureBuilder {
  /// Handles a keyword at `index` in a block; returns where to go on, or nil when the token is
  /// an ordinary name there (a contextual keyword used as a name, `self`).
  mutating func readKeyword(
    _ keyword: SwiftKeyword,
    at index: Int,
    _ hi: Int,
    _ context: ScanContext,
    _ prefix: inout DeclarationPrefix,
    _ bodyPending: inout Bool
  ) -> Int? {
    let next = index + 1 < hi ? tokens[index + 1] : nil
    switch keyword {
    case .struct, .enum, .protocol, .extension:
      return readType(keyword, at: index, hi, context, takePrefix(&prefix, index))
    case .class:
      if let next, next.kind == .identifier, next.keyword == nil {
        return readType(keyword, at: index, hi, context, takePrefix(&prefix, index))
      }
      return readModifier(at: index, &prefix)
    case .actor:
      guard let next, next.kind == .identifier, next.keyword == nil, index + 2 < hi,
        tokens[index + 2].kind == .leftBrace || tokens[index + 2].kind == .colon
          || tokens[index + 2].kind == .operator
      else { return nil }
      return readType(keyword, at: index, hi, context, takePrefix(&prefix, index))
    case .func, .deinit, .subscript:
      return readFunction(keyword, at: index, hi, context, takePrefix(&prefix, index))
    case .`init`:
      guard context.isTypeBody || next?.kind == .leftParen || next?.kind == .operator else { return nil }
      return readFunction(keyword, at: index, hi, context, takePrefix(&prefix, index))
    case .var, .let:
      return readVariable(keyword, at: index, hi, context, takePrefix(&prefix, index), allowTrailing: !bodyPending)
    case .import:
      prefix = DeclarationPrefix()
      var module = index + 1
      if module < hi, tokens[module].keyword?.startsDeclaration == true { module += 1 }
      if module < hi, tokens[module].kind == .identifier {
        imports.append(SwiftImport(module: name(of: module), range: tokens[index].start..<tokens[module].end))
      }
      return endOfStatement(after: index, hi)
    case .typealias, .associatedtype, .macro, .operator, .precedencegroup:
      prefix = DeclarationPrefix()
      return endOfStatement(after: index, hi)
    case .case where context.isTypeBody:
      prefix = DeclarationPrefix()
      return endOfStatement(after: index, hi)
    case .if, .guard, .while, .for, .switch, .catch, .repeat, .do, .defer, .else:
      prefix = DeclarationPrefix()
      bodyPending = true
      return index + 1
    case .get, .set, .didSet, .willSet:
      guard let next, next.kind == .leftBrace || next.kind == .leftParen else { return nil }
      prefix = DeclarationPrefix()
      bodyPending = true
      return next.kind == .leftParen ? groups.next(after: index + 1) : index + 1
    case .self, .Self, .super:
      return nil
    default:
      if keyword.isModifier {
        return isModifierHere(index, hi) ? readModifier(at: index, &prefix) : nil
      }
      if keyword.isContextualName { return nil }
      prefix = DeclarationPrefix()
      return index + 1
    }
  }

  /// The prefix read so far, and resets it; a declaration without one starts at `index`.
  func takePrefix(_ prefix: inout DeclarationPrefix, _ index: Int) -> DeclarationPrefix {
    var taken = prefix
    if taken.start == nil { taken.start = index }
    prefix = DeclarationPrefix()
    return taken
  }

  /// Adds the modifier at `index` (with a `(set)`-like group after it) to `prefix`.
  mutating func readModifier(at index: Int, _ prefix: inout DeclarationPrefix) -> Int {
    if prefix.start == nil { prefix.start = index }
    prefix.modifiers.append(name(of: index))
    var next = index + 1
    if next < tokens.count, tokens[next].kind == .leftParen, !tokens[next].hasSpaceBefore {
      next = groups.next(after: next)
    }
    return next
  }

  /// Whether the modifier keyword at `index` modifies a declaration (another modifier, a
  /// declaration keyword or an attribute follows), rather than being a name (`open(url)`).
  func isModifierHere(_ index: Int, _ hi: Int) -> Bool {
    var next = index + 1
    if next < hi, tokens[next].kind == .leftParen, !tokens[next].hasSpaceBefore { next = groups.next(after: next) }
    guard next < hi else { return false }
    let token = tokens[next]
    if token.kind == .at { return true }
    guard token.kind == .identifier, let keyword = token.keyword else { return false }
    return keyword.startsDeclaration || keyword.isModifier || keyword == .actor
  }

  /// Reads `@name`, `@Outer.name` and an argument list glued to it; returns the index after.
  mutating func readAttribute(_ index: Int, _ hi: Int, into attributes: inout [String]) -> Int {
    var next = index + 1
    guard next < hi, tokens[next].kind == .identifier else { return next }
    var attributeName = name(of: next)
    next += 1
    while next + 1 < hi, tokens[next].kind == .period, !tokens[next].hasSpaceBefore,
      tokens[next + 1].kind == .identifier
    {
      attributeName = name(of: next + 1)
      next += 2
    }
    attributes.append(attributeName)
    if next < hi, tokens[next].kind == .leftParen, !tokens[next].hasSpaceBefore { next = groups.next(after: next) }
    return next
  }

  /// The index after the statement that starts at `index`: the next token that starts a line
  /// (outside brackets) or follows a `;`, or the end of a `{ … }` group that ends the line.
  func endOfStatement(after index: Int, _ hi: Int) -> Int {
    var next = index + 1
    while next < hi {
      let token = tokens[next]
      if token.isAtLineStart || token.kind == .rightBrace { return next }
      if token.kind == .semicolon { return next + 1 }
      next = token.opensGroup ? groups.next(after: next) : next + 1
    }
    return hi
  }
}

extension SwiftKeyword {
  /// Contextual keywords that are names wherever the reader meets them at a statement's start.
  var isContextualName: Bool {
    switch self {
    case .actor, .macro, .open, .package, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned,
      .required, .convenience, .dynamic, .optional, .indirect, .nonisolated, .prefix, .postfix, .infix,
      .consuming, .borrowing, .distributed, .get, .set, .didSet, .willSet, .some, .any, .async:
      true
    default:
      false
    }
  }
}
