/// Lint: a non-path field written twice in one block; the first wins.
enum DuplicateField: BlockRule {
  static let descriptor = RuleDescriptor(
    .duplicateField,
    .warning,
    "A non-path field written twice in one block.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.repeatedFields.map { repeated in
      diagnostic(
        "'\(repeated.field.key)' is written again in this block; only the first counts: merge the two into one field.",
        at: repeated.field.keyRange,
        related: [
          RelatedLocation(
            location: context.location(repeated.first.keyRange),
            message: "first '\(repeated.first.key)'"
          )
        ]
      )
    }
  }
}

extension RuleID {
  public static let duplicateField: RuleID = "duplicate-field"
}
