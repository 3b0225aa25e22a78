/// Splits Swift source into tokens.
///
/// Every byte belongs to exactly one token, so the tokens' bytes put back together are the input
/// byte for byte. The lexer never throws and reports no syntax errors: an unterminated block
/// comment or multi-line string runs to the end of the file, an unterminated single-line string
/// to the end of its line, and bytes that start no token (invalid UTF-8 among them) become
/// ``SwiftTokenKind/unknown`` tokens.
public enum SwiftLexer {
  /// The tokens of `bytes`, trivia included, in order.
  public static func tokens(in bytes: [UInt8]) -> [SwiftToken] {
    bytes.withUnsafeBufferPointer { buffer in
      LexerCursor.lex(buffer, into: TokenArraySink(capacity: buffer.count / 4 + 16)).tokens
    }
  }

  /// The tokens of `text`'s UTF-8, trivia included, in order.
  public static func tokens(in text: String) -> [SwiftToken] {
    tokens(in: Array(text.utf8))
  }
}

/// What the lexer is inside: a string literal, or the code of an interpolation.
struct LexerMode {
  /// Inside a string's content; otherwise inside an interpolation's code.
  var isString: Bool
  /// A string's `#`s.
  var hashes: Int
  /// A multi-line string, or an interpolation in one. An interpolation in a single-line string
  /// ends at a line break, with its string (Swift does not let them span lines).
  var multiline: Bool
  /// An interpolation's unclosed `(` so far.
  var depth: Int

  static func string(hashes: Int, multiline: Bool) -> LexerMode {
    LexerMode(isString: true, hashes: hashes, multiline: multiline, depth: 0)
  }

  static func interpolation(multiline: Bool) -> LexerMode {
    LexerMode(isString: false, hashes: 0, multiline: multiline, depth: 0)
  }
}

/// Receives the lexer's tokens as they are made.
protocol SwiftTokenSink {
  /// Takes the next token; `bytes` is the buffer being lexed.
  mutating func accept(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>)
}

/// Collects tokens into an array.
struct TokenArraySink: SwiftTokenSink {
  var tokens: [SwiftToken] = []

  init(capacity: Int) {
    tokens.reserveCapacity(capacity)
  }

  @inline(__always) mutating func accept(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) {
    tokens.append(token)
  }
}

/// The lexer's state while it walks one buffer.
struct LexerCursor<Sink: SwiftTokenSink> {
  let bytes: UnsafeBufferPointer<UInt8>
  /// ``ByteClass`` bits for each byte value.
  let classes = ByteClass.table
  var index = 0
  var sink: Sink
  /// The strings and interpolations the lexer is in, innermost last.
  var modes: [LexerMode] = []
  /// Whether the innermost mode is a string's content.
  var inString = false
  /// The kind of the last token that is not trivia (decides whether `/` may start a regex).
  var lastSignificant: SwiftTokenKind?
  /// Where the last significant token starts.
  var lastSignificantStart = 0
  /// Where the last significant token ends.
  var lastSignificantEnd = 0

  init(bytes: UnsafeBufferPointer<UInt8>, sink: consuming Sink) {
    self.bytes = bytes
    self.sink = sink
  }

  /// Lexes all of `bytes` into `sink` and returns it.
  static func lex(_ bytes: UnsafeBufferPointer<UInt8>, into sink: consuming Sink) -> Sink {
    var lexer = LexerCursor(bytes: bytes, sink: sink)
    lexer.run()
    return lexer.sink
  }

  /// The byte at `offset`, or 0 past the end.
  @inline(__always) func byte(_ offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  /// Appends a token from `start` to the current index.
  @inline(__always) mutating func emit(_ kind: SwiftTokenKind, from start: Int) {
    sink.accept(SwiftToken(kind: kind, start: start, end: index), in: bytes)
    if !kind.isTrivia {
      lastSignificant = kind
      lastSignificantStart = start
      lastSignificantEnd = index
    }
  }

  mutating func run() {
    while index < bytes.count {
      if inString, let mode = modes.last {
        lexStringContent(hashes: mode.hashes, multiline: mode.multiline)
      } else {
        lexCode()
      }
    }
  }

  /// One token of code (outside string content).
  mutating func lexCode() {
    let start = index
    let current = bytes[index]
    switch current {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
      index += 1
      while index < bytes.count, classes[Int(bytes[index])] & ByteClass.blank != 0 { index += 1 }
      emit(.whitespace, from: start)
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      lexNewlines()
    case UInt8(ascii: "/"):
      lexSlash()
    case UInt8(ascii: "\""):
      lexStringOpen(hashes: 0, from: start)
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: "$"):
      index += 1
      skipIdentifierCharacters()
      emit(.identifier, from: start)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "`"):
      lexBacktick()
    case UInt8(ascii: "("):
      if !modes.isEmpty { modes[modes.count - 1].depth += 1 }
      single(.leftParen)
    case UInt8(ascii: ")"):
      lexRightParen()
    case UInt8(ascii: "["): single(.leftBracket)
    case UInt8(ascii: "]"): single(.rightBracket)
    case UInt8(ascii: "{"): single(.leftBrace)
    case UInt8(ascii: "}"): single(.rightBrace)
    case UInt8(ascii: ","): single(.comma)
    case UInt8(ascii: ":"): single(.colon)
    case UInt8(ascii: ";"): single(.semicolon)
    case UInt8(ascii: "@"): single(.at)
    case UInt8(ascii: "\\"): single(.backslash)
    case UInt8(ascii: "."):
      lexPeriod()
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      lexOperator(allowingDots: false)
    case 0x80...0xFF:
      lexNonASCII()
    default:
      single(.unknown)
    }
  }

  /// A one-byte token.
  @inline(__always) mutating func single(_ kind: SwiftTokenKind) {
    let start = index
    index += 1
    emit(kind, from: start)
  }

  /// A `)`: the end of an interpolation when it closes one, else a parenthesis.
  mutating func lexRightParen() {
    guard let mode = modes.last else { return single(.rightParen) }
    if mode.depth == 0 {
      popMode()
      single(.interpolationEnd)
    } else {
      modes[modes.count - 1].depth -= 1
      single(.rightParen)
    }
  }

  /// A run of line breaks. Inside the interpolation of a single-line string a line break ends
  /// the interpolation and the string (Swift does not let them span lines).
  mutating func lexNewlines() {
    let start = index
    while index < bytes.count, bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
      index += 1
    }
    emit(.newline, from: start)
    while let mode = modes.last, !mode.isString, !mode.multiline {
      popMode()
      if inString { popMode() }
    }
  }

  @inline(__always) mutating func pushMode(_ mode: LexerMode) {
    modes.append(mode)
    inString = mode.isString
  }

  @inline(__always) mutating func popMode() {
    modes.removeLast()
    inString = modes.last?.isString ?? false
  }

}

/// Classes of ASCII bytes, as bits, for the lexer's inner loops.
enum ByteClass {
  /// Letters, digits, `_`, `$`: what continues a name.
  static let word: UInt8 = 1
  /// Space, tab, vertical tab, form feed, NUL.
  static let blank: UInt8 = 2

  /// The bits of each of the 256 byte values (made once, never freed).
  nonisolated(unsafe) static let table: UnsafeBufferPointer<UInt8> = {
    let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    for value in 0...255 { table[value] = bits(of: UInt8(value)) }
    return UnsafeBufferPointer(table)
  }()

  private static func bits(of byte: UInt8) -> UInt8 {
    var bits: UInt8 = 0
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      bits |= word
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
      bits |= blank
    default:
      break
    }
    return bits
  }
}

/// Byte predicates the lexer uses.
enum LexerBytes {
  @inline(__always) static func isIdentifierHead(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }
  static func isDecimalDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  static func isDecimalDigitOrSeparator(_ byte: UInt8) -> Bool { isDecimalDigit(byte) || byte == UInt8(ascii: "_") }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDecimalDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
  static func isHexDigitOrSeparator(_ byte: UInt8) -> Bool { isHexDigit(byte) || byte == UInt8(ascii: "_") }

  @inline(__always) static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      true
    default:
      false
    }
  }
  @inline(__always) static func isASCIIOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default:
      false
    }
  }
}
