import Testing

@testable import ContractModel

/// Semantic tokens, folding, links, `same` hints and platform coverage.
@Suite("Presentation: tokens, folding, links, hints, coverage")
struct PresentationTests {
  @Test("Every kind of token, single-line, in order, with declarations marked")
  func tokens() {
    let text = MarkedText(
      """
      1️⃣# note
      2️⃣component 3️⃣OrderRow
      4️⃣Meaning: x. Primary action: 5️⃣Reorder.
      6️⃣See: 7️⃣Platform Copy Paste
      8️⃣iPad: 9️⃣Reorder with 🔟⌘R

      """
    )
    let document = ContractDocument(key: "k", text: text.text)
    let tokens = document.semanticTokens()
    func token(_ marker: String, _ length: Int, _ kind: SemanticTokenKind, declaration: Bool = false) -> SemanticToken {
      let start = text.offset(of: marker)
      return SemanticToken(
        range: SourceRange(start: start, end: start + length),
        kind: kind,
        isDeclaration: declaration
      )
    }
    #expect(
      tokens == [
        token("1️⃣", 6, .comment), token("2️⃣", 9, .keyword), token("3️⃣", 8, .type, declaration: true),
        token("4️⃣", 7, .property), token("5️⃣", 7, .function, declaration: true), token("6️⃣", 3, .property),
        token("7️⃣", 19, .namespace), token("8️⃣", 4, .enumMember), token("9️⃣", 7, .function),
        token("🔟", "⌘R".utf8.count, .string),
      ]
    )
  }

  @Test("A mechanism over a continuation line becomes one token per line, without indentation")
  func multiLineToken() {
    let text = "Row\nMeaning: x.\nMac: Reorder in menu\n    bar\n"
    let document = ContractDocument(key: "k", text: text)
    let keywords = document.semanticTokens().filter { $0.kind == .keyword }
    let lines = document.lines
    #expect(keywords.map { lines.text(in: $0.range) } == ["menu", "bar"])
    #expect(keywords.map { lines.line(containing: $0.range.start) } == [2, 3])
  }

  @Test("Folding: blocks, multi-line fields and comment runs; single lines never fold")
  func folding() {
    let text = "# a\n# b\nRow\nMeaning: x\n  y\nMac: row\n\nmenu M\n  A\n\nOne\n"
    let regions = ContractParser.parse(text).foldingRegions
    #expect(
      regions == [
        FoldingRegion(startLine: 0, endLine: 1, kind: .comment),
        FoldingRegion(startLine: 2, endLine: 5, kind: .region),
        FoldingRegion(startLine: 3, endLine: 4, kind: .region),
        FoldingRegion(startLine: 7, endLine: 8, kind: .region),
      ]
    )
  }

  @Test("Links: team Link values, built-in See entries, team entries with a Link; not plain text")
  func links() {
    let text = MarkedText(
      "See: 1️⃣Reading Order Drift, Unknown\nRow\nMeaning: x\nSee: 2️⃣Team\n\ncatalog Team\nLink: 3️⃣https://e.x/t\n"
        + "\ncatalog Other\nLink: not a link\n"
    )
    let document = ContractDocument(key: "k", text: text.text)
    let links = document.catalogLinks(teamLinks: document.teamCatalogLinks)
    #expect(links.map(\.range.start) == [text.offset(of: "1️⃣"), text.offset(of: "2️⃣"), text.offset(of: "3️⃣")])
    #expect(links.map(\.target).last == "https://e.x/t")
    #expect(links.first?.target.hasSuffix("reading-order-drift.md") == true)
  }

  @Test("same hints show the inherited path after same, shortened at a segment")
  func sameHints() {
    let text = MarkedText(
      """
      OrderRow
      Meaning: x. Primary action: Reorder.
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      iPad: same1️⃣ + keyboard focus on row, context menu, ⌘R
      Mac: same2️⃣; Reorder in menu bar

      """
    )
    let hints = ContractDocument(key: "k", text: text.text).sameExpansionHints()
    #expect(hints.map(\.offset) == [text.offset(of: "1️⃣"), text.offset(of: "2️⃣")])
    #expect(hints.first?.label == "= row → details; Reorder button visible; …")
    #expect(hints.first?.tooltip.hasSuffix("Delete as swipe + custom action") == true)
    #expect(hints.last?.label.hasPrefix("= row → details; Reorder button visible; …") == true)
    #expect(ContractDocument(key: "k", text: "Row\nMeaning: x\niPhone: same\n").sameExpansionHints().isEmpty)
  }

  @Test("Coverage counts errors and warnings on each platform's lines; a missing path is ✗")
  func coverage() {
    let workspace = ContractWorkspace()
    workspace.setDocument(
      "A.contract",
      text: """
        OrderRow
        Meaning: one past order. Primary action: Reorder.
        iPhone: row → details; Reorder button visible; Delete as swipe + custom action
        iPad: same + keyboard focus on row, context menu, ⌘⌘R

        """
    )
    let coverage = workspace.coverage(for: "A.contract")
    // iPad: the invalid ⌘⌘R (error), no shortcut for the primary action and no focus return (warnings).
    let lines = workspace.document("A.contract")!.lines
    let onIPad = workspace.diagnostics(for: "A.contract").filter { lines.line(containing: $0.range.start) == 3 }
      .map(\.rule.rawValue).sorted()
    #expect(onIPad == ["focus-return-unspecified", "invalid-shortcut", "primary-action-without-command"])
    #expect(coverage.map(\.summary) == ["iPhone ✓ · iPad ✗ 1 error 2 warnings · Mac ✗ no path"])
  }
}
