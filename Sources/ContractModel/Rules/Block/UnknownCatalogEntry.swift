/// Lint: a `See` entry names a built-in catalog entry or a team `catalog` block.
enum UnknownCatalogEntry: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownCatalogEntry,
    .warning,
    "A See entry that is neither built in nor a team catalog block.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var items = context.fileHeader?.see ?? []
    items += context.components.flatMap(\.see)
    items += context.catalogEntries.flatMap(\.see)
    return items.compactMap { item in
      let folded = item.folded
      if BuiltInCatalog.entry(named: item.text) != nil || context.workspace.hasTeamCatalogEntry(folded) {
        return nil
      }
      return diagnostic(
        "'\(item.text)' is not a catalog entry: name a built-in entry (\(BuiltInCatalog.entries.map(\.name).joined(separator: ", "))) "
          + "or add a 'catalog \(item.text)' block."
          + DidYouMean.sentence(
            for: item.text,
            among: BuiltInCatalog.entries.map(\.name) + context.workspace.teamCatalogNames
          ),
        at: item.range
      )
    }
  }
}

extension RuleID {
  public static let unknownCatalogEntry: RuleID = "unknown-catalog-entry"
}
