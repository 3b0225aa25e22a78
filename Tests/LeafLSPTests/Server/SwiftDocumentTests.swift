import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// The app's Swift code in the editor, through the built binary over real pipes: contracts show
/// their drift from the code on disk and in open Swift documents; an open Swift document shows the
/// code rules' findings; every other request about Swift gets an empty answer.
@Suite struct SwiftDocumentTests {
  /// The drift of the open contract from the Swift on disk is published, with the Swift file as
  /// related location; fixing the file on disk (a watched change) clears it; an open Swift text
  /// wins over the disk while it is open, and the disk text is back once it is closed.
  @Test func contractDriftFollowsTheCodeOnDiskAndInTheEditor() async throws {
    let workspace = try TemporaryWorkspace([
      "Contracts/OrderRow.contract": SwiftFixtures.orderRowContract,
      "App/LeafApp.swift": SwiftFixtures.driftingApp,
    ])
    defer { workspace.remove() }
    let contractURI = workspace.uri("Contracts/OrderRow.contract")
    let appURI = workspace.uri("App/LeafApp.swift")
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(contractURI, text: SwiftFixtures.orderRowContract)

    let drifting = try await client.waitForDiagnostics(contractURI)
    let drift = drifting.diagnostics.filter { $0.code == "contract-drift" }
    #expect(drift.count == 3, "\(drifting.diagnostics.map(\.message))")
    let related = drift.flatMap { $0.relatedInformation ?? [] }.map(\.location.uri)
    #expect(!related.isEmpty && related.allSatisfy { $0 == appURI })
    let pulled = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(contractURI)]])
    let pulledCodes = (pulled["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    #expect(pulledCodes.filter { $0 == "contract-drift" }.count == 3)

    try workspace.write("App/LeafApp.swift", SwiftFixtures.matchingApp)
    try client.fileChanged(appURI)
    _ = try await client.waitForLatestDiagnostics(contractURI) { !$0.codes.contains("contract-drift") }

    try workspace.write("App/LeafApp.swift", SwiftFixtures.driftingApp)
    try client.fileChanged(appURI)
    _ = try await client.waitForLatestDiagnostics(contractURI) { $0.codes.filter { $0 == "contract-drift" }.count == 3 }

    // The editor's text of the Swift file wins while it is open.
    try client.open(appURI, languageID: "swift", text: SwiftFixtures.matchingApp)
    _ = try await client.waitForLatestDiagnostics(contractURI) { !$0.codes.contains("contract-drift") }
    try client.close(appURI)
    _ = try await client.waitForLatestDiagnostics(contractURI) { $0.codes.filter { $0 == "contract-drift" }.count == 3 }

    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  /// A swipe-only action in an open Swift document: `touch-only-action` at its UTF-16 position
  /// (after an emoji and ⌘, with CRLF line ends); gone once a context menu offers it; after closing,
  /// the file's text on disk is what counts again.
  @Test func codeRulesOnAnOpenSwiftDocument() async throws {
    let diskText = SwiftFixtures.swipeOnlyList.replacingOccurrences(of: "🧾 ⌘ ", with: "")
    let workspace = try TemporaryWorkspace(["App/OrdersView.swift": diskText])
    defer { workspace.remove() }
    let uri = workspace.uri("App/OrdersView.swift")
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(uri, languageID: "swift", text: SwiftFixtures.swipeOnlyList)

    let rowLine = SwiftFixtures.swipeOnlyList.components(separatedBy: "\r\n")[SwiftFixtures.rowLine]
    let published = try await client.waitForDiagnostics(uri)
    let touchOnly = try #require(published.diagnostics.first { $0.code == "touch-only-action" })
    #expect(published.version == 1)
    #expect(touchOnly.source == "leaf-lsp")
    #expect(touchOnly.range.start.line == SwiftFixtures.rowLine)
    #expect(touchOnly.range.start.character == rowLine.utf16Column(of: SwiftFixtures.anchor))
    let pulled = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    #expect((pulled["items"]?.arrayValue ?? []).contains { $0["code"] == "touch-only-action" })

    // Type the context menu at the end of the row line.
    let end = rowLine.utf16.count
    try client.change(
      uri,
      version: 2,
      range: LSPRange(SwiftFixtures.rowLine, end, SwiftFixtures.rowLine, end),
      text: SwiftFixtures.contextMenu
    )
    let fixed = try await client.waitForDiagnostics(uri) { $0.version == 2 }
    #expect(!fixed.codes.contains("touch-only-action"))

    // Closed: the text on disk (the swipe only, without the emoji) counts again.
    try client.close(uri)
    let report = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let item = try #require((report["items"]?.arrayValue ?? []).first { $0["uri"]?.stringValue == uri })
    let diskFinding = try #require((item["items"]?.arrayValue ?? []).first { $0["code"] == "touch-only-action" })
    let diskRow = diskText.components(separatedBy: "\r\n")[SwiftFixtures.rowLine]
    #expect(diskFinding["range"]?["start"]?["character"]?.intValue == diskRow.utf16Column(of: SwiftFixtures.anchor))

    try await client.shutdownAndExit()
    await process.stop()
  }

  /// Completion, hover, formatting and the other requests about a Swift document get empty
  /// answers, never errors: they belong to sourcekit-lsp.
  @Test func otherRequestsOnSwiftAreEmpty() async throws {
    let workspace = try TemporaryWorkspace(["App/OrdersView.swift": SwiftFixtures.swipeOnlyList])
    defer { workspace.remove() }
    let uri = workspace.uri("App/OrdersView.swift")
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(uri, languageID: "swift", text: SwiftFixtures.swipeOnlyList)
    _ = try await client.waitForDiagnostics(uri)
    let document: JSONValue = ["uri": .string(uri)]
    let position: JSONValue = ["line": 7, "character": 10]

    let completion = try await client.request(
      "textDocument/completion",
      ["textDocument": document, "position": position]
    )
    #expect(completion["items"] == [])
    #expect(try await client.request("textDocument/hover", ["textDocument": document, "position": position]) == .null)
    let formatting = try await client.request(
      "textDocument/formatting",
      ["textDocument": document, "options": ["tabSize": 2, "insertSpaces": true]]
    )
    #expect(formatting == [])
    let rangeFormatting = try await client.request(
      "textDocument/rangeFormatting",
      ["textDocument": document, "range": ["start": position, "end": position], "options": [:]]
    )
    #expect(rangeFormatting == [])
    let actions = try await client.request(
      "textDocument/codeAction",
      [
        "textDocument": document, "range": ["start": position, "end": position],
        "context": ["diagnostics": []],
      ]
    )
    #expect(actions == [])
    #expect(try await client.request("textDocument/documentSymbol", ["textDocument": document]) == [])
    #expect(try await client.request("textDocument/semanticTokens/full", ["textDocument": document])["data"] == [])
    #expect(
      try await client.request("textDocument/definition", ["textDocument": document, "position": position]) == .null
    )

    try await client.shutdownAndExit()
    await process.stop()
  }
}
