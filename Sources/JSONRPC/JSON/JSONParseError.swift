/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kinds of problems the parser reports.
  public enum Kind: Sendable, Hashable {
    /// The text ended inside a value, or was empty.
    case unexpectedEndOfInput
    /// A byte that cannot start or continue a value at this point.
    case unexpectedByte(UInt8)
    /// A string contains bytes that are not well-formed UTF-8.
    case invalidUTF8
    /// A string contains a control character (below U+0020) that is not escaped.
    case unescapedControlCharacter(UInt8)
    /// A backslash is followed by something other than a JSON escape.
    case invalidEscape
    /// A `\u` escape does not have four hexadecimal digits.
    case invalidUnicodeEscape
    /// A number does not follow the JSON grammar (for example `1.`, `-` or `2e`).
    case invalidNumber
    /// A number's magnitude is too large for a `Double` (for example `1e400`).
    case numberOutOfRange
    /// More text follows the value.
    case trailingData
    /// Arrays and objects are nested deeper than the parser's limit.
    case nestingTooDeep(limit: Int)
  }

  /// What went wrong.
  public var kind: Kind
  /// Offset of the offending byte from the start of the input.
  public var offset: Int

  /// Creates an error.
  public init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// A human-readable explanation without the offset.
  public var message: String {
    switch kind {
    case .unexpectedEndOfInput: return "Unexpected end of input"
    case .unexpectedByte(let byte): return "Unexpected \(Self.describe(byte))"
    case .invalidUTF8: return "Invalid UTF-8 in string"
    case .unescapedControlCharacter(let byte): return "Unescaped control character \(Self.describe(byte)) in string"
    case .invalidEscape: return "Invalid escape sequence in string"
    case .invalidUnicodeEscape: return "Invalid \\u escape: expected four hexadecimal digits"
    case .invalidNumber: return "Invalid number"
    case .numberOutOfRange: return "Number out of range"
    case .trailingData: return "Unexpected data after the JSON value"
    case .nestingTooDeep(let limit): return "Nesting deeper than \(limit) levels"
    }
  }

  /// The message followed by the byte offset.
  public var description: String { "\(message) at byte offset \(offset)" }

  private static func describe(_ byte: UInt8) -> String {
    let hex = "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    if byte >= 0x21 && byte < 0x7F {
      return "character '\(Character(Unicode.Scalar(byte)))' (\(hex))"
    }
    return "byte \(hex)"
  }
}
