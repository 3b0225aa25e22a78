/// Terminal cells text takes: wide East Asian characters and emoji take two, combining marks and
/// joiners none; a character (grapheme cluster) that holds a wide scalar takes two, so a family
/// emoji joined by zero-width joiners or a flag of two regional indicators is one wide character.
enum DisplayWidth {
  /// The cells of `text`, character by character.
  static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + cells($1) }
  }

  /// The cells one character takes (a tab counts one; the terminal decides where it stops).
  static func cells(_ character: Character) -> Int {
    var visible = false
    for scalar in character.unicodeScalars {
      if isWide(scalar.value) { return 2 }
      if !isZeroWidth(scalar) { visible = true }
    }
    return visible ? 1 : 0
  }

  /// Combining marks, variation selectors and the zero-width joiner.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0xFE0F || scalar.value == 0x200D
  }

  static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x1F1E6...0x1F1FF).contains(value)
      || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
