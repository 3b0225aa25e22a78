/// The words of a text as the rules compare them: its runs of letters (and digits, when asked),
/// lower-cased. Rules ask it of names and values for every component or binding they check, so
/// ASCII text, and text whose other characters are shortcut glyphs, arrows or typographic
/// punctuation, is split byte by byte; other text by characters.
enum LetterWords {
  /// The lower-cased runs of letters of `text` (with `digits`, of letters and digits): what
  /// splitting `text.lowercased()` at every other character gives.
  static func lowercased(_ text: String, digits: Bool = false) -> [String] {
    if let words = asciiRuns(text, digits: digits) { return words }
    return text.lowercased().split(whereSeparator: { !($0.isLetter || digits && $0.isNumber) }).map(String.init)
  }

  /// The lower-case words of a name written in camel case: `PhotoCanvas` is `photo`, `canvas`; a
  /// run of capitals stays one word (`URLField`).
  static func identifierWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower, !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// ``lowercased(_:digits:)`` of `text` by bytes, when it is ASCII but for the characters
  /// ``separatorLength(_:at:)`` knows; nil otherwise.
  private static func asciiRuns(_ text: String, digits: Bool) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      var runs: [String] = []
      var start: Int?
      var index = 0
      while index <= bytes.count {
        let byte = index < bytes.count ? bytes[index] : 0
        var length = 1
        if byte >= 0x80 {
          guard let separator = separatorLength(bytes, at: index) else { return nil }
          length = separator
        } else if ASCIIBytes.isLetter(byte) || digits && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          if start == nil { start = index }
          index += 1
          continue
        }
        if let first = start {
          start = nil
          runs.append(
            String(unsafeUninitializedCapacity: index - first) { buffer in
              for offset in first..<index { buffer[offset - first] = MechanismMatcher.lowercased(bytes[offset]) }
              return index - first
            }
          )
        }
        index += length
      }
      return runs
    }
  }

  /// The length in bytes of the character that starts at `index` of `bytes` (UTF-8), when it is
  /// one contracts are full of that is neither a letter nor a number, has no case and joins no
  /// neighbour into one character: a shortcut glyph or an arrow (U+2190 to U+23FF: `⌘`, `⇧`,
  /// `⌫`, `→`) or typographic punctuation (U+2010 to U+2027: `–`, `’`, `…`). A mark that would
  /// join it (`⌘` with U+0301, U+FE0F) is not one of them: the text is then split by characters.
  private static func separatorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    guard bytes[index] == 0xE2, index + 2 < bytes.count else { return nil }
    let second = bytes[index + 1]
    let third = bytes[index + 2]
    switch second {
    case 0x80: return (0x90...0xA7).contains(third) ? 3 : nil
    case 0x86: return third >= 0x90 ? 3 : nil
    case 0x87...0x8F: return 3
    default: return nil
    }
  }
}
