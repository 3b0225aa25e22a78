/// A document and a position in it: the parameters of definition, highlight and prepareRename (LSP
/// `TextDocumentPositionParams`).
struct DocumentPositionRequest: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var position: Position
}

/// `textDocument/references` parameters (LSP `ReferenceParams`).
struct ReferenceParams: Codable, Sendable, Hashable {
  /// Whether declarations are included.
  struct Context: Codable, Sendable, Hashable {
    var includeDeclaration: Bool
  }

  var textDocument: TextDocumentIdentifier
  var position: Position
  var context: Context?
}

/// `textDocument/rename` parameters (LSP `RenameParams`).
struct RenameParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var position: Position
  var newName: String
}

/// `textDocument/prepareRename` result: the range to rename and the text to start from.
struct PrepareRenameResult: Codable, Sendable, Hashable {
  var range: LSPRange
  var placeholder: String
}

/// `workspace/symbol` parameters (LSP `WorkspaceSymbolParams`).
struct WorkspaceSymbolParams: Codable, Sendable, Hashable {
  var query: String
}

/// A document-only request's parameters: symbols, folding, links, semantic tokens, code lens.
struct DocumentRequest: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
}

/// One highlighted occurrence (LSP `DocumentHighlight`; kind 2 = read, 3 = write).
struct DocumentHighlight: Codable, Sendable, Hashable {
  var range: LSPRange
  var kind: Int
}
