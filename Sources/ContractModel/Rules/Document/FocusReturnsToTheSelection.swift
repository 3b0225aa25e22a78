/// Lint: after a sheet or window closes, focus returns to the selected item, the row that opened
/// it, or the control that presented it (the chapter's Decision 3), never somewhere else.
enum FocusReturnsToTheSelection: DocumentRule {
  static let id = RuleID.focusNotOnSelection

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard let field = component.field(.focusAfterDismiss) else { return nil }
      if FocusReturn.isAccepted(field.value, in: component) { return nil }
      let place = field.value.isEmpty ? "nowhere" : "to '\(field.value)'"
      return diagnostic(
        "Focus after dismiss in '\(component.name)' goes \(place), not to the selection or what opened it: the next "
          + "arrow key would move in the wrong place. Write 'Focus after dismiss: \(FocusReturn.suggestion(for: component))'.",
        at: field.valueRange.isEmpty ? field.keyRange : field.valueRange
      )
    }
  }
}
