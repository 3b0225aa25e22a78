/// The parameters of `textDocument/hover` (LSP `HoverParams`).
struct HoverParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var position: Position
}

/// The answer to `textDocument/hover` (LSP `Hover`): markdown and the range it is about.
struct Hover: Codable, Sendable, Hashable {
  var contents: MarkdownText
  var range: LSPRange
}
