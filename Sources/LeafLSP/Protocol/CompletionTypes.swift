import JSONRPC

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

// MARK: - JSON written directly

// Completion answers carry dozens of items with documentation: they are built as JSON values
// directly, members in the order the Codable conformance writes them, absent ones left out (the
// tests hold the two equal, byte for byte).

extension MarkdownText {
  /// `{"kind": …, "value": …}` without the Codable bridge.
  var jsonValue: JSONValue { ["kind": .string(kind), "value": .string(value)] }
}

extension CompletionTextEdit {
  /// `{"range": …, "newText": …}` without the Codable bridge.
  var jsonValue: JSONValue { ["range": range.jsonValue, "newText": .string(newText)] }
}

extension CompletionItem {
  /// The item as JSON, without the Codable bridge.
  var jsonValue: JSONValue {
    var object = JSONObject(minimumCapacity: 9)
    object["label"] = .string(label)
    object["kind"] = JSONValue(kind)
    object["detail"] = .string(detail)
    object["documentation"] = documentation.jsonValue
    object["textEdit"] = textEdit.jsonValue
    if let filterText { object["filterText"] = .string(filterText) }
    object["sortText"] = .string(sortText)
    object["insertTextFormat"] = JSONValue(insertTextFormat)
    return .object(object)
  }
}

extension CompletionList {
  /// The list as JSON, without the Codable bridge.
  var jsonValue: JSONValue {
    ["isIncomplete": .bool(isIncomplete), "items": .array(items.map(\.jsonValue))]
  }
}
