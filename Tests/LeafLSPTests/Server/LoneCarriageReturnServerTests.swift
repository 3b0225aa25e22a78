import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Documents whose lines end in a lone CR (classic Mac OS), against the built binary over real
/// pipes. LSP counts a lone CR as a line break, the contract language does not: such a document
/// gets one `syntax` finding at its first lone CR, with a quick fix (and fix-all) converting the
/// CRs to LF, and nothing else; its edits land where the editor means them (lines counted as LSP
/// counts them), so once converted it is read exactly as its text says.
@Suite struct LoneCarriageReturnServerTests {
  /// The seed's OrderRow with ⌥ ⇧ and an emoji in its meaning.
  static let lfText = seedOrderRow.replacingOccurrences(of: "Meaning: one", with: "Meaning: 😀 ⌥⇧ one")
  /// The same with a lone CR ending every line but the first: the first lone CR ends line 1.
  static let crText =
    "OrderRow\n" + lfText.dropFirst("OrderRow\n".count).replacingOccurrences(of: "\n", with: "\r")

  /// The lines of `text` as LSP counts them: a table of the text with every lone CR read as LF
  /// (made here, not with the server's code).
  static func lspLines(_ text: String) -> LineTable {
    var bytes = Array(text.utf8)
    for index in bytes.indices
    where bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A) {
      bytes[index] = 0x0A
    }
    return LineTable(bytes: bytes)
  }

  /// `edits` applied to `text`, their positions read as LSP reads them.
  static func apply(_ edits: [TextEdit], to text: String, encoding: ColumnEncoding) -> String {
    let lines = lspLines(text)
    func offset(_ position: Position) -> Int {
      lines.offset(of: LineColumn(line: position.line, column: position.character), encoding: encoding)
    }
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { offset($0.range.start) > offset($1.range.start) }) {
      bytes.replaceSubrange(offset(edit.range.start)..<offset(edit.range.end), with: Array(edit.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The length of `text` in `encoding`.
  static func length(_ text: some StringProtocol, _ encoding: ColumnEncoding) -> Int {
    encoding == .utf8 ? text.utf8.count : text.utf16.count
  }

  /// What the engine finds in `text` read on its own: rule, message and line of each finding.
  static func fresh(_ text: String) -> [String] {
    let workspace = ContractWorkspace()
    workspace.setDocument("/tmp/leaf-lsp-tests-lone-cr/Fresh.contract", text: text)
    let lines = LineTable(text)
    return workspace.diagnostics(for: "/tmp/leaf-lsp-tests-lone-cr/Fresh.contract").map {
      "\($0.rule) \(lines.position(of: $0.range.start).line): \($0.message)"
    }
  }

  /// The same of published diagnostics.
  static func summary(_ diagnostics: [LSPDiagnostic]) -> [String] {
    diagnostics.map { "\($0.code ?? "") \($0.range.start.line): \($0.message)" }
  }

  @Test(arguments: [ColumnEncoding.utf16, .utf8])
  func oneFindingItsFixAndEditsWhereTheEditorMeansThem(encoding: ColumnEncoding) async throws {
    let closed = "App: Other\rCartRow\rMeaning: one cart item.\r"
    let workspace = try TemporaryWorkspace(["Closed.contract": closed])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    try await client.initialize(folders: [workspace.uri], capabilities: capabilities)
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: Self.crText)

    // One finding, on the first lone CR: from the end of line 1 (after the emoji) to line 2.
    let meaningLine = Self.lspLines(Self.crText).text(ofLine: 1)
    let opened = try await client.waitForDiagnostics(uri)
    #expect(opened.codes == ["syntax"])
    let finding = try #require(opened.diagnostics.first)
    #expect(finding.range == LSPRange(1, Self.length(meaningLine, encoding), 2, 0))
    #expect(finding.severity == .error)
    #expect(finding.message.contains("lone CR"))
    // Nothing else is read: no hover on a key.
    let key: JSONValue = ["textDocument": ["uri": .string(uri)], "position": ["line": 4, "character": 1]]
    #expect(try await client.request("textDocument/hover", key) == .null)

    // An edit on line 4 as the editor counts lines: ⌘R of the Mac path becomes ⌘E.
    let macLine = Self.lspLines(Self.crText).text(ofLine: 4)
    let shortcut = try #require(macLine.range(of: "⌘R"))
    let column = Self.length(macLine[..<shortcut.lowerBound], encoding)
    let edit = TextEdit(range: LSPRange(4, column, 4, column + Self.length("⌘R", encoding)), newText: "⌘E")
    var text = Self.apply([edit], to: Self.crText, encoding: encoding)
    #expect(text.contains("menu, ⌘E; Delete"))
    try client.change(uri, version: 2, range: edit.range, text: edit.newText)
    let edited = try await client.waitForDiagnostics(uri) { $0.version == 2 }
    #expect(edited.diagnostics == [finding])

    // The quick fix, and fix-all, turn each lone CR into LF and nothing else.
    let actions = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: finding.range, diagnostics: [finding], only: ["quickfix"])
      )
    )
    let fix = try #require(actions.first)
    #expect(actions.count == 1)
    #expect(fix.title == "Convert the CR line ends to LF")
    #expect(fix.kind == "quickfix")
    #expect(fix.isPreferred == true)
    #expect(fix.diagnostics == [finding])
    let fixEdits = fix.edit.changes[uri] ?? []
    let converted = Self.apply(fixEdits, to: text, encoding: encoding)
    #expect(converted == text.replacingOccurrences(of: "\r", with: "\n"))
    let fixAll = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: LSPRange(0, 0, 0, 0), only: ["source.fixAll.leaf"])
      )
    )
    #expect(fixAll.map(\.kind) == ["source.fixAll.leaf"])
    #expect(fixAll.first?.edit.changes[uri] == fixEdits)

    // Applied as the editor sends it (the edits from the last to the first): the document is read,
    // with the findings of its text read on its own.
    try client.changes(
      uri,
      version: 3,
      fixEdits.reversed().map { TextDocumentContentChangeEvent(range: $0.range, text: $0.newText) }
    )
    text = converted
    let fixed = try await client.waitForDiagnostics(uri) { $0.version == 3 }
    #expect(Self.summary(fixed.diagnostics) == Self.fresh(text))
    // (The edit on line 4 counts: ⌘E reads otherwise than ⌘R.)
    #expect(Self.fresh(text) != Self.fresh(Self.lfText))
    #expect(try await client.request("textDocument/hover", key) != .null)

    // A lone CR typed into the read document: the one finding again, where it was typed.
    try client.change(uri, version: 4, range: LSPRange(0, 8, 1, 0), text: "\r")
    let typed = try await client.waitForDiagnostics(uri) { $0.version == 4 }
    #expect(typed.codes == ["syntax"])
    #expect(typed.diagnostics.first?.range == LSPRange(0, 8, 1, 0))
    // A CRLF typed instead: a correct line end, the findings of before.
    try client.change(uri, version: 5, range: LSPRange(0, 8, 1, 0), text: "\r\n")
    let windows = try await client.waitForDiagnostics(uri) { $0.version == 5 }
    #expect(
      Self.summary(windows.diagnostics) == Self.fresh(text.replacingOccurrences(of: "OrderRow\n", with: "OrderRow\r\n"))
    )

    // A closed file with lone CRs: the same one finding in the workspace's pull.
    let report = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let closedItem = try #require(
      report["items"]?.arrayValue?.first { $0["uri"]?.stringValue == workspace.uri("Closed.contract") }
    )
    let closedFindings = try JSONValueDecoder().decode([LSPDiagnostic].self, from: closedItem["items"] ?? [])
    #expect(closedFindings.map(\.code) == ["syntax"])
    #expect(closedFindings.first?.range == LSPRange(0, 10, 1, 0))

    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func aMarkdownDocumentWithLoneCRsGetsTheFindingAndItsFix() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    let uri = "file:///tmp/leaf-lsp-tests-lone-cr/orders.md"
    let markdown = "# Orders 🧾\r\r```contract\rNoteRow\rMeaning: one note.\r```\r"
    try MarkdownServerTests.openMarkdown(client, uri, markdown)
    let published = try await client.waitForDiagnostics(uri)
    #expect(published.codes == ["syntax"])
    let finding = try #require(published.diagnostics.first)
    #expect(finding.range == LSPRange(0, "# Orders 🧾".utf16.count, 1, 0))
    let actions = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: finding.range, diagnostics: [finding], only: ["quickfix"])
      )
    )
    #expect(actions.map(\.title) == ["Convert the CR line ends to LF"])
    let converted = Self.apply(actions.first?.edit.changes[uri] ?? [], to: markdown, encoding: .utf16)
    #expect(converted == markdown.replacingOccurrences(of: "\r", with: "\n"))
    // Prose alone, without a contract fence: no finding, as for any Markdown without contracts.
    let prose = "file:///tmp/leaf-lsp-tests-lone-cr/notes.md"
    try MarkdownServerTests.openMarkdown(client, prose, "# Notes\rNothing ⌘ here.\r")
    let report = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(prose)]])
    #expect(report["items"] == [])
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
