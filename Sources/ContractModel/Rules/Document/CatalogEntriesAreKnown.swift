/// Lint: a `See` entry names a built-in catalog entry or a team `catalog` block.
enum CatalogEntriesAreKnown: DocumentRule {
  static let id = RuleID.unknownCatalogEntry

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var items = context.checksHeader ? context.document.see : []
    items += context.components.flatMap(\.see)
    items += context.catalogEntries.flatMap(\.see)
    let known = BuiltInCatalog.entries.map(\.name) + context.document.catalogEntries.map(\.name)
    return items.compactMap { item in
      let folded = item.folded
      if BuiltInCatalog.entry(named: item.text) != nil || context.workspace.teamCatalogEntries.contains(folded) {
        return nil
      }
      return diagnostic(
        "'\(item.text)' is not a catalog entry: name a built-in entry (\(BuiltInCatalog.entries.map(\.name).joined(separator: ", "))) "
          + "or add a 'catalog \(item.text)' block." + DidYouMean.sentence(for: item.text, among: known),
        at: item.range
      )
    }
  }
}
