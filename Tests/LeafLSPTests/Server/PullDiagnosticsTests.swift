import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/diagnostic` and `workspace/diagnostic`, in process.
@Suite struct PullDiagnosticsTests {
  private func report(_ value: JSONValue) throws -> DocumentDiagnosticReport {
    try value.decode(DocumentDiagnosticReport.self)
  }

  @Test func documentPullReportsUnchangedUntilTheTextChanges() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-pull/Row.contract"
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    try client.open(uri, text: seedOrderRow)
    let first = try report(try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]]))
    #expect(first.kind == .full)
    #expect(first.items?.compactMap(\.code) == ["mac-voiceover-untested", "focus-return-unspecified"])
    let resultID = try #require(first.resultId)
    let params: JSONValue = ["textDocument": ["uri": .string(uri)], "previousResultId": .string(resultID)]
    let second = try report(try await client.request("textDocument/diagnostic", params))
    #expect(second == .unchanged(resultId: resultID))
    try client.change(uri, version: 2, range: LSPRange(5, 0, 5, 0), text: "Focus after dismiss: selected row\n")
    let third = try report(try await client.request("textDocument/diagnostic", params))
    #expect(third.kind == .full)
    #expect(third.resultId != resultID)
    #expect(third.items?.compactMap(\.code) == ["mac-voiceover-untested"])
    try await client.shutdownAndExit()
  }

  @Test func workspacePullCoversEveryFileAndHonoursPreviousResultIDs() async throws {
    let workspace = try TemporaryWorkspace([
      ".leaf-lsp.json": #"{"exclude": ["drafts/**"]}"#,
      "OrderRow.contract": seedOrderRow,
      "Orders/Clean.contract": ContractFixtures.cartRow,
      "drafts/Broken.contract": "this is not a contract line\n",
    ])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    let first = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let items = try (first["items"]?.arrayValue ?? []).map(report)
    #expect(items.map(\.uri) == [workspace.uri("OrderRow.contract"), workspace.uri("Orders/Clean.contract")])
    #expect(items.allSatisfy { $0.kind == .full && $0.version == nil })
    #expect(items.first?.items?.compactMap(\.code) == ["mac-voiceover-untested", "focus-return-unspecified"])
    #expect(items.last?.items == [])

    // The seed file changes in the editor: only it is reported in full, at its version.
    try client.open(workspace.uri("OrderRow.contract"), text: seedOrderRow + "Focus after dismiss: selected row\n")
    let previous: JSONValue = .array(items.map { ["uri": .string($0.uri ?? ""), "value": .string($0.resultId ?? "")] })
    let second = try await client.request("workspace/diagnostic", ["previousResultIds": previous])
    let secondItems = try (second["items"]?.arrayValue ?? []).map(report)
    #expect(secondItems.map(\.kind) == [.full, .unchanged])
    #expect(secondItems.first?.version == 1)
    #expect(secondItems.first?.items?.compactMap(\.code) == ["mac-voiceover-untested"])
    #expect(secondItems.last?.resultId == items.last?.resultId)
    try await client.shutdownAndExit()
  }

  @Test func unchangedWorkspacePullWaitsForAChangeAndCanBeCancelled() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    let first = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let resultID = try #require(first["items"]?[0]?["resultId"])
    let previous: JSONValue = [
      "previousResultIds": [["uri": .string(workspace.uri("OrderRow.contract")), "value": resultID]]
    ]

    // Nothing changed: the request is held open, then cancelled.
    let waiting = try client.sendRequest("workspace/diagnostic", previous)
    try await Task.sleep(for: .milliseconds(200))
    #expect(client.serverRequests.isEmpty)
    try client.notify("$/cancelRequest", ["id": waiting.jsonValue])
    #expect(try await client.error(for: waiting).code == .requestCancelled)

    // Held open again, and answered when the file changes in the editor.
    let second = try client.sendRequest("workspace/diagnostic", previous)
    try await Task.sleep(for: .milliseconds(100))
    try client.open(workspace.uri("OrderRow.contract"), text: ContractFixtures.orderRow)
    guard case .response(_, let result) = try await client.response(to: second) else {
      Issue.record("workspace/diagnostic failed")
      return
    }
    #expect(result["items"]?[0]?["kind"] == "full")
    #expect(result["items"]?[0]?["items"] == [])
    try await client.shutdownAndExit()
  }

  @Test func pullingClientsGetNoPushAndARefreshForOtherFiles() async throws {
    let workspace = try TemporaryWorkspace([
      "OrderRow.contract": ContractFixtures.orderRow,
      "CartRow.contract": ContractFixtures.cartRow,
    ])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    let capabilities: JSONValue = [
      "textDocument": ["diagnostic": ["dynamicRegistration": false]],
      "workspace": ["diagnostics": ["refreshSupport": true]],
    ]
    try await client.initialize(folders: [workspace.uri], capabilities: capabilities)
    let orderURI = workspace.uri("OrderRow.contract")
    let cartURI = workspace.uri("CartRow.contract")
    try client.open(orderURI, text: ContractFixtures.orderRow)
    try client.open(cartURI, text: ContractFixtures.cartRow)
    let order = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(orderURI)]])
    #expect(order["items"] == [])
    let line = ContractFixtures.cartRowMacLine
    let column = ContractFixtures.cartRowMacKeyColumn
    try client.change(cartURI, version: 2, range: LSPRange(line, column, line, column + 1), text: "R")
    _ = try await client.waitFor("a diagnostic refresh", timeout: .seconds(5)) {
      client.serverRequests.contains { $0.method == "workspace/diagnostic/refresh" } ? true : nil
    }
    let again = try await client.request(
      "textDocument/diagnostic",
      ["textDocument": ["uri": .string(orderURI)], "previousResultId": order["resultId"] ?? .null]
    )
    #expect(again["kind"] == "full")
    #expect(again["items"]?[0]?["code"] == "shortcut-conflict")
    #expect(client.notifications("textDocument/publishDiagnostics").isEmpty)
    try await client.shutdownAndExit()
  }
}
