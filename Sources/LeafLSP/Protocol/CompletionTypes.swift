/// The parameters of `textDocument/completion` (LSP `CompletionParams`; the context is not read).
struct CompletionParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var position: Position
}

/// Markdown or plain text (LSP `MarkupContent`).
struct MarkdownText: Codable, Sendable, Hashable {
  /// `markdown` or `plaintext`.
  var kind: String
  var value: String

  /// Markdown text.
  static func markdown(_ value: String) -> MarkdownText { MarkdownText(kind: "markdown", value: value) }
}

/// A replacement of a range by text (LSP `TextEdit`).
struct CompletionTextEdit: Codable, Sendable, Hashable {
  var range: LSPRange
  var newText: String
}

/// One proposal (LSP `CompletionItem`): always with a `textEdit`, so the client replaces exactly
/// the typed text the server chose.
struct CompletionItem: Codable, Sendable, Hashable {
  var label: String
  /// LSP `CompletionItemKind`.
  var kind: Int
  var detail: String
  var documentation: MarkdownText
  var textEdit: CompletionTextEdit
  var filterText: String?
  var sortText: String
  /// 1: plain text (never a snippet).
  var insertTextFormat = 1
}

/// The answer to `textDocument/completion` (LSP `CompletionList`).
struct CompletionList: Codable, Sendable, Hashable {
  var isIncomplete: Bool
  var items: [CompletionItem]
}
