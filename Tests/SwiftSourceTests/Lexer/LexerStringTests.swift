import SwiftSource
import Testing

@Suite("Lexer: strings and interpolation")
struct LexerStringTests {
  @Test("A single-line string with escapes is open, segment, close")
  func singleLine() {
    #expect(
      Lexed.significant(#"x = "a \"b\" \\ \u{1F600}" y"#) == [
        "identifier:x", "operator:=", #"stringOpen:""#, #"stringSegment:a \"b\" \\ \u{1F600}"#, #"stringClose:""#,
        "identifier:y",
      ]
    )
    #expect(Lexed.significant(#""""#) == [#"stringOpen:""#, #"stringClose:""#])
  }

  @Test("An unterminated single-line string ends at its line break; the next line reads")
  func unterminatedSingleLine() {
    #expect(
      Lexed.significant("let a = \"open\nlet b = 1") == [
        "identifier:let", "identifier:a", "operator:=", #"stringOpen:""#, "stringSegment:open", "identifier:let",
        "identifier:b", "operator:=", "integer:1",
      ]
    )
    #expect(Lexed.significant("\"a\\\nb") == [#"stringOpen:""#, #"stringSegment:a\"#, "identifier:b"])
  }

  @Test("Interpolations hold code: calls, strings, closures, parentheses")
  func interpolation() {
    let text = #""n: \(items.map { "\($0)" }.joined(separator: ", ")) (\((a + b) * 2))""#
    #expect(
      Lexed.significant(text) == [
        #"stringOpen:""#, "stringSegment:n: ", #"interpolationStart:\("#, "identifier:items", "period:.",
        "identifier:map", "leftBrace:{", #"stringOpen:""#, #"interpolationStart:\("#, "identifier:$0",
        "interpolationEnd:)", #"stringClose:""#, "rightBrace:}", "period:.", "identifier:joined", "leftParen:(",
        "identifier:separator", "colon::", #"stringOpen:""#, "stringSegment:, ", #"stringClose:""#,
        "rightParen:)", "interpolationEnd:)", "stringSegment: (", #"interpolationStart:\("#, "leftParen:(",
        "identifier:a", "operator:+", "identifier:b", "rightParen:)", "operator:*", "integer:2",
        "interpolationEnd:)", "stringSegment:)", #"stringClose:""#,
      ]
    )
  }

  @Test("A line break ends an open interpolation of a single-line string")
  func unterminatedInterpolation() {
    #expect(
      Lexed.significant("\"a \\(b\nlet c = \"d\"") == [
        #"stringOpen:""#, "stringSegment:a ", #"interpolationStart:\("#, "identifier:b", "identifier:let",
        "identifier:c", "operator:=", #"stringOpen:""#, "stringSegment:d", #"stringClose:""#,
      ]
    )
  }

  @Test("Multi-line strings hold quotes and line breaks; interpolations may span lines")
  func multiline() {
    let text = "\"\"\"\n  say \"hi\" and \"\"\n  \\(f(\n    x))\n  \"\"\" + y"
    #expect(
      Lexed.significant(text) == [
        "stringOpen:\"\"\"", "stringSegment:\n  say \"hi\" and \"\"\n  ", #"interpolationStart:\("#,
        "identifier:f", "leftParen:(", "identifier:x", "rightParen:)", "interpolationEnd:)", "stringSegment:\n  ",
        "stringClose:\"\"\"", "operator:+", "identifier:y",
      ]
    )
  }

  @Test("An unterminated multi-line string runs to the end of the file")
  func unterminatedMultiline() {
    #expect(Lexed.significant("\"\"\"\nabc\n\"\" x") == ["stringOpen:\"\"\"", "stringSegment:\nabc\n\"\" x"])
  }

  @Test("Raw strings: #\"…\"#, ##\"…\"##, \\#( interpolation, \\( literal")
  func raw() {
    #expect(
      Lexed.significant(##"#"a "b" \(c) \#(d) \#n"#"##) == [
        ##"stringOpen:#""##, #"stringSegment:a "b" \(c) "#, ##"interpolationStart:\#("##, "identifier:d",
        "interpolationEnd:)", ##"stringSegment: \#n"##, ##"stringClose:"#"##,
      ]
    )
    #expect(
      Lexed.significant(###"##"x "# y"## z"###) == [
        ###"stringOpen:##""###, ##"stringSegment:x "# y"##, ###"stringClose:"##"###, "identifier:z",
      ]
    )
  }

  @Test("A multi-line raw string")
  func multilineRaw() {
    let text = "#\"\"\"\n\"\"\" not yet \\(x)\n\"\"\"# z"
    #expect(
      Lexed.significant(text) == [
        "stringOpen:#\"\"\"", "stringSegment:\n\"\"\" not yet \\(x)\n", "stringClose:\"\"\"#", "identifier:z",
      ]
    )
  }
}
