/// Lint: a component without a `Meaning` (the one shared meaning) is an error.
enum MissingMeaning: BlockRule {
  static let descriptor = RuleDescriptor(
    .missingMeaning,
    .error,
    "A component has no Meaning.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.components.compactMap { component in
      if let meaning = component.field(.meaning), !meaning.value.isEmpty { return nil }
      return diagnostic(
        "Component '\(component.name)' has no Meaning: add 'Meaning: …', the one meaning its platforms share.",
        at: component.syntax.nameRange
      )
    }
  }
}

extension RuleID {
  public static let missingMeaning: RuleID = "missing-meaning"
}
