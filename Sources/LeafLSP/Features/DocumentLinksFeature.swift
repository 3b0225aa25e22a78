import ContractModel
import JSONRPC

/// `textDocument/documentLink`: team catalog `Link:` values, and `See:` items naming a built-in entry (its
/// doc page) or a team entry of the workspace that has a `Link`.
enum DocumentLinksFeature: LanguageFeature {
  static let methods = ["textDocument/documentLink"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("documentLinkProvider", ["resolveProvider": false])]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentRequest.self)
    guard let document = context.contracts.document(context.key(forURI: params.textDocument.uri)) else {
      return .array([])
    }
    var teamLinks: [String: String] = [:]
    for key in context.contracts.contractDocumentKeys {
      guard let other = context.contracts.document(key) else { continue }
      teamLinks.merge(other.teamCatalogLinks) { first, _ in first }
    }
    let links = document.catalogLinks(teamLinks: teamLinks).map {
      DocumentLink(range: context.range($0.range, in: document.lines), target: $0.target, tooltip: $0.tooltip)
    }
    return try encodedAnswer(links)
  }
}
