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
      var lexer = LexerCursor(bytes: buffer)
      lexer.run()
      return lexer.tokens
    }
  }

  /// The tokens of `text`'s UTF-8, trivia included, in order.
  public static func tokens(in text: String) -> [SwiftToken] {
    tokens(in: Array(text.utf8))
  }
}

/// What the lexer is inside: a string literal, or the code of an interpolation.
enum LexerMode {
  /// Inside a string literal with `hashes` `#`s around it.
  case string(hashes: Int, multiline: Bool)
  /// Inside `\( … )`: `depth` unclosed `(` so far; `singleLine` when the string around it is
  /// single-line (a line break then ends the interpolation and the string).
  case interpolation(depth: Int, singleLine: Bool)
}

/// The lexer's state while it walks one buffer.
struct LexerCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var tokens: [SwiftToken] = []
  var modes: [LexerMode] = []
  /// The kind of the last token that is not trivia (decides whether `/` may start a regex).
  var lastSignificant: SwiftTokenKind?
  /// Where the last significant token starts.
  var lastSignificantStart = 0
  /// Where the last significant token ends.
  var lastSignificantEnd = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    tokens.reserveCapacity(bytes.count / 4 + 16)
  }

  /// The byte at `offset`, or 0 past the end.
  @inline(__always) func byte(_ offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  /// Appends a token from `start` to the current index.
  @inline(__always) mutating func emit(_ kind: SwiftTokenKind, from start: Int) {
    tokens.append(SwiftToken(kind: kind, start: start, end: index))
    if !kind.isTrivia {
      lastSignificant = kind
      lastSignificantStart = start
      lastSignificantEnd = index
    }
  }

  mutating func run() {
    while index < bytes.count {
      if case .string(let hashes, let multiline)? = modes.last {
        lexStringContent(hashes: hashes, multiline: multiline)
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
      while index < bytes.count, Self.isASCIIBlank(bytes[index]) { index += 1 }
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
      if case .interpolation(let depth, let singleLine)? = modes.last {
        modes[modes.count - 1] = .interpolation(depth: depth + 1, singleLine: singleLine)
      }
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
    guard case .interpolation(let depth, let singleLine)? = modes.last else { return single(.rightParen) }
    if depth == 0 {
      modes.removeLast()
      single(.interpolationEnd)
    } else {
      modes[modes.count - 1] = .interpolation(depth: depth - 1, singleLine: singleLine)
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
    while case .interpolation(_, true)? = modes.last {
      modes.removeLast()
      if case .string? = modes.last { modes.removeLast() }
    }
  }

  @inline(__always) static func isASCIIBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0
  }
}
