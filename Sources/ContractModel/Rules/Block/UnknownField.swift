/// Lint: a field key the language does not define where it stands.
enum UnknownField: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownField,
    .warning,
    "A field key the contract language does not know.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.misplacedFields.compactMap { misplaced in
      if UnknownPlatform.looksLikePlatform(misplaced) || MisspeltKey.isClaimed(misplaced, in: context) { return nil }
      let field = misplaced.field
      let place: String
      switch misplaced.context {
      case .fileHeader: place = "the file header (before the first block)"
      case .component: place = "a component"
      case .catalog: place = "a catalog entry"
      }
      let known = FieldKey.names(in: misplaced.context)
      var message = "'\(field.key)' is not a field of \(place)."
      if FieldKey(anyContext: field.key) != nil {
        message += " It belongs elsewhere; here the fields are \(known.prefix(6).joined(separator: ", "))…"
      } else {
        message += DidYouMean.sentence(for: field.key, among: known)
      }
      return diagnostic(message, at: field.keyRange)
    }
  }
}

extension RuleID {
  public static let unknownField: RuleID = "unknown-field"
}
