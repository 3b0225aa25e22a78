/// Lint: after a sheet or window closes, focus returns to the selected item or the row that
/// opened it, never somewhere else (the chapter's Decision 3).
enum FocusReturnsToTheSelection: DocumentRule {
  static let id = RuleID.focusNotOnSelection

  static let acceptedStems = ["select", "opened", "opening", "originat", "invok", "trigger"]

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard let field = component.field(.focusAfterDismiss) else { return nil }
      if namesTheSelection(field.value) { return nil }
      let place = field.value.isEmpty ? "nowhere" : "to '\(field.value)'"
      return diagnostic(
        "Focus after dismiss in '\(component.name)' goes \(place), not to the selection: the next arrow key would "
          + "move in the wrong place. Write 'Focus after dismiss: selected row'.",
        at: field.valueRange.isEmpty ? field.keyRange : field.valueRange
      )
    }
  }

  /// Whether a word of `value` starts with an accepted stem.
  static func namesTheSelection(_ value: String) -> Bool {
    ASCIIBytes.with(value) { bytes in
      guard ASCIIBytes.isASCII(bytes) else { return namesTheSelectionByCharacters(value) }
      // ASCII: lower-casing is byte by byte, and the letters are exactly `A`–`Z` and `a`–`z`.
      return ASCIIBytes.firstLetterRun(bytes) { run in
        acceptedStemBytes.contains { stem in
          stem.count <= run.count
            && stem.indices.allSatisfy { MechanismMatcher.lowercased(bytes[run.lowerBound + $0]) == stem[$0] }
        }
      }
    }
  }

  private static let acceptedStemBytes = acceptedStems.map { Array($0.utf8) }

  /// ``namesTheSelection(_:)`` by Unicode characters: the reference, and the way for text that is
  /// not ASCII.
  static func namesTheSelectionByCharacters(_ value: String) -> Bool {
    let words = value.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    return words.contains(where: { word in acceptedStems.contains { word.hasPrefix($0) } })
  }
}
