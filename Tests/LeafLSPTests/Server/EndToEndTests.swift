import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// The built `leaf-lsp` binary over real pipes (run `swift build` first).
@Suite struct EndToEndTests {
  @Test func handshakeSeedDiagnosticsAndCleanExit() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let logFile = workspace.root.appendingPathComponent("server.log")
    let process = try ServerProcess(arguments: ["serve", "--stdio", "--log-file", logFile.path])
    let client = process.client
    let result = try await client.initialize(folders: [workspace.uri])
    #expect(result["serverInfo"]?["name"] == "leaf-lsp")
    #expect(result["capabilities"]?["positionEncoding"] == "utf-16")
    #expect(result["capabilities"]?["textDocumentSync"]?["change"] == 2)
    #expect(result["capabilities"]?["diagnosticProvider"]?["workspaceDiagnostics"] == true)

    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    let published = try await client.waitForDiagnostics(uri)
    #expect(published.version == 1)
    #expect(published.codes == ["mac-voiceover-untested", "focus-return-unspecified"])
    #expect(published.diagnostics.map(\.range.start.line) == [0, 3])
    #expect(published.diagnostics.map(\.severity) == [.information, .warning])

    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    let log = try String(contentsOf: logFile, encoding: .utf8)
    #expect(log.contains("initialized: encoding utf-16"))
    #expect(log.contains("exiting with code 0"))
    await process.stop()
  }

  @Test func typingAConflictAcrossTwoFiles() async throws {
    let workspace = try TemporaryWorkspace([
      "Orders/OrderRow.contract": ContractFixtures.orderRow,
      "Cart/CartRow.contract": ContractFixtures.cartRow,
    ])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    let orderURI = workspace.uri("Orders/OrderRow.contract")
    let cartURI = workspace.uri("Cart/CartRow.contract")
    try client.open(orderURI, text: ContractFixtures.orderRow)
    try client.open(cartURI, text: ContractFixtures.cartRow)
    #expect(try await client.waitForDiagnostics(cartURI).codes == [])

    // Type "R" over "Y" one keystroke at a time (delete, then insert).
    let line = ContractFixtures.cartRowMacLine
    let column = ContractFixtures.cartRowMacKeyColumn
    try client.change(cartURI, version: 2, range: LSPRange(line, column, line, column + 1), text: "")
    try client.change(cartURI, version: 3, range: LSPRange(line, column, line, column), text: "R")
    let cart = try await client.waitForDiagnostics(cartURI) { $0.version == 3 }
    #expect(cart.codes == ["shortcut-conflict"])
    #expect(cart.diagnostics.first?.relatedInformation?.first?.location.uri == orderURI)
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == ["shortcut-conflict"] }

    try client.change(cartURI, version: 4, range: LSPRange(line, column, line, column + 1), text: "Y")
    #expect(try await client.waitForDiagnostics(cartURI) { $0.version == 4 }.codes == [])
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == [] }
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func cancellationAnswersRequestCancelled() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    let first = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    let previous: JSONValue = [
      "previousResultIds": [
        ["uri": .string(workspace.uri("OrderRow.contract")), "value": first["items"]?[0]?["resultId"] ?? .null]
      ]
    ]
    let id = try client.sendRequest("workspace/diagnostic", previous)
    try await Task.sleep(for: .milliseconds(100))
    try client.notify("$/cancelRequest", ["id": id.jsonValue])
    let error = try await client.error(for: id)
    #expect(error.code == .requestCancelled)
    #expect(error.code.rawValue == -32800)
    // The server keeps serving.
    let report = try await client.request(
      "textDocument/diagnostic",
      ["textDocument": ["uri": .string(workspace.uri("OrderRow.contract"))]]
    )
    #expect(report["kind"] == "full")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func everyErrorCode() async throws {
    let process = try ServerProcess()
    let client = process.client
    // -32002 before initialize.
    #expect(try await client.requestError("workspace/diagnostic", ["previousResultIds": []]).code.rawValue == -32002)
    try await client.initialize()
    // -32700: a body that is not JSON, answered with id null.
    try client.sendBody("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ")
    _ = try await client.waitFor("a parse error", timeout: .seconds(5)) { client.nullIDErrors.first }
    #expect(client.nullIDErrors.first?.code.rawValue == -32700)
    // -32600: JSON that is not a valid request.
    try client.sendBody(#"{"jsonrpc": "1.0", "id": 77, "method": "shutdown"}"#)
    #expect(try await client.error(for: 77).code.rawValue == -32600)
    try client.sendBody(#"{"jsonrpc": "2.0", "id": 78, "method": 12}"#)
    #expect(try await client.error(for: 78).code.rawValue == -32600)
    // -32601: an unknown method.
    #expect(try await client.requestError("leaf/unknown", [:]).code.rawValue == -32601)
    // -32602: bad params.
    #expect(try await client.requestError("textDocument/diagnostic", ["textDocument": []]).code.rawValue == -32602)
    // -32600 after shutdown.
    _ = try await client.request("shutdown")
    #expect(try await client.requestError("textDocument/diagnostic", [:]).code.rawValue == -32600)
    try client.notify("exit")
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func malformedFramesAreSkippedAndTheNextRequestIsAnswered() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    // A header without a usable length, garbage, a truncated header: then a valid request.
    try client.sendRaw(Array("Content-Length: twelve\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8))
    try client.sendRaw(Array("garbage without any header\r\n\r\n".utf8))
    try client.sendRaw(Array("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8))
    // A valid request split over several writes, with a Content-Type header.
    let body = Array(
      #"{"jsonrpc":"2.0","id":"after-garbage","method":"workspace/diagnostic","params":{"previousResultIds":[]}}"#.utf8
    )
    let frame =
      Array("Content-Length: \(body.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8)
      + body
    for chunk in stride(from: 0, to: frame.count, by: 7) {
      try client.sendRaw(Array(frame[chunk..<min(chunk + 7, frame.count)]))
    }
    let response = try await client.response(to: "after-garbage")
    guard case .response(_, let result) = response else {
      Issue.record("expected a result, got \(response.jsonValue)")
      return
    }
    #expect(result["items"] == [])
    // A body that is JSON but cut short is a parse error; the server still answers after it.
    try client.sendBody(#"{"jsonrpc":"2.0","id":9,"method":"shutdown""#)
    _ = try await client.waitFor("a parse error", timeout: .seconds(5)) { client.nullIDErrors.first }
    #expect(try await client.request("shutdown") == .null)
    try client.notify("exit")
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func oddParamsToEveryHandlerNeverStopTheServer() async throws {
    let workspace = try TemporaryWorkspace(["Row.contract": seedOrderRow])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize(folders: [workspace.uri])
    let uri = JSONValue.string(workspace.uri("Row.contract"))
    let huge = JSONValue.integer(Int64.max)
    let odd: [JSONValue] = [
      [], [:], ["textDocument": .null], ["textDocument": ["uri": 7]], ["changes": "all"], ["event": [:]],
      ["settings": ["leaf": ["rules": ["syntax": 3]]]],
      [
        "textDocument": ["uri": uri, "version": huge],
        "contentChanges": [
          ["range": ["start": ["line": huge, "character": -5], "end": ["line": -1, "character": huge]], "text": "x"]
        ],
      ],
    ]
    let notifications = [
      "initialized", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave",
      "workspace/didChangeWatchedFiles", "workspace/didChangeWorkspaceFolders", "workspace/didChangeConfiguration",
    ]
    try client.open(workspace.uri("Row.contract"), text: seedOrderRow)
    for method in notifications {
      for params in odd { try client.notify(method, params) }
    }
    for method in ["textDocument/diagnostic", "workspace/diagnostic"] {
      for params in odd.prefix(4) {
        #expect(try await client.requestError(method, params).code == .invalidParams)
      }
    }
    // Still serving, and the edit naming negative positions was ignored: a usable document.
    let report = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
    #expect(report["kind"] == "full")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func exitWithoutShutdownExitsWithOne() async throws {
    let process = try ServerProcess(arguments: [])
    try await process.client.initialize()
    try process.client.notify("exit")
    #expect(await process.waitForExit() == 1)
    await process.stop()
  }

  @Test func endOfInputEndsTheProcess() async throws {
    let process = try ServerProcess(arguments: ["serve"])
    try await process.client.initialize()
    process.closeInput()
    #expect(await process.waitForExit() == 1)
    await process.stop()

    let afterShutdown = try ServerProcess()
    try await afterShutdown.client.initialize()
    _ = try await afterShutdown.client.request("shutdown")
    afterShutdown.closeInput()
    #expect(await afterShutdown.waitForExit() == 0)
    await afterShutdown.stop()
  }
}
