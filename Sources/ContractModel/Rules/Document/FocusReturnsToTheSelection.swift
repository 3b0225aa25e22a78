/// Lint: after a sheet or window closes, focus returns to the selected item or the row that
/// opened it, never somewhere else (the chapter's Decision 3).
enum FocusReturnsToTheSelection: DocumentRule {
  static let id = RuleID.focusNotOnSelection

  static let acceptedStems = ["select", "opened", "opening", "originat", "invok", "trigger"]

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard let field = component.field(.focusAfterDismiss) else { return nil }
      let words = field.value.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
      if words.contains(where: { word in acceptedStems.contains { word.hasPrefix($0) } }) { return nil }
      let place = field.value.isEmpty ? "nowhere" : "to '\(field.value)'"
      return diagnostic(
        "Focus after dismiss in '\(component.name)' goes \(place), not to the selection: the next arrow key would "
          + "move in the wrong place. Write 'Focus after dismiss: selected row'.",
        at: field.valueRange.isEmpty ? field.keyRange : field.valueRange
      )
    }
  }
}
