/// Inputs for the tests that hold a fast path to the slow path it replaces.
enum FastPathSamples {
  /// Characters that test Unicode corners: symbols, emoji, combining marks, line ends, characters
  /// equal to ASCII ones (`;` U+037E, Kelvin) and ones whose lower case grows (`İ`).
  static let unicode: [String] = [
    "⌘", "⌥", "⇧", "⌃", "⇪", "🌐", "🌐️", "⌫", "⌦", "↩︎", "↩", "⌤", "⎋", "⇥", "⇞", "⇟", "↖", "↘", "→", "←", "↑",
    "↓", "é", "e\u{301}", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{37E}", "\u{1FEF}", "\u{212A}",
    "İ", "ß", "ﬀ", "Σ", "😀", "👍🏽", "👨‍👩‍👧", "🇫🇷", "🇫🇷🇩🇪", "1️⃣", "\u{600}", "ⅷ", "٣", "Ａ", "ǅ", "中", "\u{300}",
    "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{FEFF}", "\u{3000}", "\u{200B}", "Ⅻ", "ㄱ", "…", "’", "–", "\u{2010}",
    "\u{2027}", "\u{2028}", "\u{218F}", "\u{2190}", "⌚", "⌚\u{FE0F}", "\u{23FF}", "\u{2400}", "\u{200F}",
  ]

  /// Every ASCII character.
  static let ascii: [String] = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }

  /// Pieces of contract text.
  static let words: [String] = [
    "app", "App", "Platforms", "primary", "Action", "actions", "reading", "order", "Focus", "after", "dismiss", "check",
    "Check", "iPhone", "ipad", "MAC", "macOS", "see", "Summary", "link", "kind", "x", "a1", "_b", "-", "c-d", "9",
    "Cmd-R", "⌘R", "⌘+R", "row", "→", "details", "swipe", "Long-press", "menu bar", "and", "or", "+", ",", ";", ".",
    "same", "Reorder", "BC0Go",
  ]

  /// Single characters, pairs of them, and words joined by blanks, ASCII and not.
  static func strings() -> [String] {
    let singles = ascii + unicode
    var result = singles
    let pool = unicode + [" ", "\t", "a", "Z", "0", "_", "-", "+", ",", ";", ".", "/", ":", "\r", "\n", "#", "k"]
    for first in pool { for second in pool { result.append(first + second) } }
    for first in ascii { for second in ["a", " ", "\u{301}", "\n", "→", "-"] { result.append(first + second) } }
    var random = SeededGenerator(seed: 0xFA57)
    for _ in 0..<800 {
      var text = ""
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let piece =
          Int.random(in: 0..<4, using: &random) == 0
          ? singles.randomElement(using: &random)! : words.randomElement(using: &random)!
        let blank = [" ", "  ", "\t", "", " \t "].randomElement(using: &random)!
        text += piece + blank
      }
      result.append(text)
      result.append(blankFirst(text, &random))
    }
    return result
  }

  private static func blankFirst(_ text: String, _ random: inout SeededGenerator) -> String {
    [" ", "\t", ""].randomElement(using: &random)! + text
  }
}
