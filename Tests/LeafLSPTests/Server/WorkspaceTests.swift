import Foundation
import JSONRPC
import Synchronization
import Testing

@testable import LeafLSP

/// Indexing, watched files, config files, editor settings and workspace folders, in process.
@Suite struct WorkspaceTests {
  private let conflictingCart = ContractFixtures.cartRow.replacingOccurrences(of: "⌘Y", with: "⌘R")

  @Test func indexingReportsProgressAndRegistersWatchers() async throws {
    let workspace = try TemporaryWorkspace([
      "A.contract": ContractFixtures.orderRow,
      "B.contract": ContractFixtures.cartRow,
    ])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    let capabilities: JSONValue = [
      "window": ["workDoneProgress": true],
      "workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]],
    ]
    try await client.initialize(folders: [workspace.uri], capabilities: capabilities)
    let end = try await client.waitForNotification("$/progress") { $0["value"]?["kind"] == "end" }
    #expect(end["value"]?["message"] == "Indexed 2 contract files in 1 folders")
    let progress = client.notifications("$/progress")
    #expect(progress.first?["value"]?["kind"] == "begin")
    #expect(Set(progress.map { $0["token"] }).count == 1)
    let create = try #require(client.serverRequests.first { $0.method == "window/workDoneProgress/create" })
    #expect(create.params?["token"] == progress.first?["token"])
    let registration = try await client.waitFor("a registration", timeout: .seconds(5)) {
      client.serverRequests.first { $0.method == "client/registerCapability" }
    }
    let registered = try #require(registration.params?["registrations"]?[0])
    #expect(registered["method"] == "workspace/didChangeWatchedFiles")
    #expect(
      registered["registerOptions"]?["watchers"] == [
        ["globPattern": "**/*.contract"], ["globPattern": "**/*.md"], ["globPattern": "**/*.markdown"],
        ["globPattern": "**/.leaf-lsp.json"], ["globPattern": "**/*.swift"],
        ["globPattern": "**/*.xib"], ["globPattern": "**/*.storyboard"], ["globPattern": "**/*.strings"],
        ["globPattern": "**/*.xcstrings"], ["globPattern": "**/project.pbxproj"], ["globPattern": "**/*.xcconfig"],
      ]
    )
    try await client.shutdownAndExit()
  }

  @Test func noProgressOrRegistrationWithoutClientSupport() async throws {
    let workspace = try TemporaryWorkspace(["A.contract": ContractFixtures.orderRow])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(workspace.uri("A.contract"), text: ContractFixtures.orderRow)
    _ = try await client.waitForDiagnostics(workspace.uri("A.contract"))
    #expect(client.serverRequests.isEmpty)
    #expect(client.notifications("$/progress").isEmpty)
    try await client.shutdownAndExit()
  }

  @Test func watchedContractFilesKeepTheIndexTrue() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": ContractFixtures.orderRow])
    defer { workspace.remove() }
    let orderURI = workspace.uri("OrderRow.contract")
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(orderURI, text: ContractFixtures.orderRow)
    #expect(try await client.waitForDiagnostics(orderURI).codes == [])

    try workspace.write("CartRow.contract", conflictingCart)
    try client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(workspace.uri("CartRow.contract")), "type": 1]]]
    )
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == ["shortcut-conflict", "shortcut-conflict"] }

    try workspace.write("CartRow.contract", ContractFixtures.cartRow)
    try client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(workspace.uri("CartRow.contract")), "type": 2]]]
    )
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == [] }

    try workspace.write("CartRow.contract", conflictingCart)
    try client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(workspace.uri("CartRow.contract")), "type": 2]]]
    )
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes.count == 2 }
    try workspace.delete("CartRow.contract")
    try client.notify(
      "workspace/didChangeWatchedFiles",
      ["changes": [["uri": .string(workspace.uri("CartRow.contract")), "type": 3]]]
    )
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == [] }
    try await client.shutdownAndExit()
  }

  @Test func openTextWinsOverTheFileOnDisk() async throws {
    let workspace = try TemporaryWorkspace([
      "OrderRow.contract": ContractFixtures.orderRow,
      "CartRow.contract": conflictingCart,
    ])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    // The editor holds CartRow without the conflict: OrderRow must not see the disk's ⌘R.
    try client.open(workspace.uri("CartRow.contract"), text: ContractFixtures.cartRow)
    try client.open(workspace.uri("OrderRow.contract"), text: ContractFixtures.orderRow)
    #expect(try await client.waitForDiagnostics(workspace.uri("OrderRow.contract")).codes == [])
    // Closing CartRow brings back the text on disk, and its conflict.
    try client.close(workspace.uri("CartRow.contract"))
    _ = try await client.waitForLatestDiagnostics(workspace.uri("OrderRow.contract")) { $0.codes.count == 2 }
    try await client.shutdownAndExit()
  }

  @Test func configChangesRecheckEverythingAndBadConfigIsReported() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let uri = workspace.uri("OrderRow.contract")
    let configURI = workspace.uri(".leaf-lsp.json")
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(uri, text: seedOrderRow)
    #expect(try await client.waitForDiagnostics(uri).codes == ["mac-voiceover-untested", "focus-return-unspecified"])

    try workspace.write(
      ".leaf-lsp.json",
      #"{"rules": {"mac-voiceover-untested": "off", "focus-return-unspecified": "error"}}"#
    )
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(configURI), "type": 1]]])
    let configured = try await client.waitForLatestDiagnostics(uri) { $0.codes == ["focus-return-unspecified"] }
    #expect(configured.diagnostics.first?.severity == .error)

    // A config naming an unknown rule is reported in the config file, at its line.
    try workspace.write(".leaf-lsp.json", "{\n  \"rules\": {\n    \"no-such-rule\": \"off\"\n  }\n}\n")
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(configURI), "type": 2]]])
    let problems = try await client.waitForLatestDiagnostics(configURI) { !$0.diagnostics.isEmpty }
    #expect(problems.codes == ["config"])
    #expect(problems.diagnostics.first?.range.start.line == 2)
    _ = try await client.waitForLatestDiagnostics(uri) {
      $0.codes == ["mac-voiceover-untested", "focus-return-unspecified"]
    }

    try workspace.delete(".leaf-lsp.json")
    try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(configURI), "type": 3]]])
    _ = try await client.waitForLatestDiagnostics(configURI) { $0.diagnostics.isEmpty }
    try await client.shutdownAndExit()
  }

  @Test func editorSettingsFromWorkspaceConfigurationOverrideSeverities() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-settings/Row.contract"
    let settings = Mutex<JSONValue>(["rules": ["mac-voiceover-untested": "off"]])
    let server = InProcessServer { method, params in
      if method == "workspace/configuration" {
        #expect(params?["items"] == [["section": "leaf"]])
        return .success([settings.withLock { $0 }])
      }
      return .success(.null)
    }
    let client = server.client
    try await client.initialize(capabilities: ["workspace": ["configuration": true]])
    try client.open(uri, text: seedOrderRow)
    #expect(try await client.waitForDiagnostics(uri).codes == ["focus-return-unspecified"])

    settings.withLock { $0 = ["rules": ["focus-return-unspecified": "hint"]] }
    try client.notify("workspace/didChangeConfiguration", ["settings": .null])
    let changed = try await client.waitForLatestDiagnostics(uri) { $0.codes.count == 2 }
    #expect(changed.diagnostics.map(\.severity) == [.information, .hint])
    try await client.shutdownAndExit()
  }

  @Test func editorSettingsPushedWithDidChangeConfiguration() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-settings-push/Row.contract"
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(initializationOptions: ["leaf": ["rules": ["focus-return-unspecified": "off"]]])
    try client.open(uri, text: seedOrderRow)
    #expect(try await client.waitForDiagnostics(uri).codes == ["mac-voiceover-untested"])
    try client.notify(
      "workspace/didChangeConfiguration",
      ["settings": ["leaf": ["rules": ["mac-voiceover-untested": "error"]]]]
    )
    let changed = try await client.waitForLatestDiagnostics(uri) { $0.codes.count == 2 }
    #expect(changed.diagnostics.first?.severity == .error)
    try await client.shutdownAndExit()
  }

  @Test func addingAWorkspaceFolderIndexesIt() async throws {
    let first = try TemporaryWorkspace(["OrderRow.contract": ContractFixtures.orderRow])
    let second = try TemporaryWorkspace(["CartRow.contract": conflictingCart])
    defer {
      first.remove()
      second.remove()
    }
    let uri = first.uri("OrderRow.contract")
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [first.uri])
    try client.open(uri, text: ContractFixtures.orderRow)
    #expect(try await client.waitForDiagnostics(uri).codes == [])
    let added: JSONValue = ["event": ["added": [["uri": .string(second.uri), "name": "second"]], "removed": []]]
    try client.notify("workspace/didChangeWorkspaceFolders", added)
    _ = try await client.waitForLatestDiagnostics(uri) { $0.codes.count == 2 }
    let removed: JSONValue = ["event": ["added": [], "removed": [["uri": .string(second.uri), "name": "second"]]]]
    try client.notify("workspace/didChangeWorkspaceFolders", removed)
    _ = try await client.waitForLatestDiagnostics(uri) { $0.codes == [] }
    try await client.shutdownAndExit()
  }
}
