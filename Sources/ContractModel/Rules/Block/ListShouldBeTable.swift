/// Lint: data with `Columns` (or `Kind: table`) must be a table on Mac, where VoiceOver reads
/// row and column position and headers (the chapter's Decision 4).
enum ListShouldBeTable: BlockRule {
  static let descriptor = RuleDescriptor(
    .listShouldBeTable,
    .error,
    "Tabular data whose Mac path presents no table.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.components.compactMap { component in
      let isTabular =
        !component.columns.isEmpty || component.field(.kind).map { ListItem.fold($0.value) == "table" } == true
      guard isTabular, let path = component.paths[.mac], !path.contains(where: \.isTable) else { return nil }
      let reason = component.columns.isEmpty ? "is 'Kind: table'" : "has Columns"
      return diagnostic(
        "'\(component.name)' \(reason), but its Mac path presents no table, so Mac VoiceOver reads a group with no "
          + "row count or column headers: make the Mac path a 'table row' (Table or NSTableView).",
        at: path.reportRange
      )
    }
  }
}

extension RuleID {
  public static let listShouldBeTable: RuleID = "list-should-be-table"
}
