import Testing

@testable import ContractModel

/// The facts pass of a large check parses without reading component bodies: the file header,
/// the `menu` and `catalog` blocks and the component headers must be the full parse's.
@Suite("Batch: the facts parse skips component bodies only")
struct FactsParseTests {
  /// What the facts read of a tree, and every block's header.
  private static func problems(_ text: String) -> [String] {
    let full = ContractParser.parse(text)
    let light = ContractParser.parseSkippingComponentBodies(text)
    var problems: [String] = []
    if full.headerFields != light.headerFields { problems.append("header fields") }
    if full.blocks.filter({ $0.kind != .component }) != light.blocks.filter({ $0.kind != .component }) {
      problems.append("menu and catalog blocks")
    }
    func headers(_ tree: SyntaxTree) -> [String] {
      tree.blocks.map { "\($0.kind) \($0.name) \($0.nameRange) \($0.headerLine) \($0.headerRange)" }
    }
    if headers(full) != headers(light) { problems.append("block headers") }
    let fullFacts = WorkspaceFacts(documents: [Self.factsDocument(full)])
    let lightFacts = WorkspaceFacts(documents: [Self.factsDocument(light)])
    if fullFacts.commands != lightFacts.commands || fullFacts.teamCatalogEntries != lightFacts.teamCatalogEntries
      || fullFacts.menus.keys != lightFacts.menus.keys
    {
      problems.append("facts")
    }
    return problems.map { "\(text.prefix(80).debugDescription): \($0)" }
  }

  private static func factsDocument(_ tree: SyntaxTree) -> ContractDocument {
    var tree = tree
    tree.blocks.removeAll { $0.kind == .component }
    return ContractDocument(key: "/w/a.contract", tree: tree)
  }

  @Test("Real and random contracts")
  func contracts() async throws {
    let problems = try await PropertyCheck.problems(seed: 0xFAC7, count: 400) { Self.problems($0) }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }

  @Test("Lines in component bodies that look like headers, with Unicode and CRLF")
  func tricky() {
    let texts = [
      "App: A\r\nPlatforms: iPad, Mac\r\n\r\nRow\r\nMeaning: x ⌘\r\n  menu Fake\r\nmenu Edit\r\n  Undo: ⌘Z\r\n",
      "\u{FEFF}Cell\nMac: row → details\n# menu Commented\nmenu Édition\n  Copier: ⌥⌘C\ncatalog 😀 entry\nSummary: s\n",
      "A\niPhone: x\nmenu: not a header\nMenu File\n  Save: ⌘S\nB1\nCheck: Mac: File → Save\n  iPad: y\n",
      "X\nhttps://example.com\ncomponent Y\nsomething else entirely\nmenu Z: with colon\n  Go…: ⇧⌘G\n",
    ]
    let problems = texts.flatMap(Self.problems)
    #expect(problems.isEmpty, "\(problems)")
    #expect(ContractParser.parseSkippingComponentBodies(texts[0]).blocks.map(\.name) == ["Row", "Edit"])
  }
}
