import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Random incremental edits: the server's text stays the client's, its diagnostics stay those of a
/// fresh analysis of that text, and every range it sends is a valid position in the document.
@Suite struct IncrementalEditPropertyTests {
  /// Pieces the edits insert: contract words, shortcuts, surrogate pairs, combining marks, CRLF.
  static let pieces = [
    "a", "Reorder", " ", "\n", "\r\n", "😀", "👩‍👩‍👧", "e\u{301}", "\u{301}", "⌘", "⌥", "⇧", "⌫", "→", "⌘R", "⇧⌘N", "Mac: ",
    "iPad: same + ", "iPhone: button\n", "OrderRow\n", "Meaning: a row. Primary action: Reorder.\n",
    "Check: Mac: VoiceOver reads it.\r\n", "# leaf-ignore: shortcut-conflict\n", ", ", "; ", "menu bar",
  ]

  @Test(arguments: [ColumnEncoding.utf16, .utf8, .utf32])
  func randomEditsKeepTextAndDiagnosticsInStep(encoding: ColumnEncoding) async throws {
    let edits = encoding == .utf16 ? 10_000 : 1_000
    let server = InProcessServer()
    let client = server.client
    let result = try await client.initialize(
      capabilities: ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    )
    #expect(result["capabilities"]?["positionEncoding"] == .string(encoding.rawValue))
    let uri = "untitled:Property-\(encoding.rawValue)"
    var document = ClientDocument(seedOrderRow.replacingOccurrences(of: "\n", with: "\r\n") + seedOrderRow)
    var random = SeededGenerator(seed: 0x1EAF + UInt64(encoding.rawValue.count))
    try client.open(uri, text: document.text)

    for version in 2...(edits + 1) {
      let count = document.scalars.count
      var start = Int.random(in: 0...count, using: &random)
      let deleteMost = count > 1_500 ? 400 : 6
      var end = min(count, start + Int.random(in: 0...deleteMost, using: &random))
      while !document.isBoundary(start) { start -= 1 }
      while !document.isBoundary(end) { end += 1 }
      end = max(start, end)
      let text = Bool.random(using: &random) ? "" : Self.pieces.randomElement(using: &random)!
      let range = LSPRange(
        start: document.position(of: start, encoding: encoding),
        end: document.position(of: end, encoding: encoding)
      )
      try client.change(uri, version: version, range: range, text: text)
      document.replace(start..<end, with: text)
      // Let the other tests' tasks run: this loop would otherwise hold one of the few shared threads.
      await Task.yield()
      if version % 1_000 == 0 || version == edits + 1 {
        try await expectInStep(server, uri: uri, document: document, version: version, encoding: encoding)
      }
    }
    try await client.shutdownAndExit()
    #expect(await server.exitCode.value == 0)
  }

  /// The server's text and diagnostics of `uri` match the client's document.
  private func expectInStep(
    _ server: InProcessServer,
    uri: String,
    document: ClientDocument,
    version: Int,
    encoding: ColumnEncoding
  ) async throws {
    let report = try await server.client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
    let serverText = await server.server.openText(uri: uri)
    #expect(serverText == document.text)
    let items = try JSONValueDecoder().decode([LSPDiagnostic].self, from: report["items"] ?? [])

    let fresh = ServerWorkspace()
    let key = fresh.open(
      TextDocumentItem(uri: uri, languageId: "contract", version: 1, text: document.text)
    )
    let expected = fresh.diagnostics(forKey: key, encoding: encoding)
    #expect(items == expected)
    for diagnostic in items {
      var ranges = [diagnostic.range]
      ranges += (diagnostic.relatedInformation ?? []).filter { $0.location.uri == uri }.map(\.location.range)
      for range in ranges {
        for position in [range.start, range.end] where !document.isValid(position, encoding: encoding) {
          Issue.record(
            "\(diagnostic.code ?? "?") at \(position) is not a boundary of \(document.describe(line: position.line))"
          )
        }
      }
    }
    // The report pushed for this version says the same, with the same valid ranges.
    let pushed = try await server.client.waitForDiagnostics(uri) { $0.version == version }
    #expect(pushed.diagnostics == expected)
  }
}
