extension LexerCursor {
  /// A `/`: a comment, a bare regex literal where no operator can be, or an operator.
  mutating func lexSlash() {
    let start = index
    switch byte(index + 1) {
    case UInt8(ascii: "/"):
      let kind: SwiftTokenKind =
        byte(index + 2) == UInt8(ascii: "/") && byte(index + 3) != UInt8(ascii: "/") ? .docLineComment : .lineComment
      skipToEndOfLine()
      emit(kind, from: start)
    case UInt8(ascii: "*"):
      let kind: SwiftTokenKind =
        byte(index + 2) == UInt8(ascii: "*") && byte(index + 3) != UInt8(ascii: "*")
          && byte(index + 3) != UInt8(ascii: "/") ? .docBlockComment : .blockComment
      skipBlockComment()
      emit(kind, from: start)
    default:
      if regexMayStartHere(), let end = bareRegexEnd(from: index) {
        index = end
        emit(.regex, from: start)
      } else {
        lexOperator(allowingDots: false)
      }
    }
  }

  /// Moves to the line break that ends the current line (or the end of the file).
  mutating func skipToEndOfLine() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
      index += 1
    }
  }

  /// Moves past a `/* … */` comment, nested ones included; unterminated, to the end of the file.
  mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        index += 2
        depth -= 1
        if depth == 0 { return }
      } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        index += 2
        depth += 1
      } else {
        index += 1
      }
    }
  }

  /// Whether a bare `/` here may open a regex literal rather than be an operator: only right
  /// after an opening bracket, a comma, a colon, a semicolon, `return`, an operator (`=`, `??`),
  /// or at the start of the file. After a name, a literal or a closing bracket it is division.
  func regexMayStartHere() -> Bool {
    guard let last = lastSignificant else { return true }
    switch last {
    case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .arrow:
      return true
    case .operator:
      // A postfix `?` or `!` (glued to what it follows) ends an expression.
      let length = lastSignificantEnd - lastSignificantStart
      let first = bytes[lastSignificantStart]
      return !(length == 1 && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")))
    case .identifier:
      let word = UnsafeBufferPointer(rebasing: bytes[lastSignificantStart..<min(bytes.count, lastSignificantStart + 7)])
      return word.starts(with: "return".utf8) && (word.count == 6 || !LexerBytes.isASCIIWordByte(word[6]))
    default:
      return false
    }
  }

  /// Where a bare regex literal starting at `start` ends, or nil when it is not one: it must not
  /// start with a blank, must close with an unescaped `/` (outside a `[…]` class) on the same
  /// line, and must not end with a blank.
  func bareRegexEnd(from start: Int) -> Int? {
    let first = byte(start + 1)
    if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
      || first == UInt8(ascii: "\r") || first == 0 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*")
    {
      return nil
    }
    var offset = start + 1
    var classDepth = 0
    while offset < bytes.count {
      let current = bytes[offset]
      switch current {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        return nil
      case UInt8(ascii: "\\"):
        offset += 2
        continue
      case UInt8(ascii: "["):
        classDepth += 1
      case UInt8(ascii: "]"):
        if classDepth > 0 { classDepth -= 1 }
      case UInt8(ascii: "/") where classDepth == 0:
        let before = bytes[offset - 1]
        return before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") ? nil : offset + 1
      default:
        break
      }
      offset += 1
    }
    return nil
  }

}
