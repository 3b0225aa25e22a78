/// Byte-level helpers of ``PathParser``: splitting at separators, trimming, case-insensitive
/// matching and the words after a presentation arrow.
extension PathParser {
  /// The first word of `bytes[range]` (blanks trimmed, lower-cased, split at spaces) that names
  /// something presented.
  static func presentedWord(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    let trimmed = trimmingBlanks(bytes, range)
    guard !bytes[trimmed].contains(where: { $0 >= 0x80 }) else { return presentedWordByCharacters(bytes, range) }
    var start = trimmed.lowerBound
    while start < trimmed.upperBound {
      var end = start
      while end < trimmed.upperBound, bytes[end] != UInt8(ascii: " ") { end += 1 }
      if end > start {
        // A word holds no space, so folding it only lower-cases it.
        if let word = ASCIIWords.folding(bytes[start..<end], tabIsBlank: false, lowercase: true),
          MechanismVocabulary.presentedWords.contains(word)
        {
          return word
        }
      }
      start = end + 1
    }
    return nil
  }

  /// ``presentedWord(_:_:)`` with Unicode lower-casing: the reference, and the way for non-ASCII text.
  static func presentedWordByCharacters(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    let after = String(decoding: bytes[range], as: UTF8.self).trimmingBlanks()
    let afterWords = after.lowercased().split(separator: " ").map(String.init)
    return afterWords.first(where: { MechanismVocabulary.presentedWords.contains($0) })
  }

  /// `range` without leading and trailing spaces and tabs (possibly empty).
  static func trimmingBlanks(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
    while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") {
      upper -= 1
    }
    return lower..<upper
  }

  /// The length of `→` or `->` at `index`, or 0.
  static func arrowLength(_ bytes: [UInt8], at index: Int) -> Int {
    if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x86, bytes[index + 2] == 0x92 { return 3 }
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: ">") { return 2 }
    return 0
  }

  // MARK: - Splitting

  enum Separator {
    case semicolon
    case comma
    case plus
    case and
    case or

    var bytes: [UInt8] {
      switch self {
      case .semicolon: Array(";".utf8)
      case .comma: Array(",".utf8)
      case .plus: Array(" + ".utf8)
      case .and: Array(" and ".utf8)
      case .or: Array(" or ".utf8)
      }
    }
  }

  /// Separators as bytes, in the order they are tried, with the bytes they can start with.
  struct SeparatorSet {
    let patterns: [[UInt8]]
    /// For each byte value, whether a pattern starts with it.
    let startBytes: [Bool]

    /// The punctuation separators are written with (`;`, `,`, `+`: ASCII below 64), one bit per
    /// byte value.
    let punctuation: UInt64

    init(_ separators: [Separator]) {
      patterns = separators.map(\.bytes)
      var starts = [Bool](repeating: false, count: 256)
      var punctuation: UInt64 = 0
      for pattern in patterns {
        starts[Int(pattern[0])] = true
        let core = pattern.filter { $0 != UInt8(ascii: " ") }
        if core.count == 1, core[0] < 64 { punctuation |= 1 << core[0] }
      }
      startBytes = starts
      self.punctuation = punctuation
    }

    /// About how many parts splitting `range` of `bytes` gives, to reserve room for them: one
    /// more than the punctuation separators are written with, in one pass over the bytes (exact
    /// when no such byte is protected and no part is blank or split by a word, `and` or `or`).
    func estimatedParts(_ bytes: [UInt8], in range: Range<Int>) -> Int {
      bytes.withUnsafeBufferPointer { buffer in
        var count = 1
        for index in range.clamped(to: 0..<buffer.count) {
          let byte = buffer[index]
          if byte < 64, punctuation & (1 << byte) != 0 { count += 1 }
        }
        return count
      }
    }
  }

  /// The separators of segments.
  static let segmentSeparators = SeparatorSet([.semicolon])
  /// The separators of pieces.
  static let pieceSeparators = SeparatorSet([.comma, .plus, .and, .or])

  /// Splits `range` at `separators` that lie outside the `protected` ranges (sorted by start).
  func split(
    _ bytes: [UInt8],
    in range: Range<Int>,
    protected shields: [Range<Int>],
    separators: SeparatorSet
  )
    -> [Range<Int>]
  {
    var parts: [Range<Int>] = []
    splitEach(bytes, in: range, protected: shields, separators: separators) { parts.append($0) }
    return parts
  }

  /// ``split(_:in:protected:separators:)``, handing each part to `body` in order instead of
  /// gathering them.
  func splitEach(
    _ bytes: [UInt8],
    in range: Range<Int>,
    protected shields: [Range<Int>],
    separators: SeparatorSet,
    _ body: (Range<Int>) -> Void
  ) {
    var start = range.lowerBound
    var index = range.lowerBound
    // Walked with a cursor (sorted by start): one pass, not a search of every range at every byte.
    var shieldIndex = 0
    outer: while index < range.upperBound {
      while shieldIndex < shields.count, shields[shieldIndex].upperBound <= index { shieldIndex += 1 }
      if shieldIndex < shields.count, shields[shieldIndex].contains(index) {
        index = max(index + 1, shields[shieldIndex].upperBound)
        continue
      }
      guard separators.startBytes[Int(MechanismMatcher.lowercased(bytes[index]))] else {
        index += 1
        continue
      }
      for pattern in separators.patterns where index + pattern.count <= range.upperBound {
        if Self.matchesIgnoringCase(bytes, at: index, pattern) {
          body(start..<index)
          index += pattern.count
          start = index
          continue outer
        }
      }
      index += 1
    }
    body(start..<range.upperBound)
  }

  /// Whether `bytes` contain the lower-case ASCII `pattern`, ignoring ASCII case.
  static func containsIgnoringCase(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard !pattern.isEmpty, pattern.count <= bytes.count else { return false }
    for index in 0...(bytes.count - pattern.count) where matchesIgnoringCase(bytes, at: index, pattern) {
      return true
    }
    return false
  }

  static func matchesIgnoringCase(_ bytes: [UInt8], at index: Int, _ pattern: [UInt8]) -> Bool {
    for offset in 0..<pattern.count where MechanismMatcher.lowercased(bytes[index + offset]) != pattern[offset] {
      return false
    }
    return true
  }

  /// `range` without leading and trailing spaces, or nil when nothing is left.
  func trim(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
    while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") {
      upper -= 1
    }
    return lower < upper ? lower..<upper : nil
  }
}
