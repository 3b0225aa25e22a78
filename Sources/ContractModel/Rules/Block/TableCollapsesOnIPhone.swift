/// Lint: on iPhone a Table collapses to its first column, so an iPhone path that is a table
/// with `Columns` needs a row layout of its own.
enum TableCollapsesOnIPhone: BlockRule {
  static let descriptor = RuleDescriptor(
    .tableCollapsesOnIPhone,
    .warning,
    "The iPhone path is a table with no row layout of its own.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard !component.columns.isEmpty, let path = component.paths[.iPhone], path.contains(where: \.isTable) else {
        return nil
      }
      if path.contains(where: { $0.name == "list row" }) || mentionsOwnRow(path) { return nil }
      return diagnostic(
        "The iPhone path of '\(component.name)' is a table with Columns, and a table collapses to its first column "
          + "on iPhone: give iPhone its own 'list row' layout that shows \(component.columns.map(\.text).joined(separator: ", ")).",
        at: path.reportRange
      )
    }
  }

  /// Whether a piece speaks of a row that is not a table row (`row → details`, `row layout`).
  static func mentionsOwnRow(_ path: PlatformPath) -> Bool {
    path.segments.flatMap(\.pieces).contains { piece in
      let words = piece.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
      return words.enumerated().contains { index, word in
        (word == "row" || word == "rows") && (index == 0 || words[index - 1] != "table")
      }
    }
  }
}

extension RuleID {
  public static let tableCollapsesOnIPhone: RuleID = "table-collapses-on-iphone"
}
