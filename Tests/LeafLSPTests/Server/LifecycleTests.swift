import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Initialize, capabilities, the lifecycle's error codes and exit codes, in process.
@Suite struct LifecycleTests {
  @Test func initializeAdvertisesExactlyWhatIsImplemented() async throws {
    let server = InProcessServer()
    let result = try await server.client.initialize()
    var capabilities: JSONObject = [
      "positionEncoding": "utf-16",
      "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
      "diagnosticProvider": ["identifier": "leaf-lsp", "interFileDependencies": true, "workspaceDiagnostics": true],
      "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
    ]
    // Then what each registered language feature advertises (each feature's own tests check its members).
    for (name, value) in LanguageFeatures.capabilities(client: ClientFeatures()) { capabilities[name] = value }
    let expected: JSONValue = [
      "capabilities": .object(capabilities),
      "serverInfo": ["name": "leaf-lsp", "version": .string(ServerIdentity.version)],
    ]
    #expect(result == expected)
    try await server.client.shutdownAndExit()
    #expect(await server.exitCode.value == 0)
  }

  @Test(arguments: [
    (["utf-8", "utf-16"], "utf-8"),
    (["utf-32", "utf-16"], "utf-32"),
    (["utf-16"], "utf-16"),
    ([], "utf-16"),
  ])
  func positionEncodingIsNegotiated(offered: [String], chosen: String) async throws {
    let server = InProcessServer()
    let capabilities: JSONValue = ["general": ["positionEncodings": .array(offered.map { .string($0) })]]
    let result = try await server.client.initialize(capabilities: capabilities)
    #expect(result["capabilities"]?["positionEncoding"] == .string(chosen))
    server.finishSending()
  }

  @Test func requestsBeforeInitializeGetServerNotInitialized() async throws {
    let server = InProcessServer()
    let client = server.client
    let error = try await client.requestError("workspace/diagnostic", ["previousResultIds": []])
    #expect(error.code == .serverNotInitialized)
    let shutdown = try await client.requestError("shutdown")
    #expect(shutdown.code == .serverNotInitialized)
    // Notifications before initialize are dropped: nothing is published for this open.
    try client.open("file:///tmp/early.contract", text: "OrderRow\n")
    try await client.initialize()
    try await Task.sleep(for: .milliseconds(100))
    #expect(client.published("file:///tmp/early.contract").isEmpty)
    server.finishSending()
    #expect(await server.exitCode.value == 1)
  }

  @Test func errorCodesAfterInitialize() async throws {
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    #expect(try await client.requestError("initialize", ["capabilities": [:]]).code == .invalidRequest)
    #expect(try await client.requestError("leaf/noSuchMethod", [:]).code == .methodNotFound)
    #expect(try await client.requestError("textDocument/hover", [:]).code == .invalidParams)
    let badParams = try await client.requestError("textDocument/diagnostic", ["textDocument": 5])
    #expect(badParams.code == .invalidParams)
    #expect(try await client.requestError("workspace/diagnostic", ["previousResultIds": "none"]).code == .invalidParams)
    _ = try await client.request("shutdown")
    #expect(try await client.requestError("workspace/diagnostic", ["previousResultIds": []]).code == .invalidRequest)
    #expect(try await client.requestError("shutdown").code == .invalidRequest)
    try client.notify("exit")
    #expect(await server.exitCode.value == 0)
  }

  @Test func exitWithoutShutdownExitsWithOne() async throws {
    let server = InProcessServer()
    try await server.client.initialize()
    try server.client.notify("exit")
    #expect(await server.exitCode.value == 1)
  }

  @Test func endOfInputAfterShutdownExitsWithZero() async throws {
    let server = InProcessServer()
    try await server.client.initialize()
    _ = try await server.client.request("shutdown")
    server.finishSending()
    #expect(await server.exitCode.value == 0)
  }

  @Test func badNotificationsAreLoggedAndTheServerKeepsServing() async throws {
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    try client.notify("textDocument/didOpen", ["textDocument": ["uri": 42]])
    try client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere.contract", "version": 2]])
    try client.change("file:///never-opened.contract", version: 2, range: LSPRange(0, 0, 0, 0), text: "x")
    try client.notify("workspace/somethingNew", [:])
    let report = try await client.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///x.contract"]])
    #expect(report["kind"] == "full")
    #expect(report["items"] == [])
    let warnings = try await client.waitForNotification("window/logMessage") {
      $0["message"]?.stringValue?.contains("never-opened.contract") == true
    }
    #expect(warnings["type"] == 2)
    server.finishSending()
  }

  @Test func aWorkspaceFolderThatIsNoFolderOfThisMachineIsNamedInAWarning() async throws {
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: ["file://Contracts/App"])
    let warning = try await client.waitForNotification("window/logMessage") {
      $0["message"]?.stringValue?.contains("file://Contracts/App") == true
    }
    #expect(warning["type"] == 2)
    #expect(warning["message"]?.stringValue?.contains("is not indexed") == true)
    try client.notify(
      "workspace/didChangeWorkspaceFolders",
      ["event": ["added": [["uri": "file://elsewhere/ws", "name": "b"]], "removed": []]]
    )
    let added = try await client.waitForNotification("window/logMessage") {
      $0["message"]?.stringValue?.contains("file://elsewhere/ws") == true
    }
    #expect(added["type"] == 2)
    server.finishSending()
  }
}
