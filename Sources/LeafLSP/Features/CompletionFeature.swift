import ContractModel
import JSONRPC

/// `textDocument/completion`: context-aware proposals from ``ContractCompletions``, each with
/// documentation and a `textEdit` in the negotiated encoding.
enum CompletionFeature: LanguageFeature {
  /// The characters after which clients ask for proposals without being told.
  static let triggerCharacters = [":", " ", "⌘", "-", "→"]

  static let methods = ["textDocument/completion"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [
      (
        "completionProvider",
        [
          "triggerCharacters": .array(triggerCharacters.map { .string($0) }),
          "resolveProvider": false,
        ]
      )
    ]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params: CompletionParams = try request.decodeParams()
    let key = context.key(forURI: params.textDocument.uri)
    guard let document = context.contracts.document(key) else { return .null }
    let lines = document.lines
    let offset = context.offset(of: params.position, in: lines)
    let items = ContractCompletions.items(in: context.contracts, key: key, offset: offset).map { item in
      CompletionItem(
        label: item.label,
        kind: lspKind(item.kind),
        detail: item.detail,
        documentation: .markdown(item.documentation),
        textEdit: CompletionTextEdit(range: context.range(item.range, in: lines), newText: item.newText),
        filterText: item.filterText,
        sortText: item.sortText
      )
    }
    return CompletionList(isIncomplete: false, items: items).jsonValue
  }

  /// The LSP `CompletionItemKind` shown for a proposal.
  static func lspKind(_ kind: ContractCompletion.Kind) -> Int {
    switch kind {
    case .fieldKey: 10  // Property
    case .platform, .kind: 20  // EnumMember
    case .role: 13  // Enum
    case .mechanism: 14  // Keyword
    case .action, .menuCommand: 3  // Function
    case .same: 15  // Snippet-like keyword: Snippet
    case .catalogEntry: 18  // Reference
    case .shortcut: 21  // Constant
    }
  }
}
