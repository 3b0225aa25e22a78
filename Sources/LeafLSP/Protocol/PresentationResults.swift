/// `textDocument/semanticTokens/full` result (LSP `SemanticTokens`).
struct SemanticTokensResult: Codable, Sendable, Hashable {
  var data: [Int]
}

/// A foldable run of lines (LSP `FoldingRange`; kind `comment` or `region`).
struct FoldingRange: Codable, Sendable, Hashable {
  var startLine: Int
  var endLine: Int
  var kind: String?
}

/// A span that opens an address (LSP `DocumentLink`).
struct DocumentLink: Codable, Sendable, Hashable {
  var range: LSPRange
  var target: String
  var tooltip: String?
}

/// `textDocument/inlayHint` parameters (LSP `InlayHintParams`).
struct InlayHintParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var range: LSPRange
}

/// A hint shown inline (LSP `InlayHint` with a string label).
struct InlayHint: Codable, Sendable, Hashable {
  var position: Position
  var label: String
  var tooltip: String?
  var paddingLeft: Bool?
}

/// A command shown as a lens title (LSP `Command`).
struct LensCommand: Codable, Sendable, Hashable {
  var title: String
  var command: String
}

/// A lens above a line (LSP `CodeLens`).
struct CodeLens: Codable, Sendable, Hashable {
  var range: LSPRange
  var command: LensCommand?
}
