import Testing

@testable import ContractModel

/// Fix-all: the safe fixes of every diagnostic, applied together without losing text.
@Suite("Fixes: fix-all")
struct FixAllTests {
  @Test(
    "applies every safe fix once (two focus findings add one line), leaves unsafe ones and renames that would repeat a field, keeps CRLF"
  )
  func fixAll() throws {
    let text =
      "OrderRow\r\nMeanign: 😀 one ⌘ order.\r\nMeaning: m\r\nRole: buton\r\niPad: row → details\r\nMac: same; ⌘R\r\n"
    let workspace = ContractWorkspace()
    workspace.setDocument("a.contract", text: text)
    let fixed = try #require(FixProvider.applySafeFixes(inDocument: "a.contract", workspace: workspace))
    #expect(
      fixed
        == "OrderRow\r\nMeanign: 😀 one ⌘ order.\r\nMeaning: m\r\nRole: button\r\niPad: row → details\r\nMac: same; ⌘R\r\n"
        + "Focus after dismiss: selected row\r\n"
    )
    let rules = workspace.diagnostics(for: "a.contract").map(\.rule)
    #expect(!rules.contains(.focusReturnUnspecified) && !rules.contains(.unknownRole))
    #expect(rules.contains(.macVoiceOverUntested))
  }

  @Test("nothing to fix: nil, the text untouched")
  func nothingToFix() {
    let workspace = ContractWorkspace()
    workspace.setDocument("a.contract", text: SeedTests.completed)
    #expect(FixProvider.applySafeFixes(inDocument: "a.contract", workspace: workspace) == nil)
  }

  @Test("overlapping edits: the later one is dropped, never half-applied")
  func overlapping() {
    let edits = [
      SourceEdit(range: SourceRange(start: 0, end: 3), newText: "X"),
      SourceEdit(range: SourceRange(start: 2, end: 4), newText: "Y"),
      SourceEdit(range: .empty(at: 5), newText: "Z"),
    ]
    #expect(SourceEdits.apply(edits, to: "abcdef") == "XdeZf")
  }
}
