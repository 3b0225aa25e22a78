/// `workspace/didChangeWatchedFiles` params.
struct DidChangeWatchedFilesParams: Codable, Sendable {
  var changes: [FileEvent]
}

/// One file system change.
struct FileEvent: Codable, Sendable, Hashable {
  /// LSP `FileChangeType`.
  enum ChangeType: Int, Codable, Sendable, Hashable {
    case created = 1
    case changed = 2
    case deleted = 3
  }

  var uri: String
  var type: ChangeType
}

/// The register options of `workspace/didChangeWatchedFiles`.
struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable, Hashable {
  var watchers: [FileSystemWatcher]
}

/// A glob the client watches for the server.
struct FileSystemWatcher: Codable, Sendable, Hashable {
  var globPattern: String
}
