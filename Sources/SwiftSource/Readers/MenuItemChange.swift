/// A change written to a menu item's `keyEquivalent` or `keyEquivalentModifierMask` through a
/// variable, as the reader reads it.
enum MenuItemChange: Equatable {
  /// `item.keyEquivalentModifierMask = [.command, .option]`.
  case setModifiers([SwiftModifierKey])
  /// `item.keyEquivalentModifierMask.insert(.option)` or `.formUnion([.option, .shift])`.
  case insertModifiers([SwiftModifierKey])
  /// `item.keyEquivalentModifierMask.remove(.command)` or `.subtract(…)`.
  case removeModifiers([SwiftModifierKey])
  /// `item.keyEquivalent = "r"`; nil for `""`, no shortcut.
  case setKey(SwiftShortcutKey?)
  /// Any other change (`+=`, `|=`, `&item.keyEquivalentModifierMask`, a value not written
  /// literally): the shortcut cannot be read.
  case unread

  /// The menu item properties whose changes are read.
  enum Property: String, CaseIterable {
    /// `keyEquivalentModifierMask`.
    case keyEquivalentModifierMask
    /// `keyEquivalent`.
    case keyEquivalent
  }

  /// `OptionSet` members that add to the mask.
  static let inserting: Set<String> = ["insert", "formUnion"]
  /// `OptionSet` members that take from the mask.
  static let removing: Set<String> = ["remove", "subtract"]
  /// Members that only read the value (of the mask, an `OptionSet`, or the key, a `String`).
  static let reading: Set<String> = [
    "contains", "isEmpty", "rawValue", "union", "intersection", "subtracting", "symmetricDifference", "isSubset",
    "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset", "count", "first", "last", "lowercased",
    "uppercased", "utf8", "utf16", "unicodeScalars", "hasPrefix", "hasSuffix", "description",
  ]

  /// The change written at the use of `property` whose name is the token `propertyToken`, on the
  /// receiver starting at the token `receiverStart` (`item`, `self`, `menu` of `menu.items[0]`);
  /// nil when the use only reads the value.
  static func read(
    _ property: Property,
    receiverStart: Int,
    propertyToken: Int,
    variables: MenuItemVariables
  ) -> MenuItemChange? {
    let reader = variables.reader
    let tokens = reader.tokens
    let end = variables.scope.upperBound
    if receiverStart > variables.scope.lowerBound, tokens[receiverStart - 1].kind == .operator,
      reader.token(receiverStart - 1, is: "&")
    {
      return .unread
    }
    let next = propertyToken + 1
    // A line that starts with `.` or an operator carries the expression on.
    guard next < end, !tokens[next].isAtLineStart || tokens[next].kind == .period || tokens[next].kind == .operator
    else { return nil }
    switch tokens[next].kind {
    case .operator where reader.token(next, is: "="):
      let value = (next + 1)..<variables.expressionEnd(from: next + 1)
      return property == .keyEquivalent ? key(value, reader) : modifiers(value, reader).map(setModifiers) ?? .unread
    case .operator:
      return reader.token(next, is: "==") || reader.token(next, is: "!=") ? nil : .unread
    case .period:
      guard next + 1 < end, tokens[next + 1].kind == .identifier else { return .unread }
      let member = reader.structure.text(of: next + 1)
      if reading.contains(member) { return nil }
      guard property == .keyEquivalentModifierMask, inserting.contains(member) || removing.contains(member),
        let argument = soleArgument(ofCallNamed: next + 1, reader),
        let read = modifiers(argument, reader)
      else { return .unread }
      return inserting.contains(member) ? .insertModifiers(read) : .removeModifiers(read)
    case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon:
      return nil
    default:
      return .unread
    }
  }

  /// The modifiers written at `range` with AppKit's names.
  private static func modifiers(_ range: Range<Int>, _ reader: FactReader) -> [SwiftModifierKey]? {
    ShortcutReader(reader: reader).modifiers(range, names: AppKitMenuReader.modifierFlags)
  }

  /// The key a `keyEquivalent` value written at `range` gives.
  private static func key(_ range: Range<Int>, _ reader: FactReader) -> MenuItemChange {
    guard let literal = reader.literals.literal(range), !literal.isInterpolated else { return .unread }
    if literal.text.isEmpty { return .setKey(nil) }
    return ShortcutReader.key(forCharacter: literal.text).map(setKey) ?? .unread
  }

  /// The tokens of the one unlabeled argument of the call whose name is the token `nameToken`.
  private static func soleArgument(ofCallNamed nameToken: Int, _ reader: FactReader) -> Range<Int>? {
    guard let index = reader.calls(inTokens: nameToken..<(nameToken + 1)).first else { return nil }
    let call = reader.calls[index]
    guard call.arguments.count == 1, call.trailingClosures.isEmpty,
      let argument = reader.structure.firstUnlabeledArgument(of: call)
    else { return nil }
    return argument.tokens
  }
}
