/// What a lexical token of Swift is.
///
/// A string literal is several tokens: its opening delimiter, literal segments, and for each
/// interpolation an ``interpolationStart`` (`\(` or `\#(`), the code inside as ordinary tokens,
/// and an ``interpolationEnd`` (`)`), then the closing delimiter.
public enum SwiftTokenKind: UInt8, Sendable, Hashable, CaseIterable {
  /// Spaces, tabs and other horizontal blanks (a byte-order mark too).
  case whitespace
  /// One or more line breaks (`\n`, `\r`, `\r\n`).
  case newline
  /// `// …` up to the end of its line (a `#!` first line too).
  case lineComment
  /// `/// …` up to the end of its line.
  case docLineComment
  /// `/* … */`, nested; an unterminated one runs to the end of the file.
  case blockComment
  /// `/** … */`.
  case docBlockComment
  /// A name or keyword: `Button`, `self`, `` `default` ``, `$0`, `$selection`, `café`.
  case identifier
  /// `#` and a name: `#if`, `#endif`, `#selector`, `#available`, `#Preview`.
  case poundKeyword
  /// An integer literal: `42`, `0x1F`, `0b1010`, `0o17`, `1_000`.
  case integer
  /// A floating-point literal: `3.14`, `1e-3`, `0x1p4`.
  case float
  /// A string's opening delimiter: `"`, `"""`, `#"`, `##"""`.
  case stringOpen
  /// Literal text of a string, escapes included, as written.
  case stringSegment
  /// The `\(` (or `\#(` in a raw string) that opens an interpolation.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// A string's closing delimiter.
  case stringClose
  /// A regex literal: `#/…/#`, or a bare `/…/` where no operator can be.
  case regex
  /// An operator: `+`, `==`, `..<`, `?`, `!`, `&`, `=`, `•`.
  case `operator`
  /// `->`.
  case arrow
  /// `(`.
  case leftParen
  /// `)`.
  case rightParen
  /// `[`.
  case leftBracket
  /// `]`.
  case rightBracket
  /// `{`.
  case leftBrace
  /// `}`.
  case rightBrace
  /// `,`.
  case comma
  /// `:`.
  case colon
  /// `;`.
  case semicolon
  /// `.` on its own (member access, implicit member).
  case period
  /// `@`.
  case at
  /// `\` outside a string (a key path).
  case backslash
  /// A `#` that starts nothing else.
  case pound
  /// Bytes that start no Swift token: invalid UTF-8, a stray backtick, control characters.
  case unknown

  /// Whether the token is whitespace, a line break or a comment.
  @inlinable public var isTrivia: Bool { rawValue <= SwiftTokenKind.docBlockComment.rawValue }

  /// Whether the token is a comment.
  @inlinable public var isComment: Bool {
    rawValue >= SwiftTokenKind.lineComment.rawValue && rawValue <= SwiftTokenKind.docBlockComment.rawValue
  }
}

/// One lexical token: its kind and the UTF-8 bytes it covers.
public struct SwiftToken: Sendable, Hashable {
  /// What the token is.
  public var kind: SwiftTokenKind
  /// Offset of its first byte.
  public var start: Int
  /// Offset after its last byte.
  public var end: Int

  /// Makes a token of `kind` over `start..<end`.
  @inlinable public init(kind: SwiftTokenKind, start: Int, end: Int) {
    self.kind = kind
    self.start = start
    self.end = end
  }

  /// The bytes it covers.
  @inlinable public var range: Range<Int> { start..<end }
}
