import JSONRPC

/// The position and range a document request names at the top of its params, read only to check
/// them (see ``Position``): every such request is refused with InvalidParams when one is not made
/// of LSP `uinteger`s, whether it is about a contract, a Markdown document (whose positions are
/// moved into a fence before any feature reads them) or a code file (answered empty).
struct RequestPositions: Decodable {
  var position: Position?
  var range: LSPRange?

  /// Throws InvalidParams, naming the member, when `request`'s position or range is not valid.
  static func check(_ request: IncomingRequest) throws(ResponseError) {
    _ = try request.decodeParams(Self.self)
  }
}
