import ContractModel
import JSONRPC

/// `textDocument/codeAction`: a quick fix for each diagnostic in the request's context (or, when the
/// client sends none, each diagnostic in its range), and `source.fixAll.leaf` applying the safe
/// fixes of the whole document.
enum CodeActionFeature: LanguageFeature {
  static let methods = ["textDocument/codeAction"]

  static func capabilities(client: ClientFeatures) -> [(String, JSONValue)] {
    [
      (
        "codeActionProvider",
        .object([
          "codeActionKinds": .array([.string(CodeActionKinds.quickFix), .string(CodeActionKinds.fixAll)]),
          "resolveProvider": .bool(false),
        ])
      )
    ]
  }

  static func answer(_ request: IncomingRequest, context: FeatureContext) throws -> JSONValue {
    let params = try request.decodeParams(CodeActionParams.self)
    let document = try context.document(params.textDocument.uri)
    let key = context.key(forURI: params.textDocument.uri)
    var actions: [CodeAction] = []
    if CodeActionKinds.isWanted(CodeActionKinds.quickFix, only: params.context.only) {
      actions += quickFixes(params, key: key, lines: document.lines, context: context)
    }
    if CodeActionKinds.isWanted(CodeActionKinds.fixAll, only: params.context.only),
      let fixAll = fixAll(key: key, context: context)
    {
      actions.append(fixAll)
    }
    return try JSONValueEncoder().encode(actions)
  }

  /// The quick fixes of the diagnostics the request is about.
  static func quickFixes(
    _ params: CodeActionParams,
    key: String,
    lines: some LineIndex,
    context: FeatureContext
  ) -> [CodeAction] {
    let converter = DiagnosticConverter(
      encoding: context.encoding,
      uriForKey: context.uri(forKey:),
      linesForKey: { context.contracts.lines($0) }
    )
    let edits = CodeActionEdits(context: context)
    var actions: [CodeAction] = []
    for diagnostic in context.contracts.diagnostics(for: key) {
      let converted = converter.convert(diagnostic, lines: lines)
      let shown: LSPDiagnostic
      if params.context.diagnostics.isEmpty {
        guard overlaps(converted.range, params.range) else { continue }
        shown = converted
      } else {
        // Matched on the message too: one line may hold several findings of one rule.
        guard
          let match = params.context.diagnostics.first(where: {
            $0.code == converted.code && $0.range == converted.range && $0.message == converted.message
          })
        else { continue }
        shown = match
      }
      for fix in FixProvider.fixes(for: diagnostic, inDocument: key, workspace: context.contracts) {
        guard let edit = edits.workspaceEdit(fix.edits) else { continue }
        // Two findings may share a fix (a suppression of one rule on one line): offered once.
        if let index = actions.firstIndex(where: { $0.title == fix.title && $0.edit == edit }) {
          if !(actions[index].diagnostics ?? []).contains(shown) { actions[index].diagnostics?.append(shown) }
          continue
        }
        actions.append(
          CodeAction(
            title: fix.title,
            kind: CodeActionKinds.quickFix,
            diagnostics: [shown],
            isPreferred: fix.isPreferred ? true : nil,
            edit: edit
          )
        )
      }
    }
    return actions
  }

  /// The title of the fix-all action.
  static let fixAllTitle = "Fix all safe leaf-lsp findings"

  /// The fix-all action, when the document has safe fixes.
  static func fixAll(key: String, context: FeatureContext) -> CodeAction? {
    let safe = FixProvider.safeEdits(inDocument: key, workspace: context.contracts)
    guard !safe.isEmpty, let edit = CodeActionEdits(context: context).workspaceEdit([key: safe]) else { return nil }
    return CodeAction(
      title: fixAllTitle,
      kind: CodeActionKinds.fixAll,
      diagnostics: nil,
      isPreferred: nil,
      edit: edit
    )
  }

  /// Whether two LSP ranges touch (an empty range at a diagnostic's edge counts).
  static func overlaps(_ lhs: LSPRange, _ rhs: LSPRange) -> Bool {
    func less(_ a: Position, _ b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
    return !less(lhs.end, rhs.start) && !less(rhs.end, lhs.start)
  }
}
