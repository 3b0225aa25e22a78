/// A range in a document named by its URI (LSP `Location`).
struct Location: Codable, Sendable, Hashable {
  var uri: String
  var range: LSPRange

  init(uri: String, range: LSPRange) {
    self.uri = uri
    self.range = range
  }
}
