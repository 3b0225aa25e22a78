import SwiftSource
import Testing

@Suite("Lexer: trivia, comments, names, numbers")
struct LexerCommentAndWordTests {
  @Test("Line, doc and nested block comments are single tokens")
  func comments() {
    #expect(
      Lexed.significant("a // x /* y\n/// doc\n//// four\nb") == [
        "identifier:a", "lineComment:// x /* y", "docLineComment:/// doc", "lineComment://// four", "identifier:b",
      ]
    )
    #expect(
      Lexed.significant("a /* outer /* inner */ still */ b") == [
        "identifier:a", "blockComment:/* outer /* inner */ still */", "identifier:b",
      ]
    )
    #expect(Lexed.significant("/** doc */ x") == ["docBlockComment:/** doc */", "identifier:x"])
    #expect(Lexed.significant("/**/ x") == ["blockComment:/**/", "identifier:x"])
  }

  @Test("An unterminated block comment runs to the end of the file")
  func unterminatedComment() {
    #expect(Lexed.significant("x /* a /* b */ c\nd") == ["identifier:x", "blockComment:/* a /* b */ c\nd"])
  }

  @Test("Whitespace and line breaks are trivia, CRLF included")
  func trivia() {
    #expect(
      Lexed.all("a \t b\r\n\nc") == [
        "identifier:a", "whitespace: \t ", "identifier:b", "newline:\r\n\n", "identifier:c",
      ]
    )
  }

  @Test("A #! line at the start of the file is a comment")
  func shebang() {
    #expect(Lexed.significant("#!/usr/bin/swift\nprint(1)").first == "lineComment:#!/usr/bin/swift")
  }

  @Test("Names: ASCII, Unicode, emoji, backticked, $-prefixed")
  func names() {
    #expect(
      Lexed.significant("café 日本語 🐶 `default` `a name` $0 $selection _x") == [
        "identifier:café", "identifier:日本語", "identifier:🐶", "identifier:`default`", "identifier:`a name`",
        "identifier:$0", "identifier:$selection", "identifier:_x",
      ]
    )
  }

  @Test("A backtick with no partner on its line is unknown")
  func strayBacktick() {
    #expect(
      Lexed.significant("a ` b\nc`") == ["identifier:a", "unknown:`", "identifier:b", "identifier:c", "unknown:`"]
    )
  }

  @Test("# keywords: #if lines, #selector, #available, #Preview")
  func poundKeywords() {
    #expect(
      Lexed.significant("#if os(macOS) && !targetEnvironment(macCatalyst)") == [
        "poundKeyword:#if", "identifier:os", "leftParen:(", "identifier:macOS", "rightParen:)", "operator:&&",
        "operator:!", "identifier:targetEnvironment", "leftParen:(", "identifier:macCatalyst", "rightParen:)",
      ]
    )
    #expect(Lexed.significant("#elseif #else #endif").allSatisfy { $0.hasPrefix("poundKeyword:") })
    #expect(
      Lexed.significant("#selector(reorder(_:)) #Preview # x") == [
        "poundKeyword:#selector", "leftParen:(", "identifier:reorder", "leftParen:(", "identifier:_", "colon::",
        "rightParen:)", "rightParen:)", "poundKeyword:#Preview", "pound:#", "identifier:x",
      ]
    )
  }

  @Test("Numbers: hexadecimal, binary, octal, separators, floats, exponents")
  func numbers() {
    #expect(
      Lexed.significant("0x1F 0b1010 0o17 1_000 3.14 1e10 1.5e-3 0x1p-3 0xA.8p1 42") == [
        "integer:0x1F", "integer:0b1010", "integer:0o17", "integer:1_000", "float:3.14", "float:1e10",
        "float:1.5e-3", "float:0x1p-3", "float:0xA.8p1", "integer:42",
      ]
    )
  }

  @Test("Numbers next to periods: ranges, tuple members, members of literals")
  func numbersAndPeriods() {
    #expect(Lexed.significant("1..<5") == ["integer:1", "operator:..<", "integer:5"])
    #expect(
      Lexed.significant("t.0.1") == ["identifier:t", "period:.", "integer:0", "period:.", "integer:1"]
    )
    #expect(Lexed.significant("1.description") == ["integer:1", "period:.", "identifier:description"])
  }

  @Test("Invalid UTF-8 and stray bytes become unknown tokens and never stop the lexer")
  func invalidBytes() {
    let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0xC3] + Array(" b 'c'".utf8) + [0xED, 0xA0, 0x80]
    let tokens = SwiftLexer.tokens(in: bytes)
    #expect(Lexed.roundTrips(bytes))
    #expect(tokens.filter { $0.kind == .unknown }.count == 7)
    #expect(tokens.contains { $0.kind == .identifier && bytes[$0.range] == [UInt8(ascii: "b")] })
  }
}
