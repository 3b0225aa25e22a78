import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Code actions, fix-all and formatting against the built `leaf-lsp` binary over real pipes.
@Suite struct CodeActionEndToEndTests {
  @Test func quickFixFixAllAndFormattingOverAPipe() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    let result = try await client.initialize(folders: [workspace.uri])
    #expect(result["capabilities"]?["codeActionProvider"]?["codeActionKinds"] == ["quickfix", "source.fixAll.leaf"])
    #expect(result["capabilities"]?["documentFormattingProvider"] == true)

    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    let published = try await client.waitForDiagnostics(uri)
    let focus = try #require(published.diagnostics.first { $0.code == "focus-return-unspecified" })

    // The quick fix for the focus finding: one preferred action adding the line at the end.
    let actions = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: focus.range, diagnostics: [focus], only: ["quickfix"])
      )
    )
    let add = try #require(actions.first)
    #expect(add.title == "Add 'Focus after dismiss: selected row' to 'OrderRow'")
    #expect(add.isPreferred == true)
    #expect(add.diagnostics == [focus])
    let fixed = CodeActionTestSupport.apply(add.edit.changes[uri] ?? [], to: seedOrderRow, encoding: .utf16)
    #expect(fixed == seedOrderRow + "Focus after dismiss: selected row\n")

    // Fix-all gives the same text here (the only safe fix), and the finding disappears once applied.
    let fixAll = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: LSPRange(0, 0, 0, 0), only: ["source.fixAll.leaf"])
      )
    )
    #expect(fixAll.map(\.kind) == ["source.fixAll.leaf"])
    #expect(
      CodeActionTestSupport.apply(fixAll.first?.edit.changes[uri] ?? [], to: seedOrderRow, encoding: .utf16) == fixed
    )
    try client.change(uri, version: 2, range: LSPRange(0, 0, 100, 0), text: fixed)
    let after = try await client.waitForDiagnostics(uri) { $0.version == 2 }
    #expect(after.codes == ["mac-voiceover-untested"])

    // Formatting a messy line.
    try client.change(uri, version: 3, range: LSPRange(5, 0, 5, 100), text: "focus :  selected row   ")
    let edits = try JSONValueDecoder().decode(
      [TextEdit].self,
      from: try await client.request(
        "textDocument/formatting",
        ["textDocument": ["uri": .string(uri)], "options": [:]]
      )
    )
    let messy = seedOrderRow + "focus :  selected row   \n"
    #expect(CodeActionTestSupport.apply(edits, to: messy, encoding: .utf16) == fixed)

    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func misspeltSuppressionIDIsCorrectedOverAPipe() async throws {
    let contract = """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      # leaf-ignore: hover-only-informaton the date is in the details too
      Mac: table row, tooltip shows the date
      Check: Mac: fine

      """
    let workspace = try TemporaryWorkspace(["OrderRow.contract": contract])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    _ = try await client.initialize(folders: [workspace.uri])
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: contract)
    let published = try await client.waitForDiagnostics(uri)
    #expect(published.codes.sorted() == ["hover-only-information", "unused-suppression"])
    let hint = try #require(published.diagnostics.first { $0.code == "unused-suppression" })
    #expect(hint.range == LSPRange(3, 15, 3, 36))

    let actions = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: hint.range, diagnostics: [hint], only: ["quickfix"])
      )
    )
    let replace = try #require(actions.first)
    #expect(actions.count == 1)
    #expect(replace.title == "Replace 'hover-only-informaton' with 'hover-only-information'")
    #expect(replace.isPreferred == true)
    let fixed = CodeActionTestSupport.apply(replace.edit.changes[uri] ?? [], to: contract, encoding: .utf16)
    #expect(fixed == contract.replacingOccurrences(of: "informaton", with: "information"))

    // Safe, so fix-all applies it too; once applied, both findings are gone.
    let fixAll = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: LSPRange(0, 0, 0, 0), only: ["source.fixAll.leaf"])
      )
    )
    #expect(
      CodeActionTestSupport.apply(fixAll.first?.edit.changes[uri] ?? [], to: contract, encoding: .utf16) == fixed
    )
    try client.change(uri, version: 2, range: LSPRange(0, 0, 100, 0), text: fixed)
    let after = try await client.waitForDiagnostics(uri) { $0.version == 2 }
    #expect(after.codes.isEmpty)

    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
