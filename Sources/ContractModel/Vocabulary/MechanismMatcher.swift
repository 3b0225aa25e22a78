/// A mechanism found in some text.
public struct MechanismMatch: Sendable, Hashable {
  /// The mechanism.
  public let mechanism: Mechanism
  /// UTF-8 offsets of the match in the scanned text.
  public let range: Range<Int>
}

/// Finds vocabulary terms in text: case-insensitive, whole words, longest match first.
public enum MechanismMatcher {
  /// Spellings grouped by their first byte, longest first.
  private static let byFirstByte: [UInt8: [(spelling: [UInt8], mechanism: Mechanism)]] = {
    Dictionary(grouping: MechanismVocabulary.spellings, by: { $0.spelling[0] })
  }()

  /// Every non-overlapping term in `text`, left to right.
  public static func matches(in text: String) -> [MechanismMatch] {
    matches(in: Array(text.utf8))
  }

  /// Every non-overlapping term in UTF-8 `bytes`, left to right.
  public static func matches(in bytes: [UInt8]) -> [MechanismMatch] {
    var result: [MechanismMatch] = []
    var index = 0
    while index < bytes.count {
      let byte = lowercased(bytes[index])
      if index == 0 || !isWordByte(bytes[index - 1]), let candidates = byFirstByte[byte],
        let match = longestMatch(in: bytes, at: index, candidates: candidates)
      {
        result.append(match)
        index = match.range.upperBound
        continue
      }
      index += 1
    }
    return result
  }

  private static func longestMatch(
    in bytes: [UInt8],
    at start: Int,
    candidates: [(spelling: [UInt8], mechanism: Mechanism)]
  ) -> MechanismMatch? {
    for candidate in candidates {
      let end = start + candidate.spelling.count
      guard end <= bytes.count else { continue }
      if end < bytes.count && isWordByte(bytes[end]) { continue }
      var equal = true
      for offset in 0..<candidate.spelling.count where lowercased(bytes[start + offset]) != candidate.spelling[offset] {
        equal = false
        break
      }
      if equal { return MechanismMatch(mechanism: candidate.mechanism, range: start..<end) }
    }
    return nil
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  /// ASCII letters, digits and `_`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
