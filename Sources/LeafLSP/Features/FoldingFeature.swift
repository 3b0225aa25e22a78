import ContractModel
import JSONRPC

/// `textDocument/foldingRange`: each block, each multi-line field, each run of comment lines.
enum FoldingFeature: LanguageFeature {
  static let methods = ["textDocument/foldingRange"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("foldingRangeProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentRequest.self)
    guard let document = context.contracts.document(context.key(forURI: params.textDocument.uri)) else {
      return .array([])
    }
    let ranges = document.foldingRegions.map {
      FoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: $0.kind.rawValue)
    }
    return try encodedAnswer(ranges)
  }
}
