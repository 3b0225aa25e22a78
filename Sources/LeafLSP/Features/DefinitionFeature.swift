import ContractModel
import JSONRPC

/// `textDocument/definition`: an action to its declaration, `Menu → Command` to the menu command line,
/// `same` to the line it inherits, a `See:` entry to its `catalog` block, a component to its header.
enum DefinitionFeature: LanguageFeature {
  static let methods = ["textDocument/definition"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("definitionProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentPositionRequest.self)
    guard let place = context.located(params.textDocument.uri, params.position) else { return .null }
    let locations = context.navigator.definition(at: place.offset, in: place.key).compactMap {
      context.location($0.range, inDocument: $0.document)
    }
    return locations.isEmpty ? .null : try encodedAnswer(locations)
  }
}
