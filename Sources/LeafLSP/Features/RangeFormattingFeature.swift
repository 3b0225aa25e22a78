import ContractModel
import JSONRPC

/// LSP `DocumentRangeFormattingParams` (the options are not read: the format has one style).
struct DocumentRangeFormattingParams: Codable, Sendable, Hashable {
  var textDocument: TextDocumentIdentifier
  var range: LSPRange
}

/// `textDocument/rangeFormatting` (format selection, and format on paste): the edits of
/// `textDocument/formatting` that belong to the lines the range touches (see
/// ``ContractFormatter/edits(for:onLinesTouching:)``), in the negotiated encoding. A range that
/// ends at the start of a line leaves that line alone; an empty range formats its line.
enum RangeFormattingFeature: LanguageFeature {
  static let methods = ["textDocument/rangeFormatting"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("documentRangeFormattingProvider", .bool(true))]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentRangeFormattingParams.self)
    let document = try context.document(params.textDocument.uri)
    let key = context.key(forURI: params.textDocument.uri)
    guard let text = context.contracts.text(key) else { return .array([]) }
    // A range given end first is taken in order.
    let start = context.offset(of: params.range.start, in: document.lines)
    let end = context.offset(of: params.range.end, in: document.lines)
    let range = SourceRange(start: min(start, end), end: max(start, end))
    let edits = CodeActionEdits(context: context)
      .textEdits(ContractFormatter.edits(for: text, onLinesTouching: range), in: document.lines)
    return try JSONValueEncoder().encode(edits)
  }
}
