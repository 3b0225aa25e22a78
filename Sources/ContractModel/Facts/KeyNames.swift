// Source: reference/data/key-names.tsv (symbols, names, aliases, SwiftUI and AppKit spellings).
// Punctuation rows are the project's own: their names follow the `keys_spelled` column of the
// two shortcut tables (`Command-Comma`, `Command-Question mark`).
//
// Left out on purpose: ⇤ Back Tab (written ⇧⇥), ⌧ Clear, Help, the keypad flag, ⏏ Media Eject and
// Power (apps cannot bind them), the VO pseudo-modifier (`VO-R` stays free text so VoiceOver
// commands written in prose are not taken for app shortcuts), and the aliases `del` (ambiguous),
// `meta`, `super`, `apple key` (not Apple's words), `alpha shift` and `^`.

/// The key and modifier names the shortcut parser accepts, with their SwiftUI and AppKit spellings.
public enum KeyNames {
  /// The six modifiers, in canonical written order (🌐 ⇪ ⌃ ⌥ ⇧ ⌘).
  public static let modifiers: [KeyName] = [
    modifier(.globe, "🌐", "Globe", ["fn", "function", "globe"], swiftUI: ".function", appKit: ".function"),
    modifier(
      .capsLock,
      "⇪",
      "Caps Lock",
      ["caps", "capslock", "caps lock"],
      swiftUI: ".capsLock",
      appKit: ".capsLock"
    ),
    modifier(.control, "⌃", "Control", ["ctrl", "ctl", "control"], swiftUI: ".control", appKit: ".control"),
    modifier(.option, "⌥", "Option", ["opt", "alt", "option"], swiftUI: ".option", appKit: ".option"),
    modifier(.shift, "⇧", "Shift", ["shft", "shift"], swiftUI: ".shift", appKit: ".shift"),
    modifier(.command, "⌘", "Command", ["cmd", "command"], swiftUI: ".command", appKit: ".command"),
  ]

  /// Keys with a name and a symbol of their own (⌫, ↩, arrows, Space…).
  public static let namedKeys: [KeyName] = [
    named("⌫", "Delete", ["backspace", "bksp"], swiftUI: ".delete", appKit: scalar("NSBackspaceCharacter")),
    named(
      "⌦",
      "Forward Delete",
      ["fwd delete", "delete forward"],
      swiftUI: ".deleteForward",
      appKit: scalar("NSDeleteFunctionKey")
    ),
    named("↩", "Return", ["ret", "cr", "⏎"], swiftUI: ".return", appKit: #""\r""#),
    named("⌤", "Enter", ["keypad enter"], swiftUI: #"KeyEquivalent("\u{3}")"#, appKit: scalar("NSEnterCharacter")),
    named("⎋", "Escape", ["esc"], swiftUI: ".escape", appKit: #""\u{1B}""#),
    named("⇥", "Tab", [], swiftUI: ".tab", appKit: #""\t""#),
    named("Space", "Space", ["spacebar", "space bar", "␣"], swiftUI: ".space", appKit: #"" ""#),
    named("←", "Left Arrow", ["left"], swiftUI: ".leftArrow", appKit: scalar("NSLeftArrowFunctionKey")),
    named("→", "Right Arrow", ["right"], swiftUI: ".rightArrow", appKit: scalar("NSRightArrowFunctionKey")),
    named("↑", "Up Arrow", ["up"], swiftUI: ".upArrow", appKit: scalar("NSUpArrowFunctionKey")),
    named("↓", "Down Arrow", ["down"], swiftUI: ".downArrow", appKit: scalar("NSDownArrowFunctionKey")),
    named("⇞", "Page Up", ["pgup", "pageup"], swiftUI: ".pageUp", appKit: scalar("NSPageUpFunctionKey")),
    named("⇟", "Page Down", ["pgdn", "pagedown"], swiftUI: ".pageDown", appKit: scalar("NSPageDownFunctionKey")),
    named("↖", "Home", [], swiftUI: ".home", appKit: scalar("NSHomeFunctionKey")),
    named("↘", "End", [], swiftUI: ".end", appKit: scalar("NSEndFunctionKey")),
  ]

  /// F1 to F20. SwiftUI has no named constants for them; they are AppKit's function-key characters
  /// U+F704 to U+F717.
  public static let functionKeys: [KeyName] = (1...20).map { number in
    let character = String(0xF704 + number - 1, radix: 16, uppercase: true)
    return KeyName(
      symbol: "F\(number)",
      name: "F\(number)",
      aliases: [],
      kind: .function,
      swiftUI: #"KeyEquivalent("\u{"# + character + #"}")"#,
      appKit: scalar("NSF\(number)FunctionKey")
    )
  }

  /// Punctuation keys of the US ANSI layout, both the typed and the shifted character.
  public static let punctuation: [KeyName] = [
    punctuation("`", "Grave accent", ["grave", "backtick"]),
    punctuation("~", "Tilde", []),
    punctuation("-", "Hyphen", ["minus"]),
    punctuation("_", "Underscore", []),
    punctuation("=", "Equal sign", ["equal", "equals"]),
    punctuation("+", "Plus sign", ["plus"]),
    punctuation("[", "Left bracket", ["left square bracket"]),
    punctuation("]", "Right bracket", ["right square bracket"]),
    punctuation("{", "Left curly bracket", ["left brace"]),
    punctuation("}", "Right curly bracket", ["right brace"]),
    punctuation(#"\"#, "Backslash", [], literal: #""\\""#),
    punctuation("|", "Pipe", ["vertical bar"]),
    punctuation(";", "Semicolon", []),
    punctuation(":", "Colon", []),
    punctuation("'", "Apostrophe", ["single quote"]),
    punctuation(#"""#, "Quotation mark", ["quote", "double quote"], literal: #""\"""#),
    punctuation(",", "Comma", []),
    punctuation("<", "Less than", ["less than sign"]),
    punctuation(".", "Period", ["dot", "full stop"]),
    punctuation(">", "Greater than", ["greater than sign"]),
    punctuation("/", "Forward slash", ["slash"]),
    punctuation("?", "Question mark", []),
  ]

  /// Every row: modifiers, named keys, function keys, punctuation.
  public static let all: [KeyName] = modifiers + namedKeys + functionKeys + punctuation

  // MARK: - Row builders

  private static func modifier(
    _ modifier: ShortcutModifiers,
    _ symbol: String,
    _ name: String,
    _ aliases: [String],
    swiftUI: String,
    appKit: String
  ) -> KeyName {
    KeyName(symbol: symbol, name: name, aliases: aliases, kind: .modifier(modifier), swiftUI: swiftUI, appKit: appKit)
  }

  private static func named(
    _ symbol: String,
    _ name: String,
    _ aliases: [String],
    swiftUI: String,
    appKit: String
  ) -> KeyName {
    KeyName(symbol: symbol, name: name, aliases: aliases, kind: .named, swiftUI: swiftUI, appKit: appKit)
  }

  private static func punctuation(
    _ character: String,
    _ name: String,
    _ aliases: [String],
    literal: String? = nil
  ) -> KeyName {
    let literal = literal ?? "\"\(character)\""
    return KeyName(
      symbol: character,
      name: name,
      aliases: aliases,
      kind: .punctuation,
      swiftUI: literal,
      appKit: literal
    )
  }

  /// The AppKit expression that turns an `Int` character constant into a key-equivalent string.
  private static func scalar(_ constant: String) -> String { "String(UnicodeScalar(\(constant))!)" }
}
