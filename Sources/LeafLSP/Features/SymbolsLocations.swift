import ContractModel
import JSONRPC

/// Conversions the navigation and presentation features share: positions to offsets, ranges of any
/// workspace document to LSP locations.
extension FeatureContext {
  /// The key, the document and the UTF-8 offset of a position in `uri`; nil when the document is unknown.
  func located(_ uri: String, _ position: Position) -> (key: String, document: ContractDocument, offset: Int)? {
    let key = key(forURI: uri)
    guard let document = contracts.document(key) else { return nil }
    return (key, document, offset(of: position, in: document.lines))
  }

  /// The LSP range of `range` in the workspace document `key`.
  func range(_ range: SourceRange, inDocument key: String) -> LSPRange? {
    guard let lines = contracts.lines(key) else { return nil }
    return self.range(range, in: lines)
  }

  /// The LSP location of `range` in the workspace document `key`.
  func location(_ range: SourceRange, inDocument key: String) -> Location? {
    self.range(range, inDocument: key).map { Location(uri: uri(forKey: key), range: $0) }
  }

  /// A navigator over the engine.
  var navigator: ContractNavigator { ContractNavigator(workspace: contracts) }
}

/// Encodes a feature's answer.
func encodedAnswer(_ value: some Encodable) throws -> JSONValue { try JSONValueEncoder().encode(value) }
