/// Names a document (LSP `TextDocumentIdentifier`).
struct TextDocumentIdentifier: Codable, Sendable, Hashable {
  var uri: String
}

/// Names a document at a version (LSP `VersionedTextDocumentIdentifier`).
struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
  var uri: String
  var version: Int
}

/// A document as the client opens it (LSP `TextDocumentItem`).
struct TextDocumentItem: Codable, Sendable, Hashable {
  var uri: String
  var languageId: String
  var version: Int
  var text: String
}
