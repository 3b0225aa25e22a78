import ContractModel
import JSONRPC

/// What a language feature reads to answer a request: the engine (synchronised with every open
/// document), the URI ↔ key mapping, the negotiated encoding and what the client supports.
///
/// - Important: Used only inside the ``LanguageServer`` actor, synchronously.
struct FeatureContext {
  /// The server's model of the workspace (open documents, keys, the engine).
  let model: ServerWorkspace
  /// The negotiated position encoding.
  let encoding: ColumnEncoding
  /// What the client said it supports.
  let client: ClientFeatures

  /// The engine.
  var contracts: ContractWorkspace { model.contracts }

  /// The workspace key of `uri`.
  func key(forURI uri: String) -> String { model.key(forURI: uri) }

  /// The URI of a workspace key.
  func uri(forKey key: String) -> String { model.uri(forKey: key) }

  /// The read document of `uri`, or an error the client understands.
  func document(_ uri: String) throws(ResponseError) -> ContractDocument {
    guard let document = contracts.document(key(forURI: uri)) else {
      throw ResponseError(code: .requestFailed, message: "\(uri) is not a known contract document")
    }
    return document
  }

  /// The UTF-8 offset of an LSP position in `lines` (clamped).
  func offset(of position: Position, in lines: some LineIndex) -> Int {
    lines.offset(of: LineColumn(line: position.line, column: position.character), encoding: encoding)
  }

  /// The LSP range of a source range in `lines`.
  func range(_ range: SourceRange, in lines: some LineIndex) -> LSPRange {
    let start = lines.position(of: range.start, encoding: encoding)
    let end = lines.position(of: range.end, encoding: encoding)
    return LSPRange(
      start: Position(line: start.line, character: start.column),
      end: Position(line: end.line, character: end.column)
    )
  }
}

/// A language feature (completion, hover, …): the requests it answers and what it advertises.
///
/// To add one: write a type conforming to this protocol in its own file under `Features/`, add it
/// to ``LanguageFeatures/all``, and test it end to end. Advertise a capability only when it works.
protocol LanguageFeature {
  /// The request methods it answers, such as `textDocument/hover`.
  static var methods: [String] { get }
  /// The members it adds to `ServerCapabilities`, such as `("hoverProvider", true)`.
  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)]
  /// Answers one request of ``methods``.
  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue
}

/// Every language feature the server offers.
enum LanguageFeatures {
  static var all: [any LanguageFeature.Type] {
    [
      DocumentSymbolsFeature.self,
      WorkspaceSymbolsFeature.self,
      DefinitionFeature.self,
      ReferencesFeature.self,
      HighlightFeature.self,
      RenameFeature.self,
      SemanticTokensFeature.self,
      FoldingFeature.self,
      DocumentLinksFeature.self,
      InlayHintsFeature.self,
      CodeLensFeature.self,
      CodeActionFeature.self,
      FormattingFeature.self,
      RangeFormattingFeature.self,
      CompletionFeature.self,
      HoverFeature.self,
    ]
  }

  /// The feature answering `method`, if any.
  static func feature(for method: String) -> (any LanguageFeature.Type)? {
    all.first { $0.methods.contains(method) }
  }

  /// Every feature's capabilities, to merge into the `initialize` result.
  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    all.flatMap { $0.capabilities(client: client) }
  }
}
