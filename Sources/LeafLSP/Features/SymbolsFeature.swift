import ContractModel
import JSONRPC

/// `textDocument/documentSymbol`: the hierarchical outline (components with their fields and platform
/// paths, menus with their commands, team catalog entries).
enum DocumentSymbolsFeature: LanguageFeature {
  static let methods = ["textDocument/documentSymbol"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("documentSymbolProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(DocumentRequest.self)
    guard let document = context.contracts.document(context.key(forURI: params.textDocument.uri)) else {
      return .array([])
    }
    return try encodedAnswer(document.outline.map { symbol($0, lines: document.lines, context: context) })
  }

  private static func symbol(_ item: OutlineItem, lines: some LineIndex, context: FeatureContext) -> DocumentSymbol {
    DocumentSymbol(
      name: item.name.isEmpty ? "(unnamed)" : item.name,
      detail: item.detail,
      kind: item.kind.lspKind,
      range: context.range(item.range, in: lines),
      selectionRange: context.range(item.selectionRange, in: lines),
      children: item.children.isEmpty ? nil : item.children.map { symbol($0, lines: lines, context: context) }
    )
  }
}

/// `workspace/symbol`: components, menus, commands and catalog entries of the whole workspace, matched
/// fuzzily against the query.
enum WorkspaceSymbolsFeature: LanguageFeature {
  static let methods = ["workspace/symbol"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [("workspaceSymbolProvider", true)]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(WorkspaceSymbolParams.self)
    let found = WorkspaceSymbolSearch.search(params.query, in: context.contracts)
    let symbols = found.compactMap { symbol -> SymbolInformation? in
      guard let location = context.location(symbol.range, inDocument: symbol.document) else { return nil }
      return SymbolInformation(
        name: symbol.name,
        kind: symbol.kind.lspKind,
        location: location,
        containerName: symbol.container
      )
    }
    return try encodedAnswer(symbols)
  }
}

extension OutlineKind {
  /// The LSP symbol kind shown for it.
  var lspKind: Int {
    switch self {
    case .component: LSPSymbolKind.class
    case .platform: LSPSymbolKind.enumMember
    case .field: LSPSymbolKind.property
    case .menu: LSPSymbolKind.module
    case .command: LSPSymbolKind.function
    case .catalogEntry: LSPSymbolKind.namespace
    }
  }
}
