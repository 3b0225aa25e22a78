import ContractModel
import JSONRPC

/// `textDocument/hover`: markdown from ``ContractHovers`` about the shortcut, key, mechanism, action,
/// role, catalog entry or diagnostic under the cursor; `null` when nothing is there.
enum HoverFeature: LanguageFeature {
  static let methods = ["textDocument/hover"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("hoverProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params: HoverParams = try request.decodeParams()
    let key = context.key(forURI: params.textDocument.uri)
    guard let document = context.contracts.document(key) else { return .null }
    let lines = document.lines
    let offset = context.offset(of: params.position, in: lines)
    guard let hover = ContractHovers.hover(in: context.contracts, key: key, offset: offset) else { return .null }
    return try JSONValueEncoder().encode(
      Hover(contents: .markdown(hover.markdown), range: context.range(hover.range, in: lines))
    )
  }
}
