import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Superseded work is dropped: edits that arrive together are analysed once, over the built binary.
@Suite struct BurstTests {
  @Test func aBurstOfEditsIsPublishedOnceForItsLastVersion() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    _ = try await client.waitForDiagnostics(uri)
    // Eight keystrokes at the end of the first line, written to the pipe at once.
    var bytes: [UInt8] = []
    let firstLine = seedOrderRow.prefix { $0 != "\n" }.utf16.count
    for step in 0..<8 {
      let change = TextDocumentContentChangeEvent(range: LSPRange(0, firstLine + step, 0, firstLine + step), text: "x")
      let params: JSONValue = [
        "textDocument": ["uri": .string(uri), "version": .integer(Int64(2 + step))],
        "contentChanges": try JSONValueEncoder().encode([change]),
      ]
      bytes += Message.notification(method: "textDocument/didChange", params: params).framed()
    }
    try client.sendRaw(bytes)
    let last = try await client.waitForDiagnostics(uri) { $0.version == 9 }
    #expect(last.codes == ["mac-voiceover-untested", "focus-return-unspecified"])
    // Ask something, so that any publish sent before the answer has arrived.
    _ = try await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
    // Normally none of the seven superseded versions is analysed; one is tolerated, for a
    // flush that starts before the pipe has delivered the rest of the burst.
    let versions = client.published(uri).compactMap(\.version)
    #expect(versions.first == 1 && versions.last == 9)
    #expect(versions.count <= 3, "published for \(versions)")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
  }
}
