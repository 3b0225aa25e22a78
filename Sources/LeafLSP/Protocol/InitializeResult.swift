/// The `initialize` result.
struct InitializeResult: Codable, Sendable {
  struct ServerInfo: Codable, Sendable, Hashable {
    var name: String
    var version: String?
  }

  var capabilities: ServerCapabilities
  var serverInfo: ServerInfo?
}

/// What the server does: only what it implements is ever set.
struct ServerCapabilities: Codable, Sendable, Hashable {
  /// LSP `TextDocumentSyncKind`: 0 none, 1 full, 2 incremental.
  enum SyncKind: Int, Codable, Sendable, Hashable {
    case none = 0
    case full = 1
    case incremental = 2
  }

  struct SaveOptions: Codable, Sendable, Hashable {
    var includeText: Bool?
  }

  struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
    var openClose: Bool?
    var change: SyncKind?
    var save: SaveOptions?
  }

  struct DiagnosticOptions: Codable, Sendable, Hashable {
    var identifier: String?
    var interFileDependencies: Bool
    var workspaceDiagnostics: Bool
  }

  struct WorkspaceFoldersServerCapabilities: Codable, Sendable, Hashable {
    var supported: Bool?
    var changeNotifications: Bool?
  }

  struct WorkspaceOptions: Codable, Sendable, Hashable {
    var workspaceFolders: WorkspaceFoldersServerCapabilities?
  }

  var positionEncoding: String?
  var textDocumentSync: TextDocumentSyncOptions?
  var diagnosticProvider: DiagnosticOptions?
  var workspace: WorkspaceOptions?
}
