import SwiftSource
import Testing

@Suite("Lexer: operators, punctuation, regex literals")
struct LexerOperatorTests {
  @Test("Operators, dot operators, optional chaining, arrows")
  func operators() {
    #expect(
      Lexed.significant("a?.b! ?? c...d ..< e -> f && !g == h") == [
        "identifier:a", "operator:?", "period:.", "identifier:b", "operator:!", "operator:??", "identifier:c",
        "operator:...", "identifier:d", "operator:..<", "identifier:e", "arrow:->", "identifier:f", "operator:&&",
        "operator:!", "identifier:g", "operator:==", "identifier:h",
      ]
    )
    #expect(Lexed.significant("x • y") == ["identifier:x", "operator:•", "identifier:y"])
  }

  @Test("A comment inside an operator run starts the comment")
  func commentInOperator() {
    #expect(
      Lexed.significant("a+/*c*/b +// d") == [
        "identifier:a", "operator:+", "blockComment:/*c*/", "identifier:b", "operator:+", "lineComment:// d",
      ]
    )
  }

  @Test("Punctuation, leading-dot members, key paths, attributes")
  func punctuation() {
    #expect(
      Lexed.significant("@State var s: [Int: String] = [:]; f(.command, \\.title)") == [
        "at:@", "identifier:State", "identifier:var", "identifier:s", "colon::", "leftBracket:[", "identifier:Int",
        "colon::", "identifier:String", "rightBracket:]", "operator:=", "leftBracket:[", "colon::",
        "rightBracket:]", "semicolon:;", "identifier:f", "leftParen:(", "period:.", "identifier:command", "comma:,",
        "backslash:\\", "period:.", "identifier:title", "rightParen:)",
      ]
    )
  }

  @Test("Extended regex literals: #/…/#, ##/…/##, multi-line")
  func extendedRegex() {
    #expect(
      Lexed.significant("let r = #/a/b/# ; x") == [
        "identifier:let", "identifier:r", "operator:=", "regex:#/a/b/#", "semicolon:;", "identifier:x",
      ]
    )
    #expect(Lexed.significant("##/a/#b/## c") == ["regex:##/a/#b/##", "identifier:c"])
    #expect(Lexed.significant("#/\n  a / b\n/# c") == ["regex:#/\n  a / b\n/#", "identifier:c"])
  }

  @Test("A bare /…/ regex only where no operator can be")
  func bareRegex() {
    #expect(Lexed.significant("f(/a[/]b/)") == ["identifier:f", "leftParen:(", "regex:/a[/]b/", "rightParen:)"])
    #expect(Lexed.significant("let r = /\\d+/") == ["identifier:let", "identifier:r", "operator:=", "regex:/\\d+/"])
    #expect(Lexed.significant("return /x/") == ["identifier:return", "regex:/x/"])
  }

  @Test("Division is never a regex")
  func division() {
    #expect(
      Lexed.significant("a / b / c") == [
        "identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c",
      ]
    )
    #expect(
      Lexed.significant("(w)/2/x") == [
        "leftParen:(", "identifier:w", "rightParen:)", "operator:/", "integer:2", "operator:/", "identifier:x",
      ]
    )
    #expect(
      Lexed.significant("f(/ 2 /)") == [
        "identifier:f", "leftParen:(", "operator:/", "integer:2", "operator:/", "rightParen:)",
      ]
    )
    #expect(
      Lexed.significant("x! /y/ z") == [
        "identifier:x", "operator:!", "operator:/", "identifier:y", "operator:/", "identifier:z",
      ]
    )
    #expect(Lexed.significant("returned /x/ 2").contains("operator:/"))
  }
}
