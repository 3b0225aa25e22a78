/// What every offered fix must do (v1.1): applied, it removes its diagnostic and adds no
/// finding. The engine itself is asked: the document is read with the fix applied, its
/// findings compared, and the text put back.
enum FixCheck {
  /// Whether `fix` of `diagnostic` in document `key` holds: its diagnostic gone, nothing added.
  static func holds(_ fix: Fix, for diagnostic: Diagnostic, key: String, workspace: ContractWorkspace) -> Bool {
    guard let text = workspace.text(key) else { return false }
    let edits = SourceEdits.nonOverlapping(fix.edits[key] ?? [])
    guard !edits.isEmpty, fix.edits.keys.allSatisfy({ $0 == key }) else { return false }
    let before = workspace.diagnostics(for: key)
    workspace.setDocument(key, text: SourceEdits.apply(edits, to: text))
    let after = workspace.diagnostics(for: key)
    workspace.setDocument(key, text: text)
    return holds(before: before, after: after, fixed: diagnostic, edits: edits)
  }

  /// Whether `after` (the findings with `edits` applied) lacks `fixed` and adds nothing to
  /// `before`: a finding is its rule at its place, the places of `before` moved by the edits.
  static func holds(before: [Diagnostic], after: [Diagnostic], fixed: Diagnostic, edits: [SourceEdit]) -> Bool {
    var remaining: [Place: Int] = [:]
    for diagnostic in before { remaining[Place(diagnostic, moved: edits), default: 0] += 1 }
    let target = Place(fixed, moved: edits)
    remaining[target, default: 0] -= 1
    for diagnostic in after {
      let place = Place(diagnostic.rule, diagnostic.range.start)
      guard let count = remaining[place], count > 0 else { return false }
      remaining[place] = count - 1
    }
    return true
  }

  /// A finding's identity across an edit: its rule and where it starts.
  struct Place: Hashable {
    let rule: RuleID
    let start: Int

    init(_ rule: RuleID, _ start: Int) {
      self.rule = rule
      self.start = start
    }

    /// The place of `diagnostic` once `edits` (sorted, not overlapping) are applied.
    init(_ diagnostic: Diagnostic, moved edits: [SourceEdit]) {
      var start = diagnostic.range.start
      var shift = 0
      for edit in edits where edit.range.start <= diagnostic.range.start {
        if edit.range.end <= diagnostic.range.start || edit.range.isEmpty {
          shift += edit.newText.utf8.count - edit.range.length
        } else {
          start = edit.range.start
        }
      }
      self.init(diagnostic.rule, start + shift)
    }
  }
}
