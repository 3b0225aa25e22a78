/// Reads shortcuts from `.keyboardShortcut(…)`, `KeyboardShortcut(…)`, `NSMenuItem` key
/// equivalents and `UIKeyCommand`s. A key or modifier set that is not written as a literal or a
/// named constant is not guessed: the shortcut is skipped.
struct ShortcutReader {
  let reader: FactReader

  /// `KeyEquivalent`'s named keys.
  static let namedKeys: Set<String> = [
    "delete", "deleteForward", "return", "escape", "tab", "space", "upArrow", "downArrow", "leftArrow",
    "rightArrow", "home", "end", "pageUp", "pageDown", "clear",
  ]

  /// The named key a control or function-key character stands for (`"\u{7F}"` is `delete`).
  static func namedKey(forCharacter character: String) -> String? {
    guard character.unicodeScalars.count == 1, let value = character.unicodeScalars.first?.value else { return nil }
    switch value {
    case 0x08, 0x7F: return "delete"
    case 0xF728: return "deleteForward"
    case 0x0D, 0x03: return "return"
    case 0x1B: return "escape"
    case 0x09: return "tab"
    case 0x20: return "space"
    case 0xF700: return "upArrow"
    case 0xF701: return "downArrow"
    case 0xF702: return "leftArrow"
    case 0xF703: return "rightArrow"
    case 0xF729: return "home"
    case 0xF72B: return "end"
    case 0xF72C: return "pageUp"
    case 0xF72D: return "pageDown"
    case 0xF739: return "clear"
    case 0xF704...0xF717: return "f\(value - 0xF704 + 1)"
    default: return nil
    }
  }

  /// The key a one-character string stands for.
  static func key(forCharacter character: String) -> SwiftShortcutKey? {
    guard character.count == 1 else { return nil }
    if let name = namedKey(forCharacter: character) { return .named(name) }
    return .character(character)
  }

  /// The shortcut a `.keyboardShortcut(…)` call gives.
  func keyboardShortcut(_ call: SwiftCall) -> SwiftShortcut? {
    let structure = reader.structure
    guard let first = structure.firstUnlabeledArgument(of: call) else { return nil }
    let source = reader.structure.file.text(in: call.range)
    if let member = reader.memberName(first.tokens),
      reader.tokens[first.tokens.lowerBound].kind == .period
        || reader.token(first.tokens.lowerBound, is: "KeyboardShortcut")
    {
      if member == "defaultAction" {
        return SwiftShortcut(
          key: .named("return"),
          modifiers: [],
          modifiersWritten: true,
          form: .defaultAction,
          sourceText: source
        )
      }
      if member == "cancelAction" {
        return SwiftShortcut(
          key: .named("escape"),
          modifiers: [],
          modifiersWritten: true,
          form: .cancelAction,
          sourceText: source
        )
      }
    }
    if let index = reader.call(spanning: first.tokens) {
      let value = structure.calls[index]
      if value.name == "KeyboardShortcut" || value.name == "init" && structure.argument("modifiers", of: value) != nil {
        return keyboardShortcutValue(value, form: .keyboardShortcut, source: source)
      }
    }
    return keyboardShortcutValue(call, form: .keyboardShortcut, source: source)
  }

  /// The shortcut of a `KeyboardShortcut(key, modifiers:)` value or of the arguments of
  /// `.keyboardShortcut(key, modifiers:)`.
  func keyboardShortcutValue(_ call: SwiftCall, form: SwiftShortcut.Form, source: String? = nil) -> SwiftShortcut? {
    let structure = reader.structure
    guard let first = structure.firstUnlabeledArgument(of: call), let key = key(first.tokens) else { return nil }
    var modifiers: [SwiftModifierKey] = [.command]
    var written = false
    if let argument = structure.argument("modifiers", of: call) {
      guard let read = self.modifiers(argument.tokens, names: Self.eventModifiers) else { return nil }
      modifiers = read
      written = true
    }
    return SwiftShortcut(
      key: key,
      modifiers: modifiers,
      modifiersWritten: written,
      form: form,
      sourceText: source ?? reader.structure.file.text(in: call.range)
    )
  }

  /// A key written as a one-character literal, `KeyEquivalent("r")`, or a `KeyEquivalent`
  /// constant (`.delete`, `KeyEquivalent.upArrow`).
  func key(_ range: Range<Int>) -> SwiftShortcutKey? {
    if let literal = reader.literals.literal(range) {
      return literal.isInterpolated ? nil : Self.key(forCharacter: literal.text)
    }
    if let member = reader.memberName(range), Self.namedKeys.contains(member),
      reader.tokens[range.lowerBound].kind == .period || reader.token(range.lowerBound, is: "KeyEquivalent")
    {
      return .named(member)
    }
    if let index = reader.call(spanning: range),
      ["KeyEquivalent", "Character", "init"].contains(reader.calls[index].name),
      let argument = reader.structure.firstUnlabeledArgument(of: reader.calls[index])
    {
      return key(argument.tokens)
    }
    return nil
  }

  /// SwiftUI's `EventModifiers` names.
  static let eventModifiers: [String: SwiftModifierKey] = [
    "command": .command, "shift": .shift, "option": .option, "control": .control, "capsLock": .capsLock,
    "function": .function, "numericPad": .numericPad,
  ]

  /// UIKit's `UIKeyModifierFlags` names.
  static let keyModifierFlags: [String: SwiftModifierKey] = [
    "command": .command, "shift": .shift, "alternate": .option, "control": .control, "alphaShift": .capsLock,
    "numericPad": .numericPad,
  ]

  /// Modifiers written as `.command`, `[.command, .shift]`, `[]` or `EventModifiers.command`;
  /// nil when written any other way.
  func modifiers(_ range: Range<Int>, names: [String: SwiftModifierKey]) -> [SwiftModifierKey]? {
    guard let first = range.first else { return nil }
    if reader.tokens[first].kind == .leftBracket, reader.structure.groups.next(after: first) == range.upperBound {
      var result: [SwiftModifierKey] = []
      var start = first + 1
      let end = reader.structure.groups.contentEnd(of: first)
      while start < end {
        var stop = start
        while stop < end, reader.tokens[stop].kind != .comma { stop += 1 }
        if stop == start {
          start += 1
          continue
        }
        guard let name = reader.memberName(start..<stop), let modifier = names[name] else { return nil }
        result.append(modifier)
        start = stop + 1
      }
      return result
    }
    guard let name = reader.memberName(range), let modifier = names[name] else { return nil }
    return [modifier]
  }
}
