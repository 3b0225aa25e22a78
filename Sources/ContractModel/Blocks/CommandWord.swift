/// The first word of a name, folded: how a path segment finds the menu commands it may start
/// with, through the workspace's index, without a table of every command name.
///
/// A word is a run of letters, digits, `_` and `-`; a command `Show Details` and a segment
/// `Show Details with ⌘Y` share the word `show`.
enum CommandWord {
  /// The folded first word of `name`, or nil when it starts with no word.
  static func of(_ name: String) -> String? {
    let folded = ListItem.fold(name)
    let word = folded.unicodeScalars.prefix(while: isWordScalar)
    return word.isEmpty ? nil : String(String.UnicodeScalarView(word))
  }

  /// The folded first word of `bytes[range]` (UTF-8), or nil when the range starts with none.
  static func of(_ bytes: [UInt8], in range: Range<Int>) -> String? {
    var end = range.lowerBound
    var isASCII = true
    while end < range.upperBound {
      let byte = bytes[end]
      if byte >= 0x80 {
        isASCII = false
        break
      }
      guard MechanismMatcher.isWordByte(byte) || byte == UInt8(ascii: "-") else { break }
      end += 1
    }
    if isASCII {
      guard end > range.lowerBound else { return nil }
      return String(decoding: bytes[range.lowerBound..<end].map(MechanismMatcher.lowercased), as: UTF8.self)
    }
    return of(String(decoding: bytes[range], as: UTF8.self))
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
  }
}
