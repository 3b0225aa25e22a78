/// LSP `SymbolKind` numbers the server uses.
enum LSPSymbolKind {
  static let module = 2
  static let namespace = 3
  static let `class` = 5
  static let property = 7
  static let function = 12
  static let enumMember = 22
}

/// A symbol of the outline, with its children (LSP `DocumentSymbol`).
struct DocumentSymbol: Codable, Sendable, Hashable {
  var name: String
  var detail: String?
  var kind: Int
  var range: LSPRange
  var selectionRange: LSPRange
  var children: [DocumentSymbol]?
}

/// A symbol found across the workspace (LSP `SymbolInformation`).
struct SymbolInformation: Codable, Sendable, Hashable {
  var name: String
  var kind: Int
  var location: Location
  var containerName: String?
}
