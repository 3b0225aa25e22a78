import ContractModel
import JSONRPC

/// `textDocument/references`: an action (declarations, path subjects, menu commands named like it, `Check`
/// references), a shortcut (every binding), a catalog entry, a component or a menu, across the workspace.
enum ReferencesFeature: LanguageFeature {
  static let methods = ["textDocument/references"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("referencesProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(ReferenceParams.self)
    guard let place = context.located(params.textDocument.uri, params.position) else { return .null }
    let found = context.navigator.references(
      at: place.offset,
      in: place.key,
      includeDeclarations: params.context?.includeDeclaration ?? true
    )
    return try encodedAnswer(found.compactMap { context.location($0.range, inDocument: $0.document) })
  }
}
