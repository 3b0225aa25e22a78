/// The fixes for diagnostics, and fix-all: what the editor's quick fixes, `source.fixAll.leaf`
/// and `leaf-lsp check --fix` apply.
///
/// Every fix is offered once per diagnostic and holds (``FixCheck``): applied, it removes its
/// diagnostic and adds no finding. A candidate that would not is never offered.
public enum FixProvider {
  /// Every fix for `diagnostic` of document `key`, the preferred first, a suppression last.
  public static func fixes(for diagnostic: Diagnostic, inDocument key: String, workspace: ContractWorkspace) -> [Fix] {
    candidates(for: diagnostic, inDocument: key, workspace: workspace).filter {
      FixCheck.holds($0, for: diagnostic, key: key, workspace: workspace)
    }
  }

  /// The fixes the generators propose for `diagnostic`, before they are checked; the same edits
  /// proposed twice are one candidate.
  static func candidates(for diagnostic: Diagnostic, inDocument key: String, workspace: ContractWorkspace) -> [Fix] {
    guard let document = workspace.document(key) else { return [] }
    let text = FixText(document: document)
    let chooser = FixShortcuts(
      bindingsOf: workspace.bindings(of:),
      app: document.app,
      facts: workspace.workspaceFacts,
      document: document
    )
    let proposed: [Fix?] = [
      DidYouMeanFix.fix(for: diagnostic, key: key, text: text),
      SuppressionIDFix.fix(for: diagnostic, key: key, text: text, configuration: workspace.configuration(for: key)),
      ColonFix.fix(for: diagnostic, key: key, text: text),
      AddFieldFixes.focusAfterDismiss(for: diagnostic, key: key, text: text),
      AddFieldFixes.macCheck(for: diagnostic, key: key, text: text, facts: workspace.workspaceFacts),
      MissingPathFix.fix(for: diagnostic, key: key, text: text, chooser: chooser),
      ShortcutFixes.replace(for: diagnostic, key: key, text: text, chooser: chooser),
      ShortcutFixes.addCommand(for: diagnostic, key: key, text: text, chooser: chooser),
      ShortcutFixes.useMenuShortcut(for: diagnostic, key: key, text: text),
      WayFixes.touchOnly(for: diagnostic, key: key, text: text, chooser: chooser),
      WayFixes.unreachable(for: diagnostic, key: key, text: text, chooser: chooser),
      PathFixes.table(for: diagnostic, key: key, text: text),
      PathFixes.hoverItem(for: diagnostic, key: key, text: text),
      PathFixes.focusOnSelection(for: diagnostic, key: key, text: text),
      SuppressionFix.fix(for: diagnostic, key: key, text: text),
    ]
    var result: [Fix] = []
    for case let fix? in proposed where !result.contains(where: { $0.edits == fix.edits }) { result.append(fix) }
    return result
  }

  /// The safe fixes of document `key`'s current diagnostics (one per diagnostic), as one list of
  /// non-overlapping edits of that document.
  public static func safeEdits(inDocument key: String, workspace: ContractWorkspace) -> [SourceEdit] {
    var edits: [SourceEdit] = []
    for diagnostic in workspace.diagnostics(for: key) {
      let safe = candidates(for: diagnostic, inDocument: key, workspace: workspace).filter(\.isSafe)
      guard let fix = safe.first(where: { FixCheck.holds($0, for: diagnostic, key: key, workspace: workspace) }) else {
        continue
      }
      for edit in fix.edits[key] ?? [] where !edits.contains(edit) { edits.append(edit) }
    }
    return SourceEdits.nonOverlapping(edits)
  }

  /// Applies the safe fixes of document `key` until none remains (at most `passes` rounds), updating
  /// the workspace; returns the new text, or nil when nothing changed.
  public static func applySafeFixes(inDocument key: String, workspace: ContractWorkspace, passes: Int = 5) -> String? {
    guard let original = workspace.text(key) else { return nil }
    var text = original
    for _ in 0..<passes {
      let edits = safeEdits(inDocument: key, workspace: workspace)
      guard !edits.isEmpty else { break }
      let next = SourceEdits.apply(edits, to: text)
      if next == text { break }
      text = next
      workspace.setDocument(key, text: text)
    }
    return text == original ? nil : text
  }
}
