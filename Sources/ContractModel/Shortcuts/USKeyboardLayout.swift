/// The US ANSI keyboard layout facts the normaliser needs: which character Shift types on each
/// punctuation and digit key.
///
/// Menus show a shifted punctuation key by its upper character, without ⇧ (`⇧⌘/` is shown `⌘?`),
/// while a shifted digit keeps ⇧ and its digit (`⇧⌘3`). The mapping is layout dependent; contracts
/// are compared on US ANSI, the layout Apple's documentation writes.
enum USKeyboardLayout {
  /// The upper character of each two-character punctuation key.
  static let shiftedPunctuation: [Character: Character] = [
    "`": "~", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">", "/": "?",
  ]

  /// The digit key that types each shifted-digit character.
  static let digitForShiftedCharacter: [Character: Character] = [
    "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
  ]

  /// The upper characters of the punctuation keys (`~ _ + { } | : " < > ?`).
  static let upperPunctuation: Set<Character> = Set(shiftedPunctuation.values)

  /// Whether `character` is printable ASCII punctuation, i.e. typed by a single key of the layout,
  /// with or without Shift.
  static func isPunctuation(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return (0x21...0x7E).contains(ascii) && !character.isLetter && !character.isNumber
  }
}
