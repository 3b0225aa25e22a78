import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// A large document is read and checked off the server's actor: requests about other documents
/// are answered while it is analysed, and requests about it wait for its analysis.
@Suite(.serialized) struct LargeDocumentTests {
  /// A contract of `components` components, over the off-actor threshold when `components` is large.
  static func largeContract(components: Int) -> String {
    "App: Shop\n\n"
      + (0..<components).map {
        "Row\($0)\nMeaning: one row of the list. Primary action: Open\($0).\niPhone: row → details\n\n"
      }.joined()
  }

  @Test func requestsAboutOtherDocumentsAreAnsweredWhileALargeOneIsAnalysed() async throws {
    let text = Self.largeContract(components: 6_000)
    #expect(text.utf8.count > ServerLimits.offActorThreshold)
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let small = workspace.uri("OrderRow.contract")
    let large = workspace.uri("Large.contract")
    try client.open(small, text: seedOrderRow)
    _ = try await client.waitForDiagnostics(small)
    try client.open(large, text: text)
    // A pull for the large document waits for its analysis; a request about the small one,
    // sent behind it, is answered first.
    let largePull = try client.sendRequest("textDocument/diagnostic", ["textDocument": ["uri": .string(large)]])
    try await Hardening.expectStillServing(client, uri: small)
    #expect(!client.hasResponse(to: largePull), "the small request waited for the large document's analysis")
    #expect(client.published(large).isEmpty, "the small request waited for the large document's analysis")
    guard case .response(_, let report) = try await client.response(to: largePull, timeout: .seconds(300)) else {
      Issue.record("the pull of the large document failed")
      return
    }
    // Over 12,000 findings (two missing paths per component): the first 5,000 are sent, then one
    // that counts the rest.
    let codes = report["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
    #expect(codes.count == ServerLimits.maxDiagnosticsPerFile + 1)
    #expect(codes.last == ServerLimits.tooManyFindingsCode)
    #expect(codes.dropLast().contains("missing-platform-path"))
    let last = report["items"]?.arrayValue?.last?["message"]?.stringValue ?? ""
    let hidden = Int(last.prefix { $0.isNumber }) ?? 0
    #expect(hidden >= 7_000 && last.contains("more findings in this file are not shown"), "\(last)")
    // Typing into it, with requests about it in between (each waits for its reading, as does the
    // publish): every edit is read incrementally off the actor, and the last one is published.
    var symbols: [RequestID] = []
    for version in 2...9 {
      try client.change(large, version: version, range: LSPRange(2, 3, 2, 3), text: "X")
      symbols.append(try client.sendRequest("textDocument/documentSymbol", ["textDocument": ["uri": .string(large)]]))
    }
    let published = try await client.waitForDiagnostics(large, timeout: .seconds(300)) { $0.version == 9 }
    #expect(published.diagnostics.count == codes.count)
    for id in symbols {
      guard case .response(_, let result) = try await client.response(to: id, timeout: .seconds(300)) else {
        Issue.record("documentSymbol \(id) failed")
        continue
      }
      #expect((result.arrayValue?.count ?? 0) >= 6_000)
    }
    try await client.shutdownAndExit()
    #expect(await process.waitForExit(timeout: .seconds(60)) == 0)
    await process.stop()
  }
}
