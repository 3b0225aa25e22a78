import ContractModel
import JSONRPC

/// LSP `DocumentFormattingParams` (the options are not read: the format has one style).
struct DocumentFormattingParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
}

/// `textDocument/formatting`: the formatter's minimal edits (whitespace, key and shortcut spellings),
/// in the negotiated encoding; an empty list when the document is already formatted.
enum FormattingFeature: LanguageFeature {
  static let methods = ["textDocument/formatting"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("documentFormattingProvider", .bool(true))]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentFormattingParams.self)
    let document = try context.document(params.textDocument.uri)
    let key = context.key(forURI: params.textDocument.uri)
    guard let text = context.contracts.text(key) else { return .array([]) }
    let edits = CodeActionEdits(context: context).textEdits(ContractFormatter.edits(for: text), in: document.lines)
    return try JSONValueEncoder().encode(edits)
  }
}
