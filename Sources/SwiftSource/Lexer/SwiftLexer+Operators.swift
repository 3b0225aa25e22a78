extension LexerCursor {
  /// A `.`: a dot operator (`..<`, `...`, `.==`) when an operator character or another `.`
  /// follows, else a period.
  mutating func lexPeriod() {
    let next = byte(index + 1)
    if next == UInt8(ascii: ".") || LexerBytes.isASCIIOperatorCharacter(next) && next != UInt8(ascii: "/")
      || next >= 0x80 && operatorScalarLength(at: index + 1) > 0
    {
      lexOperator(allowingDots: true)
    } else {
      single(.period)
    }
  }

  /// A run of operator characters. Only an operator that starts with `.` may hold more `.`s;
  /// `//` and `/*` inside a run start a comment instead. `->` is an arrow.
  mutating func lexOperator(allowingDots: Bool) {
    let start = index
    while index < bytes.count {
      let current = bytes[index]
      if current < 0x80 {
        if current == UInt8(ascii: "."), allowingDots {
          index += 1
          continue
        }
        guard LexerBytes.isASCIIOperatorCharacter(current) else { break }
        if current == UInt8(ascii: "/"), index > start,
          byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*")
        {
          break
        }
        index += 1
      } else {
        let length = operatorScalarLength(at: index)
        guard length > 0 else { break }
        index += length
      }
    }
    if index == start { index += 1 }
    let isArrow =
      index - start == 2 && bytes[start] == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">")
    emit(isArrow ? .arrow : .operator, from: start)
  }

  /// The length of a non-ASCII scalar at `offset` that continues an operator, or 0.
  func operatorScalarLength(at offset: Int) -> Int {
    guard offset < bytes.count, let scalar = UTF8Scalar.decode(bytes, at: offset), scalar.length > 1,
      UTF8Scalar.isOperatorContinuation(scalar.value)
    else { return 0 }
    return scalar.length
  }

}
