import Testing

@testable import ContractModel

/// A contract fence inside a Markdown block quote (`> ```contract`) is not read: no contract, no
/// finding, and the fences after it are read at their own positions.
@Suite("Markdown: contract fences in block quotes")
struct MarkdownBlockQuoteTests {
  /// A quoted fence whose contract would have findings (no Mac path, no Meaning), a quoted fence
  /// without a space after `>`, then a top-level fence with ⌘, ⌥, ⇧, ⌫, →, an emoji and CRLF.
  static let markdown = [
    "# Notes", "", "> ```contract", "> OrderRow", "> Meaning: 😀 one order. Primary action: Reorder.", "> ```", "",
    ">```contract", ">Platforms: Mac", ">CartRow", ">```", "", "> Quoted prose, then:", "```contract",
    "Platforms: Mac", "# leaf-ignore: mac-voiceover-untested", "ItemRow", "Meaning: ⌘ ⌥ ⇧ ⌫ → 😀 one item.",
    "Mac: 😀 table row; Delete as swipe", "```", "",
  ].joined(separator: "\r\n")

  @Test("The quoted fences are no contracts; the top-level one is, from the line after its opening")
  func fences() {
    let fences = MarkdownContracts.fences(in: Self.markdown)
    #expect(fences.count == 1)
    #expect(fences.first?.firstLine == 14)
    #expect(fences.first?.text.hasPrefix("Platforms: Mac\r\n# leaf-ignore") == true)
  }

  @Test("No finding is about a quoted contract; the top-level fence's one finding is at its exact place")
  func findings() throws {
    let workspace = ContractWorkspace()
    workspace.setDocument("/docs/notes.md", text: Self.markdown)
    let found = workspace.diagnostics(for: "/docs/notes.md")
    let lines = try #require(workspace.lines("/docs/notes.md"))
    #expect(found.map(\.rule) == [.touchOnlyAction], "\(found)")
    let place = try #require(found.first.map { lines.position(of: $0.range.start) })
    #expect(place.line == 18 && place.column == 0)
    #expect(found.first?.message.hasPrefix("'Delete' of 'ItemRow'") == true)
  }
}
