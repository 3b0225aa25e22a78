import ContractModel
import JSONRPC

/// `textDocument/inlayHint`: after each `same`, the path it expands to (`= row → details; …`).
enum InlayHintsFeature: LanguageFeature {
  static let methods = ["textDocument/inlayHint"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("inlayHintProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(InlayHintParams.self)
    guard let document = context.contracts.document(context.key(forURI: params.textDocument.uri)) else {
      return .array([])
    }
    let lower = context.offset(of: params.range.start, in: document.lines)
    let upper = context.offset(of: params.range.end, in: document.lines)
    let hints = document.sameExpansionHints().filter { $0.offset >= lower && $0.offset <= upper }.map { hint in
      InlayHint(
        position: context.range(.empty(at: hint.offset), in: document.lines).start,
        label: hint.label,
        tooltip: hint.tooltip,
        paddingLeft: true
      )
    }
    return try encodedAnswer(hints)
  }
}
