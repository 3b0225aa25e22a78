import ContractModel
import JSONRPC

/// Requests about Markdown documents: each is answered inside the contract fence it is about, as
/// the same request about the contract document the fence is held as, and the answer's positions
/// and URIs are moved back to the Markdown document. Outside the fences there is nothing: an
/// empty answer, never an error. Requests about the whole document are answered fence by fence.
extension LanguageServer {
  /// The methods answered for the whole document, fence by fence (their lists joined).
  static let markdownWholeDocumentMethods: Set<String> = [
    "textDocument/documentSymbol", "textDocument/foldingRange", "textDocument/documentLink", "textDocument/codeLens",
    "textDocument/inlayHint",
  ]

  /// The methods not served in Markdown documents: formatting, of the whole document or a range,
  /// is `leaf-lsp format`'s, which keeps the fences' indentation.
  static let markdownUnservedMethods: Set<String> = ["textDocument/formatting", "textDocument/rangeFormatting"]

  /// Answers `request`, about the Markdown document `key`, with `feature`.
  func answerInMarkdown(
    _ request: IncomingRequest,
    key: String,
    feature: any LanguageFeature.Type
  ) throws -> JSONValue {
    let context = FeatureContext(model: model, encoding: features.encoding, client: features)
    let map = markdownMap(key)
    let fenceOf = { [model] (uri: String) -> (uri: String, fence: MarkdownDocumentMap.Fence)? in
      Self.markdownFence(ofURI: uri, model: model)
    }
    func answer(in fence: MarkdownDocumentMap.Fence) throws -> JSONValue {
      let routed = IncomingRequest(
        id: request.id,
        method: request.method,
        params: MarkdownDocumentMap.params(request.params, into: fence)
      )
      return try feature.answer(routed, context: context)
    }
    switch request.method {
    case _ where Self.markdownUnservedMethods.contains(request.method):
      return Self.emptyAnswer(request.method)
    case "textDocument/semanticTokens/full":
      let answers = try map.fences.map { fence -> (fence: MarkdownDocumentMap.Fence, data: [Int]) in
        guard case .object(let result) = try answer(in: fence), case .array(let data)? = result["data"] else {
          return (fence, [])
        }
        return (fence, data.compactMap { if case .integer(let value) = $0 { Int(value) } else { nil } })
      }
      return .object(["data": .array(MarkdownDocumentMap.semanticTokens(answers).map { .integer(Int64($0)) })])
    case _ where Self.markdownWholeDocumentMethods.contains(request.method):
      var items: [JSONValue] = []
      for fence in map.fences {
        guard case .array(let found) = try answer(in: fence) else { continue }
        items += found.map { MarkdownDocumentMap.answer($0, from: fence, fenceOf: fenceOf) }
      }
      return .array(items)
    default:
      guard let line = Self.requestLine(request), let fence = map.fence(atLine: line) else {
        return Self.emptyAnswer(request.method)
      }
      return MarkdownDocumentMap.answer(try answer(in: fence), from: fence, fenceOf: fenceOf)
    }
  }

  /// `answer`, about a contract file, with its locations in Markdown fences (references,
  /// definitions, workspace symbols, rename edits) moved to their Markdown documents.
  func markdownLocations(in answer: JSONValue) -> JSONValue {
    MarkdownDocumentMap.answer(answer, from: nil) { [model] in Self.markdownFence(ofURI: $0, model: model) }
  }

  /// The fences of the Markdown document `key`, with the URIs of their contract documents.
  func markdownMap(_ key: String) -> MarkdownDocumentMap {
    MarkdownDocumentMap(
      uri: model.uri(forKey: key),
      fences: model.contracts.markdownFences(key).map {
        MarkdownDocumentMap.Fence(key: $0.key, uri: model.uri(forKey: $0.key), fence: $0.fence)
      }
    )
  }

  /// The Markdown document's URI and the fence, when `uri` is the URI of a fence's contract
  /// document (of any Markdown document).
  static func markdownFence(
    ofURI uri: String,
    model: ServerWorkspace
  ) -> (uri: String, fence: MarkdownDocumentMap.Fence)? {
    // Only a fence's URI ends with `#contract<N>` (`%23contract<N>` in a file URI): other strings
    // (hover text, messages) are not looked up.
    let digits = uri.reversed().prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, uri.dropLast(digits.count).hasSuffix("contract") else { return nil }
    let key = model.key(forURI: uri)
    guard let (markdown, fence) = model.contracts.markdownFence(ofKey: key) else { return nil }
    return (model.uri(forKey: markdown), MarkdownDocumentMap.Fence(key: key, uri: uri, fence: fence))
  }

  /// The Markdown line a request is about: its position's, or its range's start.
  static func requestLine(_ request: IncomingRequest) -> Int? {
    guard case .object(let params)? = request.params else { return nil }
    if let position = params["position"].flatMap(MarkdownDocumentMap.position) { return position.line }
    if case .object(let range)? = params["range"], let start = range["start"].flatMap(MarkdownDocumentMap.position) {
      return start.line
    }
    return nil
  }

  /// What a request gets where there is no contract: nothing, in the shape its method answers.
  static func emptyAnswer(_ method: String) -> JSONValue {
    switch method {
    case "textDocument/completion":
      return .object(["isIncomplete": false, "items": .array([])])
    case "textDocument/codeAction", "textDocument/references", "textDocument/documentHighlight",
      "textDocument/inlayHint", "textDocument/formatting", "textDocument/rangeFormatting":
      return .array([])
    default:
      return .null
    }
  }
}
