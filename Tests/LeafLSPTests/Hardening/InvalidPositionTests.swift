import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Positions that are not LSP `uinteger`s (negative, fractional, a string), against the built
/// binary over real pipes: a request naming one is answered with InvalidParams saying which,
/// in a contract or a Markdown document; a `didChange` naming one is ignored and logged, never
/// clamped into the text; the server keeps serving.
@Suite struct InvalidPositionTests {
  /// Bad positions, each with the member the error names.
  static let badPositions: [(position: JSONValue, member: String)] = [
    (["line": -1, "character": 0], "line"),
    (["line": 0, "character": -5], "character"),
    (["line": 1.5, "character": 0], "line"),
    (["line": 2, "character": "3"], "character"),
  ]

  static let good: JSONValue = ["line": 2, "character": 3]

  /// The params of every request that names positions, with `position` at one of them.
  static func requests(_ uri: String, _ position: JSONValue) -> [(method: String, params: JSONValue, path: String)] {
    let document: JSONValue = ["uri": .string(uri)]
    return [
      ("textDocument/hover", ["textDocument": document, "position": position], "position"),
      ("textDocument/completion", ["textDocument": document, "position": position], "position"),
      ("textDocument/definition", ["textDocument": document, "position": position], "position"),
      (
        "textDocument/references",
        ["textDocument": document, "position": position, "context": ["includeDeclaration": true]], "position"
      ),
      ("textDocument/documentHighlight", ["textDocument": document, "position": position], "position"),
      ("textDocument/prepareRename", ["textDocument": document, "position": position], "position"),
      ("textDocument/rename", ["textDocument": document, "position": position, "newName": "Redo"], "position"),
      (
        "textDocument/codeAction",
        ["textDocument": document, "range": ["start": position, "end": good], "context": ["diagnostics": []]],
        "range.start"
      ),
      ("textDocument/inlayHint", ["textDocument": document, "range": ["start": good, "end": position]], "range.end"),
      (
        "textDocument/rangeFormatting",
        ["textDocument": document, "range": ["start": position, "end": good], "options": [:]], "range.start"
      ),
    ]
  }

  @Test func requestsAreRefusedAndChangesIgnored() async throws {
    // The fence is another app's: nothing in it bears on the contract file's findings.
    let markdown =
      "# Orders ⌘\n\n```contract\nApp: Other\n"
      + seedOrderRow.replacingOccurrences(of: "OrderRow", with: "CartRow") + "```\n"
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow, "orders.md": markdown])
    defer { workspace.remove() }
    let (process, logFile) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    let markdownURI = workspace.uri("orders.md")
    try client.open(uri, text: seedOrderRow)
    try MarkdownServerTests.openMarkdown(client, markdownURI, markdown)
    _ = try await client.waitForDiagnostics(uri)

    for (position, member) in Self.badPositions {
      for documentURI in [uri, markdownURI] {
        for (method, params, path) in Self.requests(documentURI, position) {
          let error = try await client.requestError(method, params)
          #expect(error.code == .invalidParams, "\(method) \(position)")
          #expect(error.message.contains("\(path).\(member)"), "\(method) \(position): \(error.message)")
        }
      }
    }
    let negative = try await client.requestError("textDocument/hover", Self.requests(uri, Self.badPositions[0].0)[0].1)
    #expect(negative.message == "Invalid params: position.line: -1 is negative: LSP counts lines and characters from 0")

    // A change naming a bad position leaves the text as it was, and says so in the log.
    for (index, (position, _)) in Self.badPositions.enumerated() {
      try client.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri), "version": .integer(Int64(2 + index))],
          "contentChanges": [["range": ["start": position, "end": ["line": 1, "character": 3]], "text": "Ghost "]],
        ]
      )
    }
    let logged = try await client.waitForNotification("window/logMessage") {
      $0["message"]?.stringValue?.contains("Ignored textDocument/didChange") == true
    }
    #expect(logged["message"]?.stringValue?.contains("range.start.line: -1 is negative") == true, "\(logged)")
    try await Hardening.expectStillServing(client, uri: uri)
    let symbols = try await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
    #expect(symbols.arrayValue?.first?["name"] == "OrderRow")

    // Valid positions past the end of a line or the document are still clamped, as LSP says.
    _ = try await client.request(
      "textDocument/hover",
      ["textDocument": ["uri": .string(uri)], "position": ["line": 1_000_000, "character": 1_000_000]]
    )
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
    let log = try String(contentsOf: logFile, encoding: .utf8)
    #expect(log.components(separatedBy: "Ignored textDocument/didChange").count - 1 == Self.badPositions.count)
  }
}
