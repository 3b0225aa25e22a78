/// The key of a keyboard shortcut, held as its canonical token.
///
/// Tokens: an upper-case letter (`R`), a digit (`1`), a punctuation character (`,` `?`), a key
/// symbol (`⌫ ⌦ ↩ ⌤ ⎋ ⇥ ← → ↑ ↓ ⇞ ⇟ ↖ ↘`), `Space`, or `F1`…`F20`. Names, aliases and symbols come
/// from ``KeyNames``.
public struct ShortcutKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The sort of key; also the first sort criterion.
  public enum Kind: Int, Sendable, Hashable, Comparable {
    /// `A`…`Z`.
    case letter
    /// `0`…`9`.
    case digit
    /// A punctuation character such as `,` or `?`.
    case punctuation
    /// A named key: ⌫, ↩, arrows, Space…
    case named
    /// F1…F20.
    case function

    /// Orders letters, digits, punctuation, named keys, function keys.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The canonical token: `R`, `1`, `,`, `⌫`, `Space`, `F5`.
  public let token: String
  /// The sort of key.
  public let kind: Kind
  /// `token`'s hash value, made once: a key is hashed wherever its shortcut's bindings are looked
  /// up (buckets, conflict groups, the facts each finding reads), and a string hashes byte by byte.
  private let tokenHash: Int

  private init(token: String, kind: Kind) {
    self.token = token
    self.kind = kind
    tokenHash = token.hashValue
  }

  /// Equal when the tokens are (as strings: canonically equivalent) and of one kind.
  public static func == (lhs: ShortcutKey, rhs: ShortcutKey) -> Bool {
    lhs.kind == rhs.kind && lhs.token == rhs.token
  }

  /// Hashes the token's hash value, which equal tokens share (``String`` hashes canonically).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tokenHash)
    hasher.combine(kind)
  }

  /// The key for any spelling: one letter, digit or ASCII punctuation character; a key symbol (`⌫`,
  /// `⏎`); or a key name or alias (`Space`, `esc`, `Left Arrow`, `F5`, `Comma`), case-insensitive.
  ///
  /// Letters become upper case. A shifted character (`?`, `#`) is kept as written; ``Shortcut``
  /// normalises it together with ⇧. Returns `nil` for modifiers and unknown words.
  public init?(_ spelling: some StringProtocol) {
    let text = String(spelling)
    if let key = text.utf8.count == 1 ? Self.singleByte(text) : Self.singleCharacter(text) {
      self = key
      return
    }
    guard let row = KeyNames.key(named: text) else { return nil }
    switch row.kind {
    case .named: self.init(token: row.symbol, kind: .named)
    case .function: self.init(token: row.symbol, kind: .function)
    case .punctuation: self.init(token: row.symbol, kind: .punctuation)
    case .modifier: return nil
    }
  }

  /// The letter, digit or punctuation key of `text`, one byte, read by its byte (most keys as
  /// written): ``singleCharacter(_:)`` without Unicode properties.
  static func singleByte(_ text: String) -> ShortcutKey? {
    guard let byte = text.utf8.first else { return nil }
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"):
      return ShortcutKey(token: String(UnicodeScalar(byte - 0x20)), kind: .letter)
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return ShortcutKey(token: text, kind: .letter)
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return ShortcutKey(token: text, kind: .digit)
    // The rest of printable ASCII, letters and digits taken above (``USKeyboardLayout/isPunctuation(_:)``).
    case 0x21...0x7E: return ShortcutKey(token: text, kind: .punctuation)
    default: return nil
    }
  }

  /// The letter, digit or punctuation key of `text` when it is one ASCII character: the
  /// reference for ``singleByte(_:)``, and the way for a character of several bytes (`\r\n`).
  static func singleCharacter(_ text: String) -> ShortcutKey? {
    guard text.count == 1, let character = text.first, character.isASCII else { return nil }
    if character.isLetter { return ShortcutKey(token: character.uppercased(), kind: .letter) }
    if character.isNumber { return ShortcutKey(token: text, kind: .digit) }
    if USKeyboardLayout.isPunctuation(character) { return ShortcutKey(token: text, kind: .punctuation) }
    return nil
  }

  /// The ``KeyNames`` row of a named, function or punctuation key; `nil` for letters and digits.
  public var keyName: KeyName? { KeyNames.key(symbol: token) }

  /// Whether this is one of the four arrow keys.
  public var isArrow: Bool { ["←", "→", "↑", "↓"].contains(token) }

  /// The function key number (5 for F5), or `nil`.
  public var functionNumber: Int? { kind == .function ? Int(token.dropFirst()) : nil }

  /// The key as Apple spells it in `Shift-Command-N`: letters, digits and punctuation by their
  /// character, named keys by name (`Delete`, `Left Arrow`, `Space`, `F5`).
  public var spelledName: String {
    kind == .named ? (keyName?.name ?? token) : token
  }

  /// The canonical token.
  public var description: String { token }

  /// Orders by kind, then function keys by number and other keys by token.
  public static func < (lhs: ShortcutKey, rhs: ShortcutKey) -> Bool {
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
    if let left = lhs.functionNumber, let right = rhs.functionNumber { return left < right }
    return lhs.token < rhs.token
  }

  // MARK: - Named keys

  /// ⌫ Delete (backward).
  public static let delete = ShortcutKey(token: "⌫", kind: .named)
  /// ⌦ Forward Delete.
  public static let forwardDelete = ShortcutKey(token: "⌦", kind: .named)
  /// ↩ Return.
  public static let `return` = ShortcutKey(token: "↩", kind: .named)
  /// ⌤ Enter (keypad).
  public static let enter = ShortcutKey(token: "⌤", kind: .named)
  /// ⎋ Escape.
  public static let escape = ShortcutKey(token: "⎋", kind: .named)
  /// ⇥ Tab.
  public static let tab = ShortcutKey(token: "⇥", kind: .named)
  /// The space bar.
  public static let space = ShortcutKey(token: "Space", kind: .named)
  /// ← Left Arrow.
  public static let leftArrow = ShortcutKey(token: "←", kind: .named)
  /// → Right Arrow.
  public static let rightArrow = ShortcutKey(token: "→", kind: .named)
  /// ↑ Up Arrow.
  public static let upArrow = ShortcutKey(token: "↑", kind: .named)
  /// ↓ Down Arrow.
  public static let downArrow = ShortcutKey(token: "↓", kind: .named)
  /// ⇞ Page Up.
  public static let pageUp = ShortcutKey(token: "⇞", kind: .named)
  /// ⇟ Page Down.
  public static let pageDown = ShortcutKey(token: "⇟", kind: .named)
  /// ↖ Home.
  public static let home = ShortcutKey(token: "↖", kind: .named)
  /// ↘ End.
  public static let end = ShortcutKey(token: "↘", kind: .named)

  /// The function key F`number`, for 1…20.
  public static func function(_ number: Int) -> ShortcutKey? {
    (1...20).contains(number) ? ShortcutKey(token: "F\(number)", kind: .function) : nil
  }

  /// Every canonical key: letters, digits, unshifted and upper punctuation, named keys, F1…F20.
  public static let allCanonical: [ShortcutKey] = {
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map {
      ShortcutKey(token: String(UnicodeScalar($0)), kind: .letter)
    }
    let digits = (0...9).map { ShortcutKey(token: String($0), kind: .digit) }
    let punctuation = KeyNames.punctuation.map { ShortcutKey(token: $0.symbol, kind: .punctuation) }
    let named = KeyNames.namedKeys.map { ShortcutKey(token: $0.symbol, kind: .named) }
    let function = (1...20).compactMap { ShortcutKey.function($0) }
    return letters + digits + punctuation + named + function
  }()
}
