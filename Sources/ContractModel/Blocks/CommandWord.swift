/// The first word of a name, folded: how a path segment finds the menu commands it may start
/// with, through the workspace's index, without a table of every command name.
///
/// A word is a run of letters, digits, `_` and `-`; a command `Show Details` and a segment
/// `Show Details with ⌘Y` share the word `show`.
enum CommandWord {
  /// The folded first word of `name`, or nil when it starts with no word.
  static func of(_ name: String) -> String? {
    if let word = asciiWord(of: name) { return word }
    return byScalars(name)
  }

  /// ``of(_:)`` by Unicode scalars, of the folded name: the reference, and the way for non-ASCII
  /// names.
  static func byScalars(_ name: String) -> String? {
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
      // A word holds no blank: folding it only lower-cases it, written straight into the string.
      return ASCIIWords.folding(bytes[range.lowerBound..<end], tabIsBlank: false, lowercase: true)
    }
    return of(String(decoding: bytes[range], as: UTF8.self))
  }

  /// ``of(_:)`` of an ASCII `name` (the fold drops leading spaces and tabs and lower-cases):
  /// `.some(nil)` when it starts with no word; nil when `name` is not ASCII.
  private static func asciiWord(of name: String) -> String?? {
    var name = name
    return name.withUTF8 { bytes -> String?? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var start = 0
      while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
      var end = start
      while end < bytes.count, MechanismMatcher.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
      guard end > start else { return .some(nil) }
      return .some(ASCIIWords.folding(bytes[start..<end], tabIsBlank: false, lowercase: true))
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
  }
}
