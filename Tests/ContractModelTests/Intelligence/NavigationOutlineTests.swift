import Testing

@testable import ContractModel

/// The document outline and the workspace symbol search.
@Suite("Navigation: document outline and workspace symbols")
struct NavigationOutlineTests {
  static let text = """
    App: Shop
    OrderRow
    Meaning: one past order.
      Number, date.
    iPhone: row → details
    Mac: table row

    menu Order
      Reorder: ⌘R
      Show Details

    catalog Team Thing
    Summary: s

    """

  @Test("Components hold their fields and platforms; menus their commands; catalog entries their fields")
  func outline() {
    let outline = ContractDocument(key: "k", text: Self.text).outline
    #expect(outline.map(\.name) == ["App", "OrderRow", "Order", "Team Thing"])
    #expect(outline.map(\.kind) == [.field, .component, .menu, .catalogEntry])
    #expect(outline[1].children.map(\.name) == ["Meaning", "iPhone", "Mac"])
    #expect(outline[1].children.map(\.kind) == [.field, .platform, .platform])
    #expect(outline[1].children[0].detail == "one past order. Number, date.")
    #expect(outline[2].children.map(\.name) == ["Reorder", "Show Details"])
    #expect(outline[2].children.map(\.detail) == ["⌘R", nil])
    let lines = LineTable(Self.text)
    #expect(lines.line(containing: outline[1].children[0].range.end) == 3)
    #expect(lines.line(containing: outline[1].range.end) == 5)
  }

  @Test("The search matches exact, prefix, substring and scattered characters, best first")
  func search() {
    let workspace = ContractWorkspace()
    workspace.setDocument("A.contract", text: Self.text)
    workspace.setDocument("B.contract", text: "CartRow\nMeaning: x.\n")
    #expect(WorkspaceSymbolSearch.search("order", in: workspace).map(\.name) == ["Order", "OrderRow", "Reorder"])
    #expect(WorkspaceSymbolSearch.search("rw", in: workspace).map(\.name) == ["OrderRow", "CartRow"])
    #expect(WorkspaceSymbolSearch.search("show det", in: workspace).map(\.container) == ["Order"])
    #expect(WorkspaceSymbolSearch.search("zzz", in: workspace).isEmpty)
    #expect(WorkspaceSymbolSearch.search("", in: workspace).count == 6)
  }

  @Test("Long details are cut at a word with an ellipsis")
  func shortened() {
    #expect(OutlineText.shortened("short", to: 10) == "short")
    #expect(OutlineText.shortened("one two three four", to: 10) == "one two…")
    #expect(OutlineText.shortened("", to: 10) == nil)
  }
}
