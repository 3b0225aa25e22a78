/// Lint: a non-path field written twice in one block; the first wins.
enum FieldsAreWrittenOnce: DocumentRule {
  static let id = RuleID.duplicateField

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.document.repeatedFields.map { repeated in
      diagnostic(
        "'\(repeated.field.key)' is written again (first on line \(repeated.first.line + 1)); only the first counts: "
          + "merge the two into one field.",
        at: repeated.field.keyRange,
        related: [
          RelatedLocation(
            location: DocumentLocation(document: context.document.key, range: repeated.first.keyRange),
            message: "first '\(repeated.first.key)'"
          )
        ]
      )
    }
  }
}
