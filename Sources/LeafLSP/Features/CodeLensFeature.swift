import ContractModel
import JSONRPC

/// `textDocument/codeLens`: over each component's header, its platform coverage
/// (`iPhone ✓ · iPad ✓ · Mac ✗ 2 errors`). The lens is a label: its command does nothing.
enum CodeLensFeature: LanguageFeature {
  static let methods = ["textDocument/codeLens"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("codeLensProvider", ["resolveProvider": false])]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentRequest.self)
    let key = context.key(forURI: params.textDocument.uri)
    guard let document = context.contracts.document(key) else { return .array([]) }
    let lenses = context.contracts.coverage(for: key).map {
      CodeLens(
        range: context.range($0.nameRange, in: document.lines),
        command: LensCommand(title: $0.summary, command: "")
      )
    }
    return try encodedAnswer(lenses)
  }
}
