/// One key or modifier as contracts and Apple's frameworks spell it (a row of ``KeyNames``).
public struct KeyName: Sendable, Hashable {
  /// What sort of key a ``KeyName`` is.
  public enum Kind: Sendable, Hashable {
    /// A modifier key (⌘ ⇧ ⌥ ⌃ ⇪ 🌐), with the modifier it stands for.
    case modifier(ShortcutModifiers)
    /// A named key such as ⌫, ↩, ←, or Space.
    case named
    /// A function key, F1 to F20.
    case function
    /// A punctuation key, written by its character (`,`, `?`).
    case punctuation
  }

  /// The canonical symbol: `⌘`, `⌫`, `Space`, `F5`, `,`. For keys it is the ``ShortcutKey/token``.
  public let symbol: String
  /// Apple's spelled name, as in `Shift-Command-Delete`: `Command`, `Delete`, `Left Arrow`, `Comma`.
  public let name: String
  /// Other spellings people write, lower-cased; the parser accepts these, the symbol and the name,
  /// case-insensitively.
  public let aliases: [String]
  /// What sort of key this is.
  public let kind: Kind
  /// The SwiftUI spelling: a `KeyEquivalent` (`.delete`, `"`"`) or an `EventModifiers` member (`.command`).
  public let swiftUI: String
  /// The AppKit spelling: a `keyEquivalent` string expression (`String(UnicodeScalar(NSBackspaceCharacter)!)`)
  /// or an `NSEvent.ModifierFlags` member (`.command`).
  public let appKit: String

  /// Creates a row.
  public init(symbol: String, name: String, aliases: [String], kind: Kind, swiftUI: String, appKit: String) {
    self.symbol = symbol
    self.name = name
    self.aliases = aliases
    self.kind = kind
    self.swiftUI = swiftUI
    self.appKit = appKit
  }

  /// Every spelling the parser accepts for this row: symbol, name and aliases.
  public var spellings: [String] { [symbol, name] + aliases }

  /// The modifier this row stands for, if it is a modifier.
  public var modifier: ShortcutModifiers? {
    if case .modifier(let modifier) = kind { return modifier }
    return nil
  }
}
