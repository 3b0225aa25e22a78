/// A keyboard shortcut: modifiers and one key, always held in normal form.
///
/// Normal form (contract language, section 5): modifiers in Apple's order (🌐 ⇪ ⌃ ⌥ ⇧ ⌘), an
/// upper-case letter key, and a shifted punctuation key written as the menu shows it, without ⇧, on
/// the US ANSI layout (`⇧⌘/` is `⌘?`, `⇧⌘=` is `⌘+`). Letters and digits keep ⇧ (`⇧⌘3`); a
/// shifted digit character is written as ⇧ and its digit (`⌘#` is `⇧⌘3`).
public struct Shortcut: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The modifiers held.
  public let modifiers: ShortcutModifiers
  /// The key pressed.
  public let key: ShortcutKey

  /// Creates a shortcut and normalises it.
  public init(modifiers: ShortcutModifiers = [], key: ShortcutKey) {
    var modifiers = modifiers
    var key = key
    if key.kind == .punctuation, let character = key.token.first {
      if let digit = USKeyboardLayout.digitForShiftedCharacter[character], let digitKey = ShortcutKey(String(digit)) {
        key = digitKey
        modifiers.insert(.shift)
      } else if modifiers.contains(.shift) {
        if let upper = USKeyboardLayout.shiftedPunctuation[character], let upperKey = ShortcutKey(String(upper)) {
          key = upperKey
          modifiers.remove(.shift)
        } else if USKeyboardLayout.upperPunctuation.contains(character) {
          modifiers.remove(.shift)
        }
      }
    }
    self.modifiers = modifiers
    self.key = key
  }

  /// Whether the shortcut is a key without modifiers (`⌫`, `↩`, `→`).
  public var isBareKey: Bool { modifiers.isEmpty }

  /// The canonical symbol form: `⌥⇧⌘N`, `⌃⌥Space`, `⌘,`, `⌫`.
  public var description: String { modifiers.symbol + key.token }

  /// Parses one token in symbol form (`⇧⌘N`, `⌘Space`), text form (`Shift-Cmd-N`, `Command+R`) or as a
  /// bare key (`⌫`, `Space`, `F8`). Surrounding white space is ignored; the rest must be one shortcut.
  public static func parse(_ token: some StringProtocol) -> ShortcutParse {
    ShortcutReader.parseWhole(String(token))
  }

  /// Orders by key, then by the number of modifiers, then by modifier set.
  public static func < (lhs: Shortcut, rhs: Shortcut) -> Bool {
    if lhs.key != rhs.key { return lhs.key < rhs.key }
    if lhs.modifiers.count != rhs.modifiers.count { return lhs.modifiers.count < rhs.modifiers.count }
    return lhs.modifiers.rawValue < rhs.modifiers.rawValue
  }
}
