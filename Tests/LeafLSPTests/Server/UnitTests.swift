import ContractModel
import JSONRPC
import Testing

@testable import LeafLSP

/// Small pieces: URIs, encoding negotiation, settings, arguments, lifecycle rules.
@Suite struct UnitTests {
  @Test func fileURIsRoundTrip() {
    let path = "/tmp/Leaf Orders/注文 #1/Row+Mac.contract"
    let uri = DocumentURI.uri(fromPath: path)
    #expect(uri == "file:///tmp/Leaf%20Orders/%E6%B3%A8%E6%96%87%20%231/Row%2BMac.contract")
    #expect(DocumentURI.path(fromURI: uri) == path)
    #expect(DocumentURI.path(fromURI: "file://localhost/a/b.contract") == "/a/b.contract")
    #expect(DocumentURI.path(fromURI: "untitled:Untitled-1") == nil)
    #expect(DocumentURI.path(fromURI: "file://server/share/x") == nil)
  }

  @Test func encodingNegotiation() {
    #expect(ColumnEncoding.negotiated(offered: nil) == .utf16)
    #expect(ColumnEncoding.negotiated(offered: []) == .utf16)
    #expect(ColumnEncoding.negotiated(offered: ["utf-16"]) == .utf16)
    #expect(ColumnEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
    #expect(ColumnEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf32)
    #expect(ColumnEncoding.negotiated(offered: ["utf-8", "utf-32", "utf-16"]) == .utf8)
    #expect(ColumnEncoding.negotiated(offered: ["latin-1"]) == .utf16)
  }

  @Test func settingsParse() {
    let (settings, problems) = ServerSettings.parse([
      "leaf": ["rules": ["shortcut-conflict": "error", "mac-voiceover-untested": "off", "no-such-rule": "hint"]]
    ])
    #expect(settings.rules[RuleID("shortcut-conflict")] == .some(.error))
    #expect(settings.rules[RuleID("mac-voiceover-untested")] == .some(nil))
    #expect(settings.rules.count == 2)
    #expect(problems == ["settings: unknown rule 'no-such-rule'"])
    let (direct, _) = ServerSettings.parse(["rules": ["syntax": "warning"]])
    #expect(direct.rules[RuleID("syntax")] == .some(.warning))
    let (empty, none) = ServerSettings.parse(.null)
    #expect(empty.rules.isEmpty && none.isEmpty)
    #expect(!ServerSettings.parse(["rules": ["syntax": "loud"]]).problems.isEmpty)
    #expect(ServerSettings.parse(["leaf": ["rules": []]]).problems.isEmpty)
    #expect(!ServerSettings.parse(["leaf": ["rules": ["off"]]]).problems.isEmpty)
  }

  @Test func serveArguments() throws {
    #expect(try ServeCommand.parse([]) == ServeCommand.Options())
    #expect(try ServeCommand.parse(["serve", "--stdio"]) == ServeCommand.Options())
    #expect(try ServeCommand.parse(["serve", "--log-file", "/tmp/x.log"]).logFile == "/tmp/x.log")
    #expect(try ServeCommand.parse(["--log-file=/tmp/y.log", "--stdio"]).logFile == "/tmp/y.log")
    #expect(try ServeCommand.parse(["--version"]).showVersion)
    #expect(throws: ServeCommand.UsageError.self) { try ServeCommand.parse(["--log-file"]) }
    #expect(throws: ServeCommand.UsageError.self) { try ServeCommand.parse(["serve", "--tcp"]) }
  }

  @Test func lifecycleAdmission() throws {
    var lifecycle = ServerLifecycle()
    #expect(throws: ResponseError.serverNotInitialized) { try lifecycle.admit(request: "shutdown") }
    try lifecycle.admit(request: "initialize")
    #expect(!lifecycle.admits(notification: "textDocument/didOpen"))
    #expect(lifecycle.admits(notification: "exit"))
    #expect(lifecycle.exitCode == 1)
    lifecycle.didInitialize()
    #expect(throws: ResponseError.self) { try lifecycle.admit(request: "initialize") }
    try lifecycle.admit(request: "workspace/diagnostic")
    lifecycle.didShutDown()
    #expect(lifecycle.exitCode == 0)
    #expect(!lifecycle.admits(notification: "textDocument/didChange"))
    let error = try #require(throws: ResponseError.self) { try lifecycle.admit(request: "shutdown") }
    #expect(error.code == .invalidRequest)
  }

  @Test func workspaceFoldersFallBackToRootURIAndRootPath() throws {
    func folders(_ json: JSONValue) throws -> [String] {
      LanguageServer.workspaceFolders(try json.decode(InitializeParams.self)).paths
    }
    #expect(
      try folders(["workspaceFolders": [["uri": "file:///a%20b", "name": "a"]], "rootUri": "file:///c"]) == ["/a b"]
    )
    #expect(try folders(["workspaceFolders": .null, "rootUri": "file:///c"]) == ["/c"])
    #expect(try folders(["rootPath": "/d"]) == ["/d"])
    #expect(try folders(["rootUri": .null]) == [])
  }

  @Test func workspaceFoldersThatNameNoFolderOfThisMachineAreSetApart() throws {
    func folders(_ json: JSONValue) throws -> (paths: [String], unreadable: [String]) {
      LanguageServer.workspaceFolders(try json.decode(InitializeParams.self))
    }
    // A relative path written as a URI reads as a host: `file://App/Contracts`.
    let mixed = try folders([
      "workspaceFolders": [
        ["uri": "file://App/Contracts", "name": "a"], ["uri": "file:///ws", "name": "b"],
        ["uri": "https://example.com/ws", "name": "c"],
      ]
    ])
    #expect(mixed.paths == ["/ws"])
    #expect(mixed.unreadable == ["file://App/Contracts", "https://example.com/ws"])
    #expect(try folders(["rootUri": "file://server/share"]).unreadable == ["file://server/share"])
    #expect(try folders(["rootPath": "relative/ws"]).unreadable == ["relative/ws"])
    #expect(try folders(["rootUri": "file://localhost/ws"]) == (["/ws"], []))
  }

  @Test func configurationRootIsTheInnermostWorkspaceFolder() {
    let resolver = ConfigurationResolver(folders: ["/ws", "/ws/sub", "/other/"])
    #expect(resolver.root(forPath: "/ws/a/b.contract") == "/ws")
    #expect(resolver.root(forPath: "/ws/sub/b.contract") == "/ws/sub")
    #expect(resolver.root(forPath: "/other/b.contract") == "/other")
    #expect(resolver.root(forPath: "/wsx/b.contract") == "/wsx")
    #expect(resolver.root(forPath: "/elsewhere/deep/c.contract") == "/elsewhere/deep")
  }
}
