extension JSONScanner {
  /// Exact powers of ten for the fast double path (all exactly representable as `Double`).
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Parses a number at the cursor (a minus sign or digit is under it).
  ///
  /// The grammar is checked here; the byte after the number is checked by the caller's context.
  /// Integers fitting `Int64` are computed directly. Other numbers take Clinger's exact fast path
  /// when the digits fit in 53 bits and the decimal exponent is at most 22 in magnitude, and
  /// otherwise go through the standard library's correctly rounded decimal conversion.
  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    var index = position
    let isNegative = input[index] == ASCII.minus
    if isNegative { index += 1 }

    // Integer part: `0` or a non-zero digit followed by digits.
    var digits: UInt64 = 0
    var digitsOverflowed = false
    guard index < input.count, isDigit(input[index]) else { throw invalidNumber(at: index) }
    if input[index] == ASCII.zero {
      index += 1
    } else {
      while index < input.count, isDigit(input[index]) {
        accumulate(input[index], into: &digits, overflowed: &digitsOverflowed)
        index += 1
      }
    }

    // Fraction.
    var fractionDigitCount = 0
    var isInteger = true
    if index < input.count && input[index] == ASCII.dot {
      isInteger = false
      index += 1
      guard index < input.count, isDigit(input[index]) else { throw invalidNumber(at: index) }
      while index < input.count, isDigit(input[index]) {
        accumulate(input[index], into: &digits, overflowed: &digitsOverflowed)
        fractionDigitCount += 1
        index += 1
      }
    }

    // Exponent.
    var exponent = 0
    if index < input.count && (input[index] == ASCII.lowercaseE || input[index] == ASCII.uppercaseE) {
      isInteger = false
      index += 1
      var exponentIsNegative = false
      if index < input.count && (input[index] == ASCII.plus || input[index] == ASCII.minus) {
        exponentIsNegative = input[index] == ASCII.minus
        index += 1
      }
      guard index < input.count, isDigit(input[index]) else { throw invalidNumber(at: index) }
      while index < input.count, isDigit(input[index]) {
        // Saturate: anything this large is out of range or underflows anyway.
        if exponent < 100_000_000 { exponent = exponent * 10 + Int(input[index] - ASCII.zero) }
        index += 1
      }
      if exponentIsNegative { exponent = -exponent }
    }
    position = index

    if isInteger && !digitsOverflowed {
      if !isNegative && digits <= UInt64(Int64.max) { return .integer(Int64(digits)) }
      if isNegative && digits != 0 && digits <= UInt64(Int64.max) + 1 {
        return .integer(Int64(bitPattern: 0 &- digits))
      }
    }

    let decimalExponent = exponent - fractionDigitCount
    if !digitsOverflowed && digits <= 1 << 53 && abs(decimalExponent) <= 22 {
      let magnitude = Double(digits)
      let power = Self.exactPowersOfTen[abs(decimalExponent)]
      let value = decimalExponent < 0 ? magnitude / power : magnitude * power
      return .double(isNegative ? -value : value)
    }
    return try slowDouble(from: start, to: index)
  }

  /// Converts the validated number text in `start..<end` with the standard library.
  private func slowDouble(from start: Int, to end: Int) throws(JSONParseError) -> JSONValue {
    let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw failure(.numberOutOfRange, at: start) }
    return .double(value)
  }

  /// Adds one decimal digit to the running significand, noting overflow past 64 bits.
  @inline(__always)
  private func accumulate(_ byte: UInt8, into digits: inout UInt64, overflowed: inout Bool) {
    guard !overflowed else { return }
    let (times10, overflow1) = digits.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - ASCII.zero))
    if overflow1 || overflow2 {
      overflowed = true
    } else {
      digits = sum
    }
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool { byte >= ASCII.zero && byte <= ASCII.nine }

  private func invalidNumber(at index: Int) -> JSONParseError {
    index < input.count ? failure(.invalidNumber, at: index) : failure(.unexpectedEndOfInput, at: index)
  }
}
