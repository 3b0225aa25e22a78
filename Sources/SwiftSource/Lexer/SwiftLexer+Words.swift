extension LexerCursor {

  /// The length of a non-ASCII scalar at `offset` that belongs in a name, or 0.
  func identifierScalarLength(at offset: Int) -> Int {
    guard offset < bytes.count, let scalar = UTF8Scalar.decode(bytes, at: offset), scalar.length > 1,
      UTF8Scalar.isIdentifierCharacter(scalar.value)
    else { return 0 }
    return scalar.length
  }

  /// Moves past letters, digits, `_`, `$` and non-ASCII name characters.
  mutating func skipIdentifierCharacters() {
    while index < bytes.count {
      let current = bytes[index]
      if classes[Int(current)] & ByteClass.word != 0 {
        index += 1
      } else if current < 0x80 {
        return
      } else {
        let length = identifierScalarLength(at: index)
        guard length > 0 else { return }
        index += length
      }
    }
  }

  /// A number: decimal, `0x` (with hexadecimal fractions and `p` exponents), `0o`, `0b`, with
  /// `_` separators. A fraction needs a digit after the `.` and is not read right after a `.`
  /// (`tuple.0.1` is two members). Letters glued to the number stay in its token.
  mutating func lexNumber() {
    let start = index
    var isFloat = false
    let afterPeriod = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
    let prefix = byte(index + 1)
    if bytes[index] == UInt8(ascii: "0"), prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "X") {
      index += 2
      skip(while: LexerBytes.isHexDigitOrSeparator)
      if !afterPeriod, byte(index) == UInt8(ascii: "."), LexerBytes.isHexDigit(byte(index + 1)) {
        isFloat = true
        index += 1
        skip(while: LexerBytes.isHexDigitOrSeparator)
      }
      if byte(index) == UInt8(ascii: "p") || byte(index) == UInt8(ascii: "P") {
        isFloat = true
        skipExponent()
      }
    } else if bytes[index] == UInt8(ascii: "0"), prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b") {
      index += 2
    } else {
      skip(while: LexerBytes.isDecimalDigitOrSeparator)
      if !afterPeriod, byte(index) == UInt8(ascii: "."), LexerBytes.isDecimalDigit(byte(index + 1)) {
        isFloat = true
        index += 1
        skip(while: LexerBytes.isDecimalDigitOrSeparator)
      }
      if byte(index) == UInt8(ascii: "e") || byte(index) == UInt8(ascii: "E") {
        let sign = byte(index + 1)
        let digit = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") ? byte(index + 2) : sign
        if LexerBytes.isDecimalDigit(digit) {
          isFloat = true
          skipExponent()
        }
      }
    }
    skip(while: LexerBytes.isASCIIWordByte)
    emit(isFloat ? .float : .integer, from: start)
  }

  /// Moves past `e`/`p`, an optional sign and the digits.
  mutating func skipExponent() {
    index += 1
    if byte(index) == UInt8(ascii: "+") || byte(index) == UInt8(ascii: "-") { index += 1 }
    skip(while: LexerBytes.isDecimalDigitOrSeparator)
  }

  @inline(__always) mutating func skip(while predicate: (UInt8) -> Bool) {
    while index < bytes.count, predicate(bytes[index]) { index += 1 }
  }

  /// A backticked name, `` `default` `` or `` `a name` ``, closed on its line; a backtick with
  /// no partner there is an unknown token.
  mutating func lexBacktick() {
    let start = index
    var offset = index + 1
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "`"), !isLineBreak(bytes[offset]) { offset += 1 }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "`"), offset > start + 1 {
      index = offset + 1
      emit(.identifier, from: start)
    } else {
      single(.unknown)
    }
  }

  /// A byte of 0x80 or more: a name, an operator, a blank, or (invalid UTF-8, a C1 control) an
  /// unknown token of one scalar or one byte.
  mutating func lexNonASCII() {
    let start = index
    guard let scalar = UTF8Scalar.decode(bytes, at: index) else { return single(.unknown) }
    if UTF8Scalar.isOperatorHead(scalar.value) { return lexOperator(allowingDots: false) }
    index += scalar.length
    if UTF8Scalar.isBlank(scalar.value) { return emit(.whitespace, from: start) }
    if UTF8Scalar.isIdentifierCharacter(scalar.value) {
      skipIdentifierCharacters()
      return emit(.identifier, from: start)
    }
    emit(.unknown, from: start)
  }
}
