/// A hover: markdown about what lies under the cursor, and the range it is about.
public struct ContractHover: Sendable, Hashable {
  /// The markdown text.
  public var markdown: String
  /// The UTF-8 range hovered.
  public var range: SourceRange

  /// Creates a hover.
  public init(markdown: String, range: SourceRange) {
    self.markdown = markdown
    self.range = range
  }
}

/// Hover for contract documents: a shortcut, a field key, `same`, a mechanism, an action, a role, a
/// catalog entry; and the rule of every diagnostic under the cursor.
public enum ContractHovers {
  /// The hover at `offset` (UTF-8) in the document `key` of `workspace`, or nil when nothing is there.
  public static func hover(in workspace: ContractWorkspace, key: String, offset: Int) -> ContractHover? {
    guard let document = workspace.document(key) else { return nil }
    let offset = min(max(offset, 0), document.lines.byteCount)
    var sections: [String] = []
    var range: SourceRange?
    if let found = ShortcutHover.hover(at: offset, document: document, workspace: workspace)
      ?? ElementHover.hover(at: offset, document: document, workspace: workspace)
    {
      sections.append(found.markdown)
      range = found.range
    }
    let diagnostics = workspace.diagnostics(for: key).filter { $0.range.contains(offset) }
    for diagnostic in diagnostics {
      sections.append(DiagnosticHover.markdown(diagnostic))
      range = range ?? diagnostic.range
    }
    guard let range, !sections.isEmpty else { return nil }
    return ContractHover(markdown: sections.joined(separator: "\n\n---\n\n"), range: range)
  }
}
