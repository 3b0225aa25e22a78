/// Byte-level versions of the word checks of keys and names, for ASCII text.
///
/// Each answers nil when the text holds a byte ≥ 0x80: the caller then takes the Unicode way.
/// For ASCII, "alphabetic" is exactly `A`–`Z` and `a`–`z`.
enum ASCIIWords {
  /// ``LineClassifier/validKey(_:)`` of ASCII `bytes`: `.some(key)` with blanks folded, or
  /// `.some(nil)` when it is not a key; nil when `bytes` are not ASCII.
  static func validKey(_ bytes: ArraySlice<UInt8>) -> String?? {
    guard let folded = folding(bytes, tabIsBlank: true, lowercase: false) else { return nil }
    var isFirst = true
    for byte in folded.utf8 {
      if isFirst, !ASCIIBytes.isLetter(byte) { return .some(nil) }
      isFirst = false
      let allowed = ASCIIBytes.isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      if !allowed, byte != UInt8(ascii: " ") { return .some(nil) }
    }
    return isFirst ? .some(nil) : folded
  }

  /// ASCII `bytes` without leading and trailing blanks, each inner run of blanks made one space,
  /// lower-cased when asked; nil when `bytes` are not ASCII. Blanks are spaces, and tabs when asked.
  static func folding(
    _ bytes: some Collection<UInt8>,
    tabIsBlank: Bool,
    lowercase: Bool,
    dropsTrailingEllipsis: Bool = false
  ) -> String? {
    var isASCII = true
    let folded = String(unsafeUninitializedCapacity: bytes.count) { buffer in
      var count = 0
      var pendingSpace = false
      for byte in bytes {
        if byte >= 0x80 {
          isASCII = false
          return 0
        }
        if byte == UInt8(ascii: " ") || (tabIsBlank && byte == UInt8(ascii: "\t")) {
          pendingSpace = count > 0
          continue
        }
        if pendingSpace {
          buffer[count] = UInt8(ascii: " ")
          count += 1
          pendingSpace = false
        }
        buffer[count] = lowercase ? MechanismMatcher.lowercased(byte) : byte
        count += 1
      }
      // `...` at the end, with the blank before it, when something else is left (`Export...`).
      if dropsTrailingEllipsis, count > 3, buffer[count - 1] == UInt8(ascii: "."),
        buffer[count - 2] == UInt8(ascii: "."),
        buffer[count - 3] == UInt8(ascii: ".")
      {
        count -= buffer[count - 4] == UInt8(ascii: " ") ? 4 : 3
      }
      return count
    }
    return isASCII ? folded : nil
  }

  /// ``LineClassifier/isIdentifier(_:)`` of ASCII `bytes`; nil when they are not ASCII.
  static func isIdentifier(_ bytes: some Sequence<UInt8>) -> Bool? {
    var isFirst = true
    var valid = true
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if isFirst {
        if !ASCIIBytes.isLetter(byte) { valid = false }
        isFirst = false
      } else if !(ASCIIBytes.isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")) {
        valid = false
      }
    }
    return valid && !isFirst
  }

  /// ``ListItem/fold(_:)`` of ASCII `text`: lower case, blanks folded, a trailing `...` dropped;
  /// nil when not ASCII.
  static func fold(_ text: String) -> String? {
    folding(text.utf8, tabIsBlank: true, lowercase: true, dropsTrailingEllipsis: true)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
