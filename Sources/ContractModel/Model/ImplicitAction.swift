/// How a segment that starts with no declared name declares an action implicitly (v1.1).
///
/// A capitalised first word that is not a vocabulary term, a platform, a product name or an
/// instruction verb, with the capitalised words right after it (`Show Sidebar`), names an action
/// only when the word after them introduces a way: a mechanism that reaches actions (`Reorder
/// button`), a shortcut (`Delete ⌫`), or `as`, `in`, `with`, `via`, `by`, `from`, `on` (and an
/// optional article) before one (`Delete as swipe`, `Share in the menu bar`). Prose does not:
/// `Photos open with double click`, `Pressing ⌘W closes the window`.
enum ImplicitAction {
  /// What a segment declares: the name and what made it read as an action, in UTF-8 offsets of
  /// the path value.
  struct Reading {
    /// The name's offsets.
    let name: Range<Int>
    /// The way after the name (`in menu bar`, `button`, `⌫`).
    let way: Range<Int>
  }

  /// Verbs that tell the reader what to do: never an action's name.
  static let instructionVerbs: Set<String> = [
    "press", "pressing", "presses", "hold", "holding", "type", "typing", "tap", "tapping", "taps", "click", "clicking",
    "clicks", "choose", "choosing", "use", "using", "select", "selecting", "drag", "dragging", "swipe", "swiping",
    "scroll", "scrolling", "move", "moving",
  ]

  /// Words that introduce a way when a mechanism or a shortcut follows them.
  static let wayWords: Set<String> = ["as", "in", "with", "via", "by", "from", "on"]

  /// Articles allowed between a way word and its mechanism (`in the menu bar`).
  static let articles: Set<String> = ["a", "an", "the"]

  /// The action `bytes[range]` (a segment, trimmed) declares, if any.
  ///
  /// - Parameter wayEnd: where a way (a valid shortcut, or a mechanism that reaches actions)
  ///   starting exactly at an offset ends, or nil when none starts there.
  static func read(_ bytes: [UInt8], in range: Range<Int>, wayEnd: (Int) -> Int?) -> Reading? {
    let words = WordScanner(bytes: bytes, limit: range.upperBound)
    guard let first = words.word(at: range.lowerBound), isCandidate(first, words) else { return nil }
    var nameEnd = first.upperBound
    while true {
      let next = words.skipBlanks(from: nameEnd)
      // The capitalised words right after the first belong to the name (`Show Sidebar`, `Show
      // Details`), unless they start a way.
      guard next > nameEnd, let word = words.word(at: next), words.isCapitalised(word), wayEnd(next) == nil,
        Platform(name: words.text(word)) == nil
      else { break }
      nameEnd = word.upperBound
    }
    let after = words.skipBlanks(from: nameEnd)
    guard after > nameEnd else { return nil }
    if let end = wayEnd(after) { return Reading(name: range.lowerBound..<nameEnd, way: after..<end) }
    guard let link = words.word(at: after), wayWords.contains(words.folded(link)) else { return nil }
    var target = words.skipBlanks(from: link.upperBound)
    if let article = words.word(at: target), articles.contains(words.folded(article)) {
      target = words.skipBlanks(from: article.upperBound)
    }
    guard let end = wayEnd(target) else { return nil }
    return Reading(name: range.lowerBound..<nameEnd, way: after..<end)
  }

  /// Whether `word` may be part of an implicit action's name: capitalised, and not a vocabulary
  /// term, a platform, a product name or an instruction verb.
  private static func isCandidate(_ word: Range<Int>, _ words: WordScanner) -> Bool {
    guard words.isCapitalised(word) else { return false }
    let text = words.text(word)
    let folded = words.folded(word)
    if instructionVerbs.contains(folded) || ProductNames.contains(text) || Platform(name: text) != nil {
      return false
    }
    if MechanismVocabulary.lookup(text) != nil { return false }
    return !MechanismMatcher.startsWithTerm(words.bytes, in: word.lowerBound..<words.limit)
  }
}

/// Words of UTF-8 text: runs of Unicode letters, digits, `_` and `-`.
struct WordScanner {
  let bytes: [UInt8]
  /// Where reading stops.
  let limit: Int

  /// The word starting at `offset`, or nil when no word character stands there.
  func word(at offset: Int) -> Range<Int>? {
    var end = offset
    while end < limit, let length = wordCharacterLength(at: end) { end += length }
    return end > offset ? offset..<end : nil
  }

  /// `offset` moved past spaces and tabs.
  func skipBlanks(from offset: Int) -> Int {
    var index = offset
    while index < limit, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    return index
  }

  /// The word's text.
  func text(_ word: Range<Int>) -> String { String(decoding: bytes[word], as: UTF8.self) }

  /// The word lower-cased.
  func folded(_ word: Range<Int>) -> String { text(word).lowercased() }

  /// Whether the word's first letter is upper case.
  func isCapitalised(_ word: Range<Int>) -> Bool {
    let byte = bytes[word.lowerBound]
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return scalar(at: word.lowerBound)?.scalar.properties.isUppercase ?? false
  }

  /// The byte length of the word character at `offset`, or nil.
  private func wordCharacterLength(at offset: Int) -> Int? {
    let byte = bytes[offset]
    if byte < 0x80 {
      let isWord =
        ASCIIBytes.isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      return isWord ? 1 : nil
    }
    guard let (scalar, length) = scalar(at: offset) else { return nil }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil ? length : nil
  }

  /// The scalar at `offset` and its length, when the bytes there are valid UTF-8.
  private func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let lead = bytes[offset]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, offset + length <= limit else { return nil }
    let decoded = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).unicodeScalars
    guard decoded.count == 1, let scalar = decoded.first, scalar != "\u{FFFD}" else { return nil }
    return (scalar, length)
  }
}
