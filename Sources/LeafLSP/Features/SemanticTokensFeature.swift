import ContractModel
import JSONRPC

/// `textDocument/semanticTokens/full`: headers, keys, platform names, actions, shortcuts, mechanisms,
/// catalog references and comments, delta-encoded in the negotiated position encoding.
enum SemanticTokensFeature: LanguageFeature {
  static let methods = ["textDocument/semanticTokens/full"]

  /// The token types, in ``SemanticTokenKind`` order.
  static let tokenTypes = SemanticTokenKind.allCases.map(\.legendName)
  /// The token modifiers: bit 0 is `declaration`.
  static let tokenModifiers = ["declaration"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    let legend: JSONValue = [
      "tokenTypes": .array(tokenTypes.map(JSONValue.string)),
      "tokenModifiers": .array(tokenModifiers.map(JSONValue.string)),
    ]
    return [("semanticTokensProvider", ["legend": legend, "full": true])]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentRequest.self)
    guard let document = context.contracts.document(context.key(forURI: params.textDocument.uri)) else {
      return try encodedAnswer(SemanticTokensResult(data: []))
    }
    let tokens = document.semanticTokens(facts: context.contracts.workspaceFacts)
    return try encodedAnswer(
      SemanticTokensResult(data: encode(tokens, lines: document.lines, encoding: context.encoding))
    )
  }

  /// The LSP integer encoding: per token, line delta, start delta (on the same line), length, type, modifiers.
  static func encode(_ tokens: [SemanticToken], lines: some LineIndex, encoding: ColumnEncoding) -> [Int] {
    var data: [Int] = []
    data.reserveCapacity(tokens.count * 5)
    var previousLine = 0
    var previousStart = 0
    for token in tokens {
      let start = lines.position(of: token.range.start, encoding: encoding)
      let end = lines.position(of: token.range.end, encoding: encoding)
      guard end.line == start.line, end.column > start.column else { continue }
      let lineDelta = start.line - previousLine
      data += [
        lineDelta, lineDelta == 0 ? start.column - previousStart : start.column, end.column - start.column,
        token.kind.rawValue, token.isDeclaration ? 1 : 0,
      ]
      previousLine = start.line
      previousStart = start.column
    }
    return data
  }
}
