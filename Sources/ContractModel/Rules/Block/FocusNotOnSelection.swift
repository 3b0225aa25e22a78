/// Lint: after a sheet or window closes, focus returns to the selected item, the row that opened
/// it, or the control that presented it (the chapter's Decision 3), never somewhere else.
enum FocusNotOnSelection: BlockRule {
  static let descriptor = RuleDescriptor(
    .focusNotOnSelection,
    .warning,
    "Focus after dismiss goes somewhere other than the selection.",
    catalog: CatalogEntryName.readingOrderContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
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

extension RuleID {
  public static let focusNotOnSelection: RuleID = "focus-not-on-selection"
}
