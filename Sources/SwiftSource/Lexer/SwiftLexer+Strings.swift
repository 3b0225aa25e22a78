extension LexerCursor {
  /// The opening delimiter of a string whose `hashes` `#`s start at `start`; `index` is at its
  /// first `"`.
  mutating func lexStringOpen(hashes: Int, from start: Int) {
    let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    emit(.stringOpen, from: start)
    pushMode(.string(hashes: hashes, multiline: multiline))
  }

  /// The next token inside a string: its closing delimiter, an interpolation's `\(`, or a
  /// segment of literal text up to one of them. A single-line string ends, unterminated, before a
  /// line break.
  mutating func lexStringContent(hashes: Int, multiline: Bool) {
    let start = index
    if let end = closingDelimiterEnd(at: index, hashes: hashes, multiline: multiline) {
      index = end
      popMode()
      emit(.stringClose, from: start)
      return
    }
    if let end = interpolationStartEnd(at: index, hashes: hashes) {
      index = end
      pushMode(.interpolation(multiline: multiline))
      emit(.interpolationStart, from: start)
      return
    }
    if !multiline, isLineBreak(bytes[index]) {
      popMode()
      return
    }
    while index < bytes.count {
      let current = bytes[index]
      if current == UInt8(ascii: "\"") {
        if closingDelimiterEnd(at: index, hashes: hashes, multiline: multiline) != nil { break }
      } else if current == UInt8(ascii: "\\") {
        if interpolationStartEnd(at: index, hashes: hashes) != nil { break }
        if escapeHashesFollow(at: index, hashes: hashes) {
          index += 1 + hashes
          // The escaped character, unless it is a line break that ends a single-line string.
          if index < bytes.count, multiline || !isLineBreak(bytes[index]) { index += 1 }
          continue
        }
      } else if !multiline, isLineBreak(current) {
        break
      }
      index += 1
    }
    emit(.stringSegment, from: start)
  }

  /// Where a closing delimiter (`"` or `"""`, then `hashes` `#`s) at `offset` ends, if one is there.
  func closingDelimiterEnd(at offset: Int, hashes: Int, multiline: Bool) -> Int? {
    let quotes = multiline ? 3 : 1
    for step in 0..<quotes where byte(offset + step) != UInt8(ascii: "\"") { return nil }
    for step in 0..<hashes where byte(offset + quotes + step) != UInt8(ascii: "#") { return nil }
    return offset + quotes + hashes
  }

  /// Where an interpolation opener (`\`, `hashes` `#`s, `(`) at `offset` ends, if one is there.
  func interpolationStartEnd(at offset: Int, hashes: Int) -> Int? {
    guard escapeHashesFollow(at: offset, hashes: hashes), byte(offset + 1 + hashes) == UInt8(ascii: "(") else {
      return nil
    }
    return offset + 2 + hashes
  }

  /// Whether the `\` at `offset` is followed by the string's `hashes` `#`s (so it escapes).
  func escapeHashesFollow(at offset: Int, hashes: Int) -> Bool {
    guard byte(offset) == UInt8(ascii: "\\") else { return false }
    for step in 0..<hashes where byte(offset + 1 + step) != UInt8(ascii: "#") { return false }
    return true
  }

  @inline(__always) func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// A `#`: a raw string (`#"`), a regex literal (`#/`), a keyword (`#if`, `#selector`), the
  /// `#!` line at the start of a file, or a lone `#`.
  mutating func lexPound() {
    let start = index
    if start == 0, byte(1) == UInt8(ascii: "!") {
      skipToEndOfLine()
      return emit(.lineComment, from: start)
    }
    var hashes = 0
    while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
    let next = byte(index + hashes)
    if next == UInt8(ascii: "\"") {
      index += hashes
      return lexStringOpen(hashes: hashes, from: start)
    }
    if next == UInt8(ascii: "/"), let end = extendedRegexEnd(from: start, hashes: hashes) {
      index = end
      return emit(.regex, from: start)
    }
    index += 1
    if hashes == 1, LexerBytes.isIdentifierHead(next) || next >= 0x80 && identifierScalarLength(at: index) > 0 {
      skipIdentifierCharacters()
      return emit(.poundKeyword, from: start)
    }
    emit(.pound, from: start)
  }

  /// Where a `#/ … /#` regex literal (with `hashes` `#`s) starting at `start` ends. Written
  /// `#/` and a line break, it may span lines; otherwise it ends on its line, and without its
  /// closing delimiter there it is no regex. Unterminated over lines, it runs to the end.
  func extendedRegexEnd(from start: Int, hashes: Int) -> Int? {
    var offset = start + hashes + 1
    let multiline = isLineBreak(byte(offset))
    while offset < bytes.count {
      let current = bytes[offset]
      if current == UInt8(ascii: "\\") {
        offset += 2
        continue
      }
      if !multiline, isLineBreak(current) { return nil }
      if current == UInt8(ascii: "/") {
        var count = 0
        while count < hashes, byte(offset + 1 + count) == UInt8(ascii: "#") { count += 1 }
        if count == hashes { return offset + 1 + hashes }
      }
      offset += 1
    }
    return multiline ? bytes.count : nil
  }
}
