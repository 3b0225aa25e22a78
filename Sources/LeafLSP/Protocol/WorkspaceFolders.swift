/// `workspace/didChangeWorkspaceFolders` params.
struct DidChangeWorkspaceFoldersParams: Codable, Sendable {
  struct Event: Codable, Sendable {
    var added: [WorkspaceFolder]
    var removed: [WorkspaceFolder]
  }

  var event: Event
}
