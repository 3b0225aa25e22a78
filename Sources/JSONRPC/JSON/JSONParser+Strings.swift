extension JSONScanner {
  /// Parses a string literal starting at the opening quote under the cursor.
  ///
  /// The common case (no escapes) scans the bytes once, validating UTF-8 as it goes, and creates
  /// the `String` directly from the input slice. Strings with escapes are assembled in `scratch`.
  mutating func parseString() throws(JSONParseError) -> String {
    let start = position + 1
    var index = start
    while index < input.count {
      let byte = input[index]
      if byte == ASCII.quote {
        position = index + 1
        return String(decoding: UnsafeBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
      }
      if byte == ASCII.backslash {
        return try parseEscapedString(contentStart: start, firstEscape: index)
      }
      if byte < 0x20 { throw failure(.unescapedControlCharacter(byte), at: index) }
      index = byte < 0x80 ? index + 1 : try endOfUTF8Sequence(startingAt: index)
    }
    throw failure(.unexpectedEndOfInput, at: input.count)
  }

  /// Finishes a string that contains at least one escape, copying runs of plain bytes and decoded
  /// escapes into `scratch`.
  private mutating func parseEscapedString(contentStart: Int, firstEscape: Int) throws(JSONParseError) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[contentStart..<firstEscape]))
    var index = firstEscape
    var runStart = firstEscape
    while index < input.count {
      let byte = input[index]
      if byte == ASCII.quote || byte == ASCII.backslash {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: input[runStart..<index]))
        if byte == ASCII.quote {
          position = index + 1
          return String(decoding: scratch, as: UTF8.self)
        }
        index = try decodeEscape(at: index)
        runStart = index
      } else if byte < 0x20 {
        throw failure(.unescapedControlCharacter(byte), at: index)
      } else {
        index = byte < 0x80 ? index + 1 : try endOfUTF8Sequence(startingAt: index)
      }
    }
    throw failure(.unexpectedEndOfInput, at: input.count)
  }

  /// Decodes the escape whose backslash is at `index` into `scratch`; returns the offset after it.
  private mutating func decodeEscape(at index: Int) throws(JSONParseError) -> Int {
    guard index + 1 < input.count else { throw failure(.unexpectedEndOfInput, at: input.count) }
    let decoded: UInt8
    switch input[index + 1] {
    case ASCII.quote: decoded = ASCII.quote
    case ASCII.backslash: decoded = ASCII.backslash
    case ASCII.slash: decoded = ASCII.slash
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = ASCII.newline
    case UInt8(ascii: "r"): decoded = ASCII.carriageReturn
    case UInt8(ascii: "t"): decoded = ASCII.tab
    case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: index)
    default: throw failure(.invalidEscape, at: index)
    }
    scratch.append(decoded)
    return index + 2
  }

  /// Decodes `\uXXXX` (and a following low surrogate escape, if it completes a pair) at `index`.
  /// Lone surrogates become U+FFFD.
  private mutating func decodeUnicodeEscape(at index: Int) throws(JSONParseError) -> Int {
    let unit = try hexQuad(at: index + 2)
    var next = index + 6
    var scalar: Unicode.Scalar
    switch unit {
    case 0xD800...0xDBFF:
      scalar = replacementCharacter
      if next + 1 < input.count && input[next] == ASCII.backslash && input[next + 1] == UInt8(ascii: "u") {
        let low = try hexQuad(at: next + 2)
        if (0xDC00...0xDFFF).contains(low) {
          let combined = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          scalar = Unicode.Scalar(combined) ?? replacementCharacter
          next += 6
        }
      }
    case 0xDC00...0xDFFF:
      scalar = replacementCharacter
    default:
      scalar = Unicode.Scalar(unit) ?? replacementCharacter
    }
    scratch.append(contentsOf: scalar.utf8)
    return next
  }

  /// Reads four hexadecimal digits at `offset`.
  private func hexQuad(at offset: Int) throws(JSONParseError) -> UInt16 {
    guard offset + 4 <= input.count else { throw failure(.unexpectedEndOfInput, at: input.count) }
    var value: UInt16 = 0
    for index in offset..<(offset + 4) {
      let byte = input[index]
      let digit: UInt8
      switch byte {
      case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure(.invalidUnicodeEscape, at: index)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// Validates the multi-byte UTF-8 sequence whose lead byte is at `index` (Unicode 15, table 3-7)
  /// and returns the offset after it.
  private func endOfUTF8Sequence(startingAt index: Int) throws(JSONParseError) -> Int {
    let lead = input[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw failure(.invalidUTF8, at: index)
    }
    guard index + length <= input.count else { throw failure(.invalidUTF8, at: index) }
    guard secondRange.contains(input[index + 1]) else { throw failure(.invalidUTF8, at: index) }
    for offset in 2..<length where input[index + offset] & 0xC0 != 0x80 {
      throw failure(.invalidUTF8, at: index)
    }
    return index + length
  }
}

/// U+FFFD REPLACEMENT CHARACTER, the decoding of a lone surrogate escape.
private let replacementCharacter = Unicode.Scalar(0xFFFD)!
