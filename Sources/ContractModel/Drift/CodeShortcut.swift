import SwiftSource

extension Shortcut {
  /// The shortcut a code binding makes, in the contract language's normal form: Command when
  /// no modifiers are written, Shift for an upper-case letter; nil for a key or modifier the
  /// contract language has no name for (`.clear`, `.numericPad`).
  init?(code shortcut: SwiftShortcut) {
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
    if shortcut.isUpperCaseLetter { modifiers.insert(.shift) }
    let key: ShortcutKey?
    switch shortcut.key {
    case .character(let character): key = ShortcutKey(character)
    case .named(let name):
      if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...20).contains(number) {
        key = ShortcutKey("F\(number)")
      } else {
        key = KeyNames.namedKeys.first { $0.swiftUI == "." + name }.flatMap { ShortcutKey($0.symbol) }
      }
    }
    guard let key else { return nil }
    self.init(modifiers: modifiers, key: key)
  }
}
