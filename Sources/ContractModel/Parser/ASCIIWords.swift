/// Byte-level versions of the word checks of keys and names, for ASCII text.
///
/// Each answers nil when the text holds a byte ≥ 0x80: the caller then takes the Unicode way.
/// For ASCII, "alphabetic" is exactly `A`–`Z` and `a`–`z`.
enum ASCIIWords {
  /// ``LineClassifier/validKey(_:)`` of ASCII `bytes`: `.some(key)` with blanks folded, or
  /// `.some(nil)` when it is not a key; nil when `bytes` are not ASCII.
  static func validKey(_ bytes: ArraySlice<UInt8>) -> String?? {
    var folded: [UInt8] = []
    folded.reserveCapacity(bytes.count)
    var pendingSpace = false
    var valid = true
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        pendingSpace = !folded.isEmpty
        continue
      }
      if folded.isEmpty, !isLetter(byte) { valid = false }
      if !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")) { valid = false }
      if pendingSpace {
        folded.append(UInt8(ascii: " "))
        pendingSpace = false
      }
      folded.append(byte)
    }
    guard valid, !folded.isEmpty else { return .some(nil) }
    return String(decoding: folded, as: UTF8.self)
  }

  /// ``LineClassifier/isIdentifier(_:)`` of ASCII `bytes`; nil when they are not ASCII.
  static func isIdentifier(_ bytes: some Sequence<UInt8>) -> Bool? {
    var isFirst = true
    var valid = true
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if isFirst {
        if !isLetter(byte) { valid = false }
        isFirst = false
      } else if !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")) {
        valid = false
      }
    }
    return valid && !isFirst
  }

  /// ``ListItem/fold(_:)`` of ASCII `text`: lower case, blanks folded; nil when not ASCII.
  static func fold(_ text: String) -> String? {
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte >= 0x80 { return nil }
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        pendingSpace = !folded.isEmpty
        continue
      }
      if pendingSpace {
        folded.append(UInt8(ascii: " "))
        pendingSpace = false
      }
      folded.append(MechanismMatcher.lowercased(byte))
    }
    return String(decoding: folded, as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
