/// One change of a `didChange`: a range replaced by text, or (without a range) the whole text.
struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
  var range: LSPRange?
  /// Deprecated by LSP; read but ignored (the range decides).
  var rangeLength: Int?
  var text: String

  init(range: LSPRange?, text: String) {
    self.range = range
    self.rangeLength = nil
    self.text = text
  }
}

/// `textDocument/didOpen`.
struct DidOpenTextDocumentParams: Codable, Sendable {
  var textDocument: TextDocumentItem
}

/// `textDocument/didChange`.
struct DidChangeTextDocumentParams: Codable, Sendable {
  var textDocument: VersionedTextDocumentIdentifier
  var contentChanges: [TextDocumentContentChangeEvent]
}

/// `textDocument/didClose`.
struct DidCloseTextDocumentParams: Codable, Sendable {
  var textDocument: TextDocumentIdentifier
}

/// `textDocument/didSave`.
struct DidSaveTextDocumentParams: Codable, Sendable {
  var textDocument: TextDocumentIdentifier
  var text: String?
}
