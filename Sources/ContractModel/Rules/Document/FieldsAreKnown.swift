/// Lint: a field key the language does not define where it stands.
enum FieldsAreKnown: DocumentRule {
  static let id = RuleID.unknownField

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.document.misplacedFields.compactMap { misplaced in
      if PlatformsAreKnown.looksLikePlatform(misplaced) { return nil }
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
