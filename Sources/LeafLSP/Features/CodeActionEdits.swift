import ContractModel

/// Turns engine edits (UTF-8 ranges, workspace keys) into an LSP `WorkspaceEdit` in the negotiated
/// encoding, each range converted with the line table of the document it edits.
struct CodeActionEdits {
  /// The feature's context.
  let context: FeatureContext

  /// The workspace edit of `edits`, or nil when a document is unknown or there is nothing to do.
  func workspaceEdit(_ edits: [String: [SourceEdit]]) -> WorkspaceEdit? {
    var changes: [String: [TextEdit]] = [:]
    for (key, documentEdits) in edits where !documentEdits.isEmpty {
      guard let lines = context.contracts.lines(key) else { return nil }
      changes[context.uri(forKey: key)] = textEdits(documentEdits, in: lines)
    }
    return changes.isEmpty ? nil : WorkspaceEdit(changes: changes)
  }

  /// The LSP edits of `edits`, sorted and without overlaps.
  func textEdits(_ edits: [SourceEdit], in lines: some LineIndex) -> [TextEdit] {
    SourceEdits.nonOverlapping(edits).map { TextEdit(range: context.range($0.range, in: lines), newText: $0.newText) }
  }
}
