/// Encodes ``JSONValue``s as compact JSON text in UTF-8.
///
/// - Strings escape `"`, `\` and the control characters below U+0020 (using `\b \f \n \r \t`
///   where JSON has them and `\u00XX` otherwise); all other characters, including non-ASCII
///   ones, are written as their UTF-8 bytes.
/// - Integers are written without a fraction; doubles use the shortest text that reads back as
///   the same double, and always carry a fraction or exponent (`1.0`, `1e+16`), so a written
///   double parses back as a double. Non-finite doubles, which JSON cannot express, are
///   written as `null`.
/// - Object members are written in the object's insertion order.
///
/// Writing recurses once per nesting level, which is fine for values the parser produced
/// (they are limited in depth) and for any value built by hand at a sane depth.
public enum JSONWriter {
  /// The compact JSON text of `value`.
  public static func encode(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    append(value, to: &output)
    return output
  }

  /// Appends the compact JSON text of `value` to `output`.
  public static func append(_ value: JSONValue, to output: inout [UInt8]) {
    switch value {
    case .null:
      appendLiteral("null", to: &output)
    case .bool(let bool):
      appendLiteral(bool ? "true" : "false", to: &output)
    case .integer(let integer):
      appendInteger(integer, to: &output)
    case .double(let double):
      appendDouble(double, to: &output)
    case .string(let string):
      appendString(string, to: &output)
    case .array(let elements):
      output.append(ASCII.openBracket)
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(ASCII.comma) }
        append(element, to: &output)
      }
      output.append(ASCII.closeBracket)
    case .object(let object):
      output.append(ASCII.openBrace)
      for (index, member) in object.enumerated() {
        if index > 0 { output.append(ASCII.comma) }
        appendString(member.key, to: &output)
        output.append(ASCII.colon)
        append(member.value, to: &output)
      }
      output.append(ASCII.closeBrace)
    }
  }

  /// Appends `string` as a quoted, escaped JSON string.
  public static func appendString(_ string: String, to output: inout [UInt8]) {
    output.append(ASCII.quote)
    var string = string
    string.withUTF8 { utf8 in
      let raw = UnsafeRawBufferPointer(utf8)
      var runStart = 0
      var index = 0
      while index < utf8.count {
        // Eight bytes at a time while none of them needs escaping, as most text does not.
        if index + 8 <= utf8.count, !mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
          index += 8
          continue
        }
        let byte = utf8[index]
        if byte < 0x20 || byte == ASCII.quote || byte == ASCII.backslash {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
          appendEscape(for: byte, to: &output)
          runStart = index + 1
        }
        index += 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    output.append(ASCII.quote)
  }

  /// Appends `literal` as it is: JSON text written by hand (member names, punctuation).
  public static func appendRaw(_ literal: StaticString, to output: inout [UInt8]) {
    appendLiteral(literal, to: &output)
  }

  /// Whether one of the eight bytes of `word` is a control character, `"` or `\\` (exact: a
  /// byte is found only when one is there).
  private static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    let control = (word &- 0x2020_2020_2020_2020) & ~word & highs != 0
    return control || hasZeroByte(word ^ (ones &* UInt64(ASCII.quote)))
      || hasZeroByte(word ^ (ones &* UInt64(ASCII.backslash)))
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  private static func appendEscape(for byte: UInt8, to output: inout [UInt8]) {
    output.append(ASCII.backslash)
    switch byte {
    case ASCII.quote: output.append(ASCII.quote)
    case ASCII.backslash: output.append(ASCII.backslash)
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    case ASCII.newline: output.append(UInt8(ascii: "n"))
    case ASCII.carriageReturn: output.append(UInt8(ascii: "r"))
    case ASCII.tab: output.append(UInt8(ascii: "t"))
    default:
      output.append(UInt8(ascii: "u"))
      output.append(ASCII.zero)
      output.append(ASCII.zero)
      output.append(hexDigits[Int(byte >> 4)])
      output.append(hexDigits[Int(byte & 0x0F)])
    }
  }

  private static func appendLiteral(_ literal: StaticString, to output: inout [UInt8]) {
    output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends the decimal text of `value`.
  public static func appendInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(ASCII.minus) }
    var magnitude = value.magnitude
    // 20 digits hold UInt64.max; fill from the end.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      repeat {
        start -= 1
        digits[start] = ASCII.zero + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
    }
  }

  private static func appendDouble(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else {
      appendLiteral("null", to: &output)
      return
    }
    // `description` is the shortest round-tripping form and always has a `.` or an exponent
    // (`1.0`, `1e-07`, `1e+16`), all of which are valid JSON numbers.
    output.append(contentsOf: value.description.utf8)
  }
}
