import SwiftSource
import Testing

@Suite("Structure: balanced groups and recovery from unbalanced input")
struct RecoveryTests {
  @Test("Brackets pair, strings and interpolations included")
  func pairs() {
    let structure = Outline.read(#"f(a[1], { "x\(g(2))" })"#)
    let opens = structure.tokens.indices.filter { structure.tokens[$0].kind == .leftParen }
    #expect(structure.groups.isClosed(opens[0]))
    #expect(structure.groups.next(after: opens[0]) == structure.tokens.count)
  }

  @Test("Brackets pair in a file with more tokens than the reader first makes room for")
  func denseTokens() {
    // One significant token per byte: the reader first makes room for one per three bytes.
    let depth = 3_000
    let structure = Outline.read(String(repeating: "([", count: depth) + String(repeating: "])", count: depth))
    #expect(structure.tokens.count == 4 * depth)
    for open in 0..<(2 * depth) {
      #expect(structure.groups.isClosed(open))
      #expect(structure.groups.next(after: open) == 4 * depth - open)
    }
  }

  @Test("A missing ) inside braces ends at the }; the next declaration still reads")
  func missingParenthesis() {
    let text = """
      struct A: View {
        var body: some View { Button("x", action: { go( }) }
      }
      struct B: View { var body: some View { Text("b") } }
      """
    let structure = Outline.read(text)
    #expect(structure.declarations.map(\.name) == ["A", "B"])
    #expect(structure.calls.map(\.name).contains("Text"))
  }

  @Test("A stray ) or ] is ignored; a stray } closes the nearest brace")
  func strayClosers() {
    let text = """
      struct A { func f() { x) ] } }
      }
      struct B { }
      """
    #expect(Outline.read(text).declarations.map(\.name) == ["A", "B"])
  }

  @Test("An unclosed brace runs to the end of the file")
  func unclosedBrace() {
    let structure = Outline.read("struct A: View { var body: some View { Text(\"a\")\nstruct B {}")
    #expect(structure.declarations.map(\.qualifiedName) == ["A", "A.B"])
    #expect(structure.calls.map(\.name) == ["Text"])
  }

  @Test("An unterminated string does not swallow the next line")
  func unterminatedString() {
    let structure = Outline.read("Text(\"open)\nButton(\"b\") {}")
    #expect(structure.calls.map(\.name) == ["Text", "Button"])
  }

  @Test("Deep nesting is read to a limit, never past the stack")
  func deepNesting() {
    let text = String(repeating: "f(", count: 20_000) + String(repeating: ")", count: 20_000)
    let structure = Outline.read(text + "\nstruct After {}")
    #expect(structure.declarations.map(\.name) == ["After"])
    let braces = String(repeating: "{", count: 20_000)
    #expect(Outline.read(braces + "struct X {}").calls.isEmpty)
    let condition = "#if " + String(repeating: "!(", count: 5_000) + "os(macOS)\nmarker()\n#endif\n"
    #expect(Outline.read(condition).calls.map(\.name) == ["marker"])
  }
}
