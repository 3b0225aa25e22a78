import SwiftSource

/// SwiftSource's shortcuts as the rules' ``Shortcut``s: the key, Shift for an upper-case letter
/// (`.keyboardShortcut("R")` is ⇧⌘R in SwiftUI and AppKit), the modifiers as written. A
/// `UIKeyCommand`'s input is the key and its `modifierFlags` all the modifiers: UIKit adds no Shift for
/// an upper-case input (Home Assistant's Reload Page, `input: "R"` with `.command`, is ⌘R beside
/// Update Sensors on ⇧⌘R: found in Home Assistant, docs/real-code.md). A shortcut
/// on the numeric keypad, or of a key with no symbol here, has no ``Shortcut``: it is skipped,
/// never guessed.
enum CodeShortcuts {
  /// `KeyEquivalent`'s named keys.
  static let namedKeys: [String: ShortcutKey] = [
    "delete": .delete, "deleteForward": .forwardDelete, "return": .return, "escape": .escape, "tab": .tab,
    "space": .space, "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow,
    "rightArrow": .rightArrow, "home": .home, "end": .end, "pageUp": .pageUp, "pageDown": .pageDown,
  ]

  /// The shortcut `shortcut` is, or nil when it cannot be one of the rules' shortcuts.
  static func shortcut(_ shortcut: SwiftShortcut) -> Shortcut? {
    var modifiers: ShortcutModifiers = []
    for modifier in shortcut.modifiers {
      switch modifier {
      case .command: modifiers.insert(.command)
      case .shift: modifiers.insert(.shift)
      case .option: modifiers.insert(.option)
      case .control: modifiers.insert(.control)
      case .capsLock: modifiers.insert(.capsLock)
      case .function: modifiers.insert(.globe)
      case .numericPad: return nil
      }
    }
    if shortcut.isUpperCaseLetter, shortcut.form != .keyCommand { modifiers.insert(.shift) }
    guard let key = key(shortcut.key) else { return nil }
    return Shortcut(modifiers: modifiers, key: key)
  }

  /// The key of `key`, or nil.
  static func key(_ key: SwiftShortcutKey) -> ShortcutKey? {
    switch key {
    case .named(let name):
      if let named = namedKeys[name] { return named }
      if name.hasPrefix("f"), let number = Int(name.dropFirst()) { return .function(number) }
      return nil
    case .character(let character):
      guard character.count == 1, character.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }) else {
        return nil
      }
      return ShortcutKey(character)
    }
  }
}
