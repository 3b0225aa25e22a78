import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Memory and time under load, measured on the built `leaf-lsp`. The default run is small; set
/// `LEAF_LONG_TESTS=1` for the full sizes (100,000 edits, 10,000 documents, the 10 MB contract).
/// Bounds are generous: these catch leaks and stalls, they time nothing.
@Suite(.serialized) struct ResourceTests {
  @Test func memoryStaysFlatOverManyEditsToOneDocument() async throws {
    let edits = Hardening.size(5_000, long: 100_000)
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let pid = process.process.processIdentifier
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    var warm = 0
    for version in 2...(edits + 1) {
      // Type a character on the Mac line, then delete it: the text returns to the seed.
      let inserting = version % 2 == 0
      let range = inserting ? LSPRange(4, 5, 4, 5) : LSPRange(4, 5, 4, 6)
      try client.change(uri, version: version, range: range, text: inserting ? "⌘" : "")
      await Task.yield()
      // A round trip every 1,000 edits paces the client as typing would (without it the server's
      // input queue holds tens of thousands of messages); measured after a deletion, when the text
      // is the seed again.
      if version % 1_000 == 1 { try await Hardening.expectStillServing(client, uri: uri) }
      if version == edits / 10 + 1 { warm = Hardening.residentKiB(pid) ?? 0 }
    }
    try await Hardening.expectStillServing(client, uri: uri)
    let end = Hardening.residentKiB(pid) ?? 0
    Hardening.record("\(edits) edits to one document: RSS \(warm) KiB after \(edits / 10), \(end) KiB at the end")
    #expect(end - warm < 32 * 1024, "RSS grew from \(warm) KiB to \(end) KiB")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func memoryStaysFlatOverOpeningAndClosingManyDocuments() async throws {
    let documents = Hardening.size(1_000, long: 10_000)
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let pid = process.process.processIdentifier
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    var warm = 0
    for number in 1...documents {
      let other = workspace.uri("Unsaved/Row\(number).contract")
      try client.open(other, text: ContractFixtures.cartRow.replacingOccurrences(of: "CartRow", with: "Row\(number)"))
      try client.close(other)
      await Task.yield()
      if number % 1_000 == 0 { try await Hardening.expectStillServing(client, uri: uri) }
      if number == documents / 10 {
        try await Hardening.expectStillServing(client, uri: uri)
        warm = Hardening.residentKiB(pid) ?? 0
      }
    }
    try await Hardening.expectStillServing(client, uri: uri)
    let end = Hardening.residentKiB(pid) ?? 0
    Hardening.record(
      "\(documents) documents opened and closed: RSS \(warm) KiB after \(documents / 10), \(end) KiB at the end"
    )
    #expect(end - warm < 32 * 1024, "RSS grew from \(warm) KiB to \(end) KiB")
    let report = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    #expect(report["items"]?.arrayValue?.count == 1)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  /// A contract of `components` components that bind ⌘J to different actions on iPad and Mac.
  static func conflictingContract(components: Int) -> String {
    var text = "App: Shop\n"
    for number in 0..<components {
      text += """
        Row\(number)
        Meaning: one row. Primary action: Act\(number).
        iPhone: Act\(number) button
        iPad: same + Act\(number) with ⌘J
        Mac: Act\(number) in menu bar, ⌘J
        Check: Mac: VoiceOver reads it.


        """
    }
    return text
  }

  @Test func pathologicalContractsAreAnalysedWithoutStallingOtherRequests() async throws {
    // Small by default: the engine is still quadratic in shortcuts per workspace (see
    // Documentation/Reliability.md); the long sizes are those of the issue.
    let lineBytes = Hardening.size(8 << 10, long: 10 << 20)
    let components = Hardening.size(10_000, long: 100_000)
    let conflicts = Hardening.size(100, long: 10_000)
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    let cases: [(String, String)] = [
      (
        "one line of \(lineBytes) bytes", "Row\nMac: " + String(repeating: "Reorder ⌘R, ", count: lineBytes / 15) + "\n"
      ),
      ("\(components) components", (0..<components).map { "Row\($0)\nMeaning: a row.\n\n" }.joined()),
      ("\(conflicts) conflicting shortcuts", Self.conflictingContract(components: conflicts)),
    ]
    for (number, (name, text)) in cases.enumerated() {
      let bigURI = workspace.uri("Pathological\(number).contract")
      let clock = ContinuousClock()
      let start = clock.now
      try client.open(bigURI, text: text)
      // A small request sent right behind it is answered.
      try await Hardening.expectStillServing(client, uri: uri)
      let small = clock.now - start
      let report = try await client.request(
        "textDocument/diagnostic",
        ["textDocument": ["uri": .string(bigURI)]],
        timeout: .seconds(600)
      )
      let whole = clock.now - start
      let count = report["items"]?.arrayValue?.count ?? -1
      Hardening.record("\(name): small request answered after \(small), analysis after \(whole), \(count) diagnostics")
      #expect(count >= 0)
      #expect(whole < .seconds(600))
      try client.close(bigURI)
    }
    try await Hardening.expectStillServing(client, uri: uri)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit(timeout: .seconds(60)) == 0)
    await process.stop()
  }
}
