/// The words of a text as the rules compare them: its runs of letters (and digits, when asked),
/// lower-cased. Rules ask it of names and values for every component or binding they check, so
/// ASCII text is split byte by byte; other text by characters.
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

  /// ``lowercased(_:digits:)`` of ASCII `text`; nil when `text` is not ASCII.
  private static func asciiRuns(_ text: String, digits: Bool) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      var runs: [String] = []
      var start: Int?
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : 0
        if byte >= 0x80 { return nil }
        if ASCIIBytes.isLetter(byte) || digits && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          if start == nil { start = index }
          continue
        }
        guard let first = start else { continue }
        start = nil
        runs.append(
          String(unsafeUninitializedCapacity: index - first) { buffer in
            for offset in first..<index { buffer[offset - first] = MechanismMatcher.lowercased(bytes[offset]) }
            return index - first
          }
        )
      }
      return runs
    }
  }
}
