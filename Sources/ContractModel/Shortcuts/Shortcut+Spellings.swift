extension Shortcut {
  /// Apple's spelled form: modifier names in canonical order, then the key, joined by `-`
  /// (`Shift-Command-N`, `Control-Option-Space`, `Command-,`, `Option-Command-Left Arrow`).
  ///
  /// Named keys use their ``KeyNames`` name; letters, digits and punctuation their character.
  /// ``Shortcut/parse(_:)`` reads every spelled form back to the same shortcut.
  public var spelled: String {
    (modifiers.members.map(Self.modifierName) + [key.spelledName]).joined(separator: "-")
  }

  /// The SwiftUI modifier that binds this shortcut, e.g. `.keyboardShortcut("r", modifiers: .command)`,
  /// `.keyboardShortcut(.delete, modifiers: [])`, `.keyboardShortcut(.upArrow, modifiers: [.option, .command])`.
  ///
  /// Letters are written lower case: a `KeyEquivalent` of `"R"` would mean ⇧ as well.
  public var swiftUI: String {
    let members = modifiers.members.compactMap { KeyNames.modifier(named: $0.symbol)?.swiftUI }
    let modifierList = members.count == 1 ? members[0] : "[\(members.joined(separator: ", "))]"
    return ".keyboardShortcut(\(keySpelling(\.swiftUI)), modifiers: \(modifierList))"
  }

  /// The AppKit menu-item settings for this shortcut, e.g.
  /// `keyEquivalent = "r"; keyEquivalentModifierMask = [.command]`, with named keys written through
  /// their AppKit constants (`String(UnicodeScalar(NSBackspaceCharacter)!)`).
  public var appKit: String {
    let members = modifiers.members.compactMap { KeyNames.modifier(named: $0.symbol)?.appKit }
    return "keyEquivalent = \(keySpelling(\.appKit)); keyEquivalentModifierMask = [\(members.joined(separator: ", "))]"
  }

  /// The key as a Swift expression: a lower-case string literal for letters and digits, else the
  /// ``KeyNames`` spelling picked by `path`.
  private func keySpelling(_ path: KeyPath<KeyName, String>) -> String {
    if let row = key.keyName { return row[keyPath: path] }
    return "\"\(key.token.lowercased())\""
  }

  private static func modifierName(_ modifier: ShortcutModifiers) -> String {
    KeyNames.modifier(named: modifier.symbol)?.name ?? modifier.symbol
  }
}
