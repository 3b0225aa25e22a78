import Testing

@testable import ContractModel

/// A contract fence in a Markdown list item is read when its opening line is indented three spaces
/// or less, as one at the top level is (its lines without that indentation, positions exact), and
/// not read when indented four spaces or more, or written on the list marker's line.
@Suite("Markdown: contract fences in list items")
struct MarkdownListItemTests {
  /// A fence under `- ` indented two spaces (a touch-only Delete on its Mac path, ⌘ and an emoji
  /// before it), one under a nested `1. ` indented five spaces and one on a marker's line (each
  /// would have findings: no Mac path).
  static let markdown = [
    "# Orders", "", "- The item row:", "", "  ```contract", "  Platforms: Mac",
    "  # leaf-ignore: mac-voiceover-untested", "  ItemRow", "  Meaning: ⌘ ⌥ 😀 one item.",
    "  Mac: 😀 table row; Delete as swipe", "  ```", "", "- A nested list:", "", "  1. The order row:", "",
    "     ```contract", "     OrderRow", "     Meaning: one past order. Primary action: Reorder.", "     ```", "",
    "- ```contract", "  CartRow", "  Meaning: a cart.", "  ```", "",
  ].joined(separator: "\n")

  @Test("The fence indented two spaces is read without its indentation; the others are not read")
  func fences() throws {
    let fences = MarkdownContracts.fences(in: Self.markdown)
    #expect(fences.count == 1)
    let fence = try #require(fences.first)
    #expect(fence.firstLine == 5)
    #expect(fence.text.hasPrefix("Platforms: Mac\n# leaf-ignore: mac-voiceover-untested\nItemRow\n"))
    #expect(fence.text.hasSuffix("\nMac: 😀 table row; Delete as swipe\n"))
    // `Delete` in the contract is `Delete` in the Markdown file, two columns further right.
    let delete = try #require(fence.text.utf8.firstRange(of: "Delete".utf8))
    let contractOffset = fence.text.utf8.distance(from: fence.text.utf8.startIndex, to: delete.lowerBound)
    let markdownOffset = fence.markdownOffset(ofContractOffset: contractOffset)
    #expect(Array(Self.markdown.utf8)[markdownOffset..<(markdownOffset + 6)] == Array("Delete".utf8)[...])
    #expect(fence.contractOffset(ofMarkdownOffset: markdownOffset) == contractOffset)
  }

  @Test("The one finding is the read fence's, at its exact line and column")
  func findings() throws {
    let workspace = ContractWorkspace()
    workspace.setDocument("/docs/orders.md", text: Self.markdown)
    let found = workspace.diagnostics(for: "/docs/orders.md")
    let lines = try #require(workspace.lines("/docs/orders.md"))
    #expect(found.map(\.rule) == [.touchOnlyAction], "\(found)")
    let place = try #require(found.first.map { lines.position(of: $0.range.start) })
    #expect(place.line == 9 && place.column == 2)
    #expect(found.first?.message.hasPrefix("'Delete' of 'ItemRow'") == true)
  }
}
