import SwiftSource
import Testing

@Suite("Facts: leaf-ignore comments")
struct SuppressionTests {
  @Test("A comment on its own line covers the next line of code")
  func nextLine() {
    let text = """
      struct V: View {
        // leaf-ignore: touch-only-action Reorder is also in the Order menu
        // (another comment)

        var body: some View { Text("x") }
      }
      """
    let suppression = try! #require(Read.facts(text).suppressions.first)
    #expect(suppression.ruleIDs == ["touch-only-action"])
    #expect(suppression.reason == "Reorder is also in the Order menu")
    #expect(suppression.line == 1)
    #expect(suppression.scope == .line(4))
  }

  @Test("A comment after code covers its own line; several ids; the file scope")
  func sameLineAndFile() {
    let text = """
      // leaf-ignore-file: hidden-focus-ring
      Text("x").help("Details") // leaf-ignore: hover-only-information, list-should-be-table shown elsewhere
      """
    let suppressions = Read.facts(text).suppressions
    #expect(suppressions.map(\.scope) == [.file, .line(1)])
    #expect(suppressions[1].ruleIDs == ["hover-only-information", "list-should-be-table"])
    #expect(suppressions[1].reason == "shown elsewhere")
  }

  @Test("Other comments are not suppressions; one with nothing after covers nothing")
  func negatives() {
    let text =
      "// leaf-ignored: not this\n/* leaf-ignore: block comments are not read */\nlet a = 1\n// leaf-ignore: x at the end"
    let suppressions = Read.facts(text).suppressions
    #expect(suppressions.map(\.scope) == [.nothing])
  }
}
