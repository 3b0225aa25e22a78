import JSONRPC

/// `initialize` params: only the members the server reads.
struct InitializeParams: Codable, Sendable {
  var processId: Int?
  var rootUri: String?
  var rootPath: String?
  var workspaceFolders: [WorkspaceFolder]?
  var initializationOptions: JSONValue?
  var capabilities: ClientCapabilities?
}

/// A workspace folder (LSP `WorkspaceFolder`).
struct WorkspaceFolder: Codable, Sendable, Hashable {
  var uri: String
  var name: String?

  init(uri: String, name: String?) {
    self.uri = uri
    self.name = name
  }
}

/// What the client can do: only the members the server reads.
struct ClientCapabilities: Codable, Sendable {
  struct General: Codable, Sendable {
    /// Position encodings the client supports, in its order of preference.
    var positionEncodings: [String]?
  }

  struct Window: Codable, Sendable {
    /// Whether the server may create progress with `window/workDoneProgress/create`.
    var workDoneProgress: Bool?
  }

  struct DynamicRegistration: Codable, Sendable {
    var dynamicRegistration: Bool?
  }

  struct DiagnosticsRefresh: Codable, Sendable {
    /// Whether the client understands `workspace/diagnostic/refresh`.
    var refreshSupport: Bool?
  }

  struct Workspace: Codable, Sendable {
    var didChangeWatchedFiles: DynamicRegistration?
    /// Whether the client answers `workspace/configuration`.
    var configuration: Bool?
    var workspaceFolders: Bool?
    var diagnostics: DiagnosticsRefresh?
  }

  struct TextDocument: Codable, Sendable {
    /// Present when the client pulls diagnostics with `textDocument/diagnostic`.
    var diagnostic: DynamicRegistration?
  }

  var general: General?
  var window: Window?
  var workspace: Workspace?
  var textDocument: TextDocument?
}
