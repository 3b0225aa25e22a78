import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Markdown documents with contract fences, served end to end over pipes to the built binary:
/// diagnostics (push and pull), hover, completion, code actions and semantic tokens inside the
/// fences, positions mapped both ways in UTF-16; nothing outside them.
@Suite struct MarkdownServerTests {
  /// The chapter's OrderRow contract with CRLF line ends.
  static let orderRow = seedOrderRow.replacingOccurrences(of: "\n", with: "\r\n")
  /// Prose with CRLF, ⌘ and an emoji, before the fence (the fence's content starts on line 5).
  static let prose = "# Orders 🧾\r\n\r\nReorder is ⌘R; ⌥⌘R 🛒 reorders all.\r\n\r\n```contract\r\n"
  static let markdown = prose + orderRow + "```\r\n\r\nAfter 🧾 ⌫.\r\n"
  static let markdownURI = "file:///tmp/leaf-lsp-tests-markdown/orders.md"
  static let contractURI = "file:///tmp/leaf-lsp-tests-markdown/OrderRow.contract"

  /// `textDocument/didOpen` as a Markdown document.
  static func openMarkdown(_ client: TestClient, _ uri: String, _ text: String, version: Int = 1) throws {
    try client.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "markdown", "version": .integer(Int64(version)), "text": .string(text),
        ]
      ]
    )
  }

  /// `diagnostics` moved down `lines` lines.
  static func moved(_ diagnostics: [LSPDiagnostic], lines: Int) -> [LSPDiagnostic] {
    diagnostics.map { diagnostic in
      var moved = diagnostic
      moved.range.start.line += lines
      moved.range.end.line += lines
      return moved
    }
  }

  @Test func orderRowInAFenceGivesWhatTheContractFileGives() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    try client.open(Self.contractURI, text: Self.orderRow)
    let contract = try await client.waitForDiagnostics(Self.contractURI)
    #expect(contract.codes == ["mac-voiceover-untested", "focus-return-unspecified"])
    // Hover on ⌘R, after ⌘-free text; the Markdown file's line has the same columns.
    let iPad = "iPad: same + keyboard focus on row, context menu, "
    let contractHover = try await client.request(
      "textDocument/hover",
      CompletionFeatureTests.position(Self.contractURI, 3, iPad.utf16.count + 1)
    )
    #expect(contractHover["contents"]?["value"]?.stringValue?.contains("Command-R") == true)
    try client.close(Self.contractURI)

    try Self.openMarkdown(client, Self.markdownURI, Self.markdown)
    let pushed = try await client.waitForDiagnostics(Self.markdownURI)
    #expect(pushed.diagnostics == Self.moved(contract.diagnostics, lines: 5))

    // Pull gives the same.
    let pulled = try await client.request(
      "textDocument/diagnostic",
      ["textDocument": ["uri": .string(Self.markdownURI)]]
    ).decode(DocumentDiagnosticReport.self)
    #expect(pulled.items == pushed.diagnostics)

    let hover = try await client.request(
      "textDocument/hover",
      CompletionFeatureTests.position(Self.markdownURI, 8, iPad.utf16.count + 1)
    )
    // The same text, the bindings named by the Markdown file.
    let contractText = contractHover["contents"]?["value"]?.stringValue ?? ""
    let expectedText = contractText.replacingOccurrences(of: "/OrderRow.contract`", with: "/orders.md`")
    #expect(hover["contents"]?["value"]?.stringValue == expectedText)
    #expect(expectedText != contractText)
    #expect(hover["range"] == CompletionFeatureTests.range(line: 8, iPad.utf16.count, iPad.utf16.count + 2))

    // Outside the fence: nothing, and no error.
    let prose = try await client.request("textDocument/hover", CompletionFeatureTests.position(Self.markdownURI, 2, 12))
    #expect(prose == .null)
    let closing = try await client.request(
      "textDocument/hover",
      CompletionFeatureTests.position(Self.markdownURI, 10, 1)
    )
    #expect(closing == .null)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func completionAndCodeActionsInsideAFenceNothingOutside() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    try Self.openMarkdown(client, Self.markdownURI, Self.markdown)
    let published = try await client.waitForDiagnostics(Self.markdownURI)
    let focus = try #require(published.diagnostics.first { $0.code == "focus-return-unspecified" })
    #expect(focus.range.start.line == 8)

    // The quick fix edits the Markdown document, inside the fence, before its closing line.
    let actions = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(Self.markdownURI, range: focus.range, diagnostics: [focus], only: ["quickfix"])
      )
    )
    let add = try #require(actions.first)
    #expect(add.title == "Add 'Focus after dismiss: selected row' to 'OrderRow'")
    #expect(add.diagnostics == [focus])
    #expect(Array(add.edit.changes.keys) == [Self.markdownURI])
    let fixed = CodeActionTestSupport.apply(
      add.edit.changes[Self.markdownURI] ?? [],
      to: Self.markdown,
      encoding: .utf16
    )
    #expect(fixed == Self.prose + Self.orderRow + "Focus after dismiss: selected row\r\n```\r\n\r\nAfter 🧾 ⌫.\r\n")
    let outside = try await client.request(
      "textDocument/codeAction",
      CodeActionTestSupport.params(Self.markdownURI, range: LSPRange(0, 0, 0, 3), only: ["quickfix"])
    )
    #expect(outside == [])

    // Completion at the start of an empty line inside the fence offers the contract's keys.
    try client.change(Self.markdownURI, version: 2, range: LSPRange(10, 0, 10, 0), text: "Fo\r\n")
    let completion = try await client.request(
      "textDocument/completion",
      CompletionFeatureTests.position(Self.markdownURI, 10, 2)
    )
    let labels = (completion["items"]?.arrayValue ?? completion.arrayValue ?? []).compactMap {
      $0["label"]?.stringValue
    }
    #expect(labels.contains { $0.hasPrefix("Focus after dismiss") }, "\(labels)")
    let none = try await client.request(
      "textDocument/completion",
      CompletionFeatureTests.position(Self.markdownURI, 0, 3)
    )
    #expect(none["items"] == [])

    // Semantic tokens lie on the fence's lines only.
    let tokens = try await client.request(
      "textDocument/semanticTokens/full",
      ["textDocument": ["uri": .string(Self.markdownURI)]]
    )
    let data = (tokens["data"]?.arrayValue ?? []).compactMap { $0.intValue }
    var line = 0
    var lines: Set<Int> = []
    for index in stride(from: 0, to: data.count, by: 5) {
      line += data[index]
      lines.insert(line)
    }
    #expect(!lines.isEmpty)
    #expect(lines.isSubset(of: Set(5...10)), "\(lines)")
    #expect(lines.contains(9))
    // Inlay hints over the whole document: fence by fence, on the fence's lines. Formatting is
    // `leaf-lsp format`'s: nothing here.
    let hints = try await client.request(
      "textDocument/inlayHint",
      ["textDocument": ["uri": .string(Self.markdownURI)], "range": CompletionFeatureTests.range(line: 0, 0, 0)]
    )
    let hintLines = (hints.arrayValue ?? []).compactMap { $0["position"]?["line"]?.intValue }
    #expect(hintLines.allSatisfy { (5...10).contains($0) }, "\(hints)")
    let formatting = try await client.request(
      "textDocument/formatting",
      ["textDocument": ["uri": .string(Self.markdownURI)], "options": [:]]
    )
    #expect(formatting == [])
    #expect(lines.contains(5))
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func fixesInAListItemFenceKeepEveryLineInTheFence() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    // A fence in a list item, its lines indented by two spaces; a line at column 0 would close it.
    let indentedRow = Self.orderRow.split(separator: "\r\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\r\n")
    let text = "# Orders 🧾\r\n\r\n- The order row ⌘:\r\n\r\n  ```contract\r\n" + indentedRow + "  ```\r\n"
    try Self.openMarkdown(client, Self.markdownURI, text)
    let published = try await client.waitForDiagnostics(Self.markdownURI)
    for diagnostic in published.diagnostics {
      let actions = try CodeActionTestSupport.actions(
        try await client.request(
          "textDocument/codeAction",
          CodeActionTestSupport.params(Self.markdownURI, range: diagnostic.range, diagnostics: [diagnostic])
        )
      )
      #expect(!actions.isEmpty)
      for action in actions {
        let fixed = CodeActionTestSupport.apply(action.edit.changes[Self.markdownURI] ?? [], to: text, encoding: .utf16)
        let lines = fixed.split(separator: "\r\n", omittingEmptySubsequences: false)
        let open = try #require(lines.firstIndex(of: "  ```contract"))
        let close = try #require(lines.lastIndex(of: "  ```"))
        // Every line between the fences is blank or indented like the fence; none is lost.
        #expect(lines[(open + 1)..<close].allSatisfy { $0.isEmpty || $0.hasPrefix("  ") }, "\(action.title): \(fixed)")
        #expect(close - open - 1 >= Self.orderRow.split(separator: "\r\n").count, "\(action.title)")
      }
    }
    #expect(MarkdownDocumentMap.indented("a\nb\n\nc\r\n", by: 2) == "a\n  b\n\n  c\r\n  ")
    #expect(MarkdownDocumentMap.indented("a\nb\n", by: 2, atLineStart: true) == "  a\n  b\n")
    #expect(MarkdownDocumentMap.indented("one line", by: 2) == "one line")
    #expect(MarkdownDocumentMap.indented("a\nb", by: 0) == "a\nb")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func editsOutsideMoveTheFindingsEditsInsideCheckAgain() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    try Self.openMarkdown(client, Self.markdownURI, Self.markdown)
    let first = try await client.waitForDiagnostics(Self.markdownURI)
    // Two lines of prose with ⌘ and an emoji above the fence: the same findings, two lines down.
    try client.change(Self.markdownURI, version: 2, range: LSPRange(1, 0, 1, 0), text: "⌘ 🧾 more\r\nprose\r\n")
    let moved = try await client.waitForDiagnostics(Self.markdownURI) { $0.version == 2 }
    #expect(moved.diagnostics == Self.moved(first.diagnostics, lines: 2))
    // Inside: the missing line added, the finding goes.
    try client.change(
      Self.markdownURI,
      version: 3,
      range: LSPRange(12, 0, 12, 0),
      text: "Focus after dismiss: selected row\r\n"
    )
    let fixed = try await client.waitForDiagnostics(Self.markdownURI) { $0.version == 3 }
    #expect(fixed.codes == ["mac-voiceover-untested"])
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func twoFencesConflictAndAClosedMarkdownFileIsIndexed() async throws {
    let cart =
      "App: Leaf\nPlatforms: Mac\nCartRow\nMeaning: one cart item.\nActions: Refresh\nMac: table row; Refresh with ⌘R\nCheck: Mac: fine\n"
    let order =
      "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: one past order.\nActions: Reorder\nMac: table row; Reorder with ⌘R\nCheck: Mac: fine\n"
    let other =
      "App: Leaf\nPlatforms: Mac\nListRow\nMeaning: a row.\nActions: Redo\nMac: table row; Redo with ⌘R\nCheck: Mac: fine\n"
    let text = "# 🧾 Two\n\n```contract\n\(cart)```\n\n~~~contract\n\(order)~~~\n"
    let indented = other.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
    let workspace = try TemporaryWorkspace(["docs/design.md": "Prose ⌘.\n\n  ```contract\n" + indented + "  ```\n"])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    let uri = workspace.uri("two.md")
    try Self.openMarkdown(client, uri, text)
    let published = try await client.waitForLatestDiagnostics(uri) { params in
      params.diagnostics.filter { $0.code == "shortcut-conflict" }.count == 2
        && params.diagnostics.allSatisfy {
          ($0.relatedInformation?.count ?? 0) >= ($0.code == "shortcut-conflict" ? 2 : 0)
        }
    }
    let conflicts = published.diagnostics.filter { $0.code == "shortcut-conflict" }
    #expect(conflicts.map(\.range.start.line) == [8, 18])
    #expect(conflicts.map(\.range.start.character) == [29, 29])
    let related = conflicts[0].relatedInformation ?? []
    // One in the other fence of this file, one in the closed Markdown file (its fence indented).
    #expect(related.contains { $0.location.uri == uri && $0.location.range.start == Position(line: 18, character: 29) })
    let design = workspace.uri("docs/design.md")
    #expect(
      related.contains { $0.location.uri == design && $0.location.range.start == Position(line: 8, character: 28) },
      "\(related)"
    )
    // A workspace symbol in a closed Markdown file's fence is named by that file, at its place.
    let symbols = try await client.request("workspace/symbol", ["query": "ListRow"])
    let listRow = try #require(symbols.arrayValue?.first { $0["name"]?.stringValue == "ListRow" })
    #expect(listRow["location"]?["uri"]?.stringValue == design)
    #expect(listRow["location"]?["range"]?["start"] == CompletionFeatureTests.point(5, 2))
    // References from inside a fence find the component in the other fence's file too.
    let references = try await client.request(
      "textDocument/references",
      [
        "textDocument": ["uri": .string(uri)], "position": CompletionFeatureTests.point(5, 2),
        "context": ["includeDeclaration": true],
      ]
    )
    #expect(references.arrayValue?.allSatisfy { $0["uri"]?.stringValue == uri } == true, "\(references)")
    #expect(references.arrayValue?.isEmpty == false)
    // In an indented fence, columns move by the indentation both ways.
    try Self.openMarkdown(client, design, "Prose ⌘.\n\n  ```contract\n" + indented + "  ```\n")
    let hover = try await client.request("textDocument/hover", CompletionFeatureTests.position(design, 8, 29))
    #expect(hover["range"] == CompletionFeatureTests.range(line: 8, 28, 30))
    let inIndentation = try await client.request("textDocument/hover", CompletionFeatureTests.position(design, 8, 1))
    let atKey = try await client.request("textDocument/hover", CompletionFeatureTests.position(design, 8, 2))
    #expect(inIndentation == atKey)
    #expect(atKey["range"]?["start"] == CompletionFeatureTests.point(8, 2))
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
