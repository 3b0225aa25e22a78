/// Decoding and classifying one non-ASCII Unicode scalar in UTF-8 bytes, for the lexer.
enum UTF8Scalar {
  /// The scalar at `index` and its length in bytes, or nil when the bytes there are not valid
  /// UTF-8 (a stray continuation byte, an overlong form, a surrogate, a truncated sequence).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
    let lead = bytes[index]
    let count = bytes.count
    func continuation(_ offset: Int) -> UInt32? {
      guard index + offset < count else { return nil }
      let byte = bytes[index + offset]
      return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
    }
    switch lead {
    case 0x00...0x7F:
      return (UInt32(lead), 1)
    case 0xC2...0xDF:
      guard let second = continuation(1) else { return nil }
      return (UInt32(lead & 0x1F) << 6 | second, 2)
    case 0xE0...0xEF:
      guard let second = continuation(1), let third = continuation(2) else { return nil }
      let value = UInt32(lead & 0x0F) << 12 | second << 6 | third
      guard value >= 0x800, !(0xD800...0xDFFF).contains(value) else { return nil }
      return (value, 3)
    case 0xF0...0xF4:
      guard let second = continuation(1), let third = continuation(2), let fourth = continuation(3) else {
        return nil
      }
      let value = UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth
      guard (0x10000...0x10FFFF).contains(value) else { return nil }
      return (value, 4)
    default:
      return nil
    }
  }

  /// Whether a scalar above U+007F can start an operator (the grammar's operator-head).
  static func isOperatorHead(_ value: UInt32) -> Bool {
    switch value {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      true
    default:
      false
    }
  }

  /// Whether a scalar above U+007F may continue an operator (operator-head, or a combining mark).
  static func isOperatorContinuation(_ value: UInt32) -> Bool {
    isOperatorHead(value) || isCombiningMark(value)
  }

  /// The combining marks the grammar lets continue both names and operators.
  static func isCombiningMark(_ value: UInt32) -> Bool {
    switch value {
    case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      true
    default:
      false
    }
  }

  /// Whether a scalar above U+007F is a blank: no-break and typographic spaces, line and
  /// paragraph separators, the byte-order mark. Swift rejects most of them; the lexer keeps
  /// them as trivia so the code around them still reads.
  static func isBlank(_ value: UInt32) -> Bool {
    switch value {
    case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
      true
    default:
      false
    }
  }

  /// Whether a scalar above U+007F belongs in a name: everything that is not an operator
  /// character, a blank or a C1 control. (The grammar's list is narrower; a wider one never
  /// splits a real name.)
  static func isIdentifierCharacter(_ value: UInt32) -> Bool {
    value > 0x9F && !isOperatorHead(value) && !isBlank(value)
  }
}
