import ContractModel
import JSONRPC

/// `textDocument/documentHighlight`: every occurrence in the document of what stands at the position;
/// declarations as writes, references as reads.
enum HighlightFeature: LanguageFeature {
  static let methods = ["textDocument/documentHighlight"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("documentHighlightProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentPositionRequest.self)
    guard let place = context.located(params.textDocument.uri, params.position) else { return .null }
    let highlights = context.navigator.highlights(at: place.offset, in: place.key).map {
      DocumentHighlight(range: context.range($0.range, in: place.document.lines), kind: $0.role == .declaration ? 3 : 2)
    }
    return try encodedAnswer(highlights)
  }
}
