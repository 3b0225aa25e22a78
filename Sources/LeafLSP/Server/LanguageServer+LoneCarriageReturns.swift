import ContractModel
import JSONRPC

/// Requests about a document whose text holds a lone CR, which is not read (see
/// `ServerWorkspace+LoneCarriageReturns.swift`): a code action request gets the fix converting
/// each lone CR to LF (the quick fix of its finding, and fix-all); any other an empty result.
extension LanguageServer {
  /// The answer to `request` about `key` when `key` holds a lone CR; nil otherwise.
  func loneCarriageReturnAnswer(to request: IncomingRequest, key: String) throws -> JSONValue? {
    guard let edits = model.loneCarriageReturnFix(key, encoding: features.encoding) else { return nil }
    guard request.method == "textDocument/codeAction" else { return Self.emptyAnswer(to: request.method) }
    let params = try request.decodeParams(CodeActionParams.self)
    let edit = WorkspaceEdit(changes: [params.textDocument.uri: edits])
    var actions: [CodeAction] = []
    if CodeActionKinds.isWanted(CodeActionKinds.quickFix, only: params.context.only) {
      // As for any finding: those the client names, or those in the range when it names none.
      let findings = model.diagnostics(forKey: key, encoding: features.encoding)
      let shown =
        params.context.diagnostics.isEmpty
        ? findings.filter { CodeActionFeature.overlaps($0.range, params.range) }
        : params.context.diagnostics.filter { named in
          findings.contains { $0.code == named.code && $0.range == named.range && $0.message == named.message }
        }
      if !shown.isEmpty {
        actions.append(
          CodeAction(
            title: LoneCarriageReturns.fixTitle,
            kind: CodeActionKinds.quickFix,
            diagnostics: shown,
            isPreferred: true,
            edit: edit
          )
        )
      }
    }
    if CodeActionKinds.isWanted(CodeActionKinds.fixAll, only: params.context.only) {
      actions.append(
        CodeAction(
          title: CodeActionFeature.fixAllTitle,
          kind: CodeActionKinds.fixAll,
          diagnostics: nil,
          isPreferred: nil,
          edit: edit
        )
      )
    }
    return try JSONValueEncoder().encode(actions)
  }
}
