/// What a change to `keyEquivalent` or `keyEquivalentModifierMask` is written on: a variable
/// (`item.`, `item?.`, `item!.`, `self.item.`, `self?.item.`), or any other expression (`menu.items[0].`,
/// `controller.item.`, `$0.`, `menu.item(withTitle: "Reload")?.`), which the reader cannot tie to
/// one item.
struct MenuItemReceiver {
  /// How the receiver is written.
  enum Kind: Equatable {
    /// A variable, by the token of its name; `throughSelf` for `self.item`.
    case variable(nameToken: Int, throughSelf: Bool)
    /// Anything else.
    case other
  }

  /// How the receiver is written.
  let kind: Kind
  /// The receiver's first token (`self` of `self.item`, `menu` of `menu.items[0]`): an `&` before
  /// it passes the property to be changed.
  let start: Int

  /// The receiver of the member whose `.` is the token `period`; nil when nothing in `scope` is
  /// before the `.` (an implicit member).
  init?(beforePeriod period: Int, in scope: Range<Int>, _ reader: FactReader) {
    let tokens = reader.tokens
    var end = period - 1
    guard end >= scope.lowerBound else { return nil }
    if Self.isPostfixUnwrap(end, reader), end > scope.lowerBound { end -= 1 }
    let isName = tokens[end].kind == .identifier && tokens[end].keyword == nil
    if isName, end == scope.lowerBound || tokens[end - 1].kind != .period {
      kind = .variable(nameToken: end, throughSelf: false)
      start = end
    } else if isName, let owner = Self.selfBefore(end, in: scope, reader) {
      kind = .variable(nameToken: end, throughSelf: true)
      start = owner
    } else {
      kind = .other
      start = Self.chainStart(endingAt: end, in: scope, reader)
    }
  }

  /// The `self` of `self.name`, `self?.name` or `self!.name`, the name being the token `name`.
  private static func selfBefore(_ name: Int, in scope: Range<Int>, _ reader: FactReader) -> Int? {
    let tokens = reader.tokens
    var owner = name - 2
    guard owner >= scope.lowerBound, tokens[name - 1].kind == .period else { return nil }
    if isPostfixUnwrap(owner, reader) { owner -= 1 }
    guard owner >= scope.lowerBound, tokens[owner].keyword == .self,
      owner == scope.lowerBound || tokens[owner - 1].kind != .period
    else { return nil }
    return owner
  }

  /// Whether the token at `index` is a postfix `?` or `!`.
  private static func isPostfixUnwrap(_ index: Int, _ reader: FactReader) -> Bool {
    reader.tokens[index].kind == .operator && (reader.token(index, is: "?") || reader.token(index, is: "!"))
  }

  /// The first token of the member chain ending at `end` (`menu` of `menu.items[0]`), over
  /// calls, subscripts and unwraps.
  private static func chainStart(endingAt end: Int, in scope: Range<Int>, _ reader: FactReader) -> Int {
    let tokens = reader.tokens
    var index = end
    while index > scope.lowerBound {
      let kind = tokens[index].kind
      if kind == .rightParen || kind == .rightBracket {
        guard let open = opener(of: index, in: scope, reader), open > scope.lowerBound else { return index }
        index = open - 1
      } else if isPostfixUnwrap(index, reader) {
        index -= 1
      } else if tokens[index - 1].kind == .period, index - 1 > scope.lowerBound {
        index -= 2
      } else {
        return index
      }
    }
    return index
  }

  /// The `(` or `[` that the `)` or `]` at `closer` closes, in `scope`.
  private static func opener(of closer: Int, in scope: Range<Int>, _ reader: FactReader) -> Int? {
    var index = closer - 1
    while index >= scope.lowerBound {
      if reader.tokens[index].opensGroup, reader.structure.groups.next(after: index) == closer + 1 { return index }
      index -= 1
    }
    return nil
  }
}
