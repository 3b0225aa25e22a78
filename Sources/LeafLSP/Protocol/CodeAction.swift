import JSONRPC

/// LSP `CodeActionKind` values the server offers.
enum CodeActionKinds {
  /// A fix for a diagnostic.
  static let quickFix = "quickfix"
  /// Applies every safe fix of a document (`source.fixAll.leaf`).
  static let fixAll = "source.fixAll.leaf"

  /// Whether an action of `kind` is wanted by a request's `only` filter (nil: everything).
  ///
  /// A filter entry matches its own kind and every kind below it: `source` and `source.fixAll`
  /// both match `source.fixAll.leaf`.
  static func isWanted(_ kind: String, only: [String]?) -> Bool {
    guard let only else { return true }
    return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
  }
}

/// LSP `CodeActionContext`: the diagnostics the client shows in the range, and the kinds it wants.
struct CodeActionContext: Codable, Sendable, Hashable {
  var diagnostics: [LSPDiagnostic]
  var only: [String]?
}

/// LSP `CodeActionParams`.
struct CodeActionParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var range: LSPRange
  var context: CodeActionContext
}

/// LSP `CodeAction` with a workspace edit (no command).
struct CodeAction: Codable, Sendable, Hashable {
  var title: String
  var kind: String
  var diagnostics: [LSPDiagnostic]?
  var isPreferred: Bool?
  var edit: WorkspaceEdit
}
