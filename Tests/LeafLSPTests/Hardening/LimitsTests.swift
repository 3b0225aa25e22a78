import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `--max-file-size` and `--max-message-size`.
@Suite struct LimitsTests {
  @Test func theDefaultsAreDocumented() throws {
    #expect(ServerLimits().maxFileSize == 16 << 20)
    #expect(ServerLimits().maxMessageSize == 64 << 20)
    #expect(ServeCommand.usage.contains("--max-file-size BYTES"))
    #expect(ServeCommand.usage.contains("default 16777216"))
    #expect(ServeCommand.usage.contains("default 67108864"))
  }

  @Test func theOptionsAreParsed() throws {
    let options = try ServeCommand.parse(["serve", "--max-file-size", "1000", "--max-message-size", "2000"])
    #expect(options.limits == ServerLimits(maxFileSize: 1000, maxMessageSize: 2000))
    for bad in [
      ["--max-file-size"], ["--max-file-size", "ten"], ["--max-message-size", "0"], ["--max-file-size", "-1"],
    ] {
      #expect(throws: ServeCommand.UsageError.self) { try ServeCommand.parse(bad) }
    }
  }

  @Test func aFileOverTheLimitGetsOneDiagnosticInsteadOfAnalysis() async throws {
    let big =
      seedOrderRow.replacingOccurrences(of: "OrderRow", with: "BigRow")
      + String(repeating: "# padding to pass the limit\n", count: 100)
    let workspace = try TemporaryWorkspace(["Big.contract": big, "OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace, arguments: ["--max-file-size", "2000"])
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    let bigURI = workspace.uri("Big.contract")
    let size = big.utf8.count

    // On disk (not open): indexed as one `file-too-large` error at its start.
    let report = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let bigItems = report["items"]?.arrayValue?.first { $0["uri"] == .string(bigURI) }?["items"]
    #expect(bigItems?.arrayValue?.count == 1)
    #expect(bigItems?[0]?["code"] == "file-too-large")
    #expect(bigItems?[0]?["severity"] == 1)
    #expect(bigItems?[0]?["range"] == ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]])
    #expect(bigItems?[0]?["message"]?.stringValue?.contains("\(size) bytes, over the limit of 2000 bytes") == true)

    // Open, and edited back under the limit: analysed again; the text is never lost.
    try client.open(bigURI, text: big)
    let published = try await client.waitForDiagnostics(bigURI) { $0.version == 1 }
    #expect(published.codes == ["file-too-large"])
    let lines = big.split(separator: "\n", omittingEmptySubsequences: false).count
    try client.change(bigURI, version: 2, range: LSPRange(5, 0, lines - 1, 0), text: "")
    let analysed = try await client.waitForDiagnostics(bigURI) { $0.version == 2 }
    #expect(analysed.codes == ["mac-voiceover-untested", "focus-return-unspecified"])
    try client.change(bigURI, version: 3, range: LSPRange(5, 0, 5, 0), text: String(repeating: "#\n", count: 1_000))
    #expect(try await client.waitForDiagnostics(bigURI) { $0.version == 3 }.codes == ["file-too-large"])

    try await Hardening.expectStillServing(client, uri: uri)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func aMessageOverTheLimitIsSkippedAndLogged() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, logFile) = try await Hardening.startServer(in: workspace, arguments: ["--max-message-size", "4000"])
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    try client.open(workspace.uri("Huge.contract"), text: String(repeating: "# comment\n", count: 500))
    try await Hardening.expectStillServing(client, uri: uri)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
    let log = try String(contentsOf: logFile, encoding: .utf8)
    #expect(log.contains("exceeds the limit of 4000 bytes; skipping it"))
  }
}
