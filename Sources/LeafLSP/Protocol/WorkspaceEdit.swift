/// LSP `WorkspaceEdit`, in its `changes` form: the edits of each document, by URI.
struct WorkspaceEdit: Codable, Sendable, Hashable {
  var changes: [String: [TextEdit]]
}
