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
      // A `Meaning` line without its colon is the syntax error's one finding.
      guard lacksMeaning(component), !context.model.tree.keysWithoutColon.contains("Meaning") else { return nil }
      if let misspelt = MisspeltKey.reading(like: "Meaning", in: context) {
        return diagnostic(
          "Component '\(component.name)' has no Meaning: is '\(misspelt.key)' its Meaning? Did you mean 'Meaning'?",
          at: misspelt.keyRange
        )
      }
      return diagnostic(
        "Component '\(component.name)' has no Meaning: add 'Meaning: …', the one meaning its platforms share.",
        at: component.syntax.nameRange
      )
    }
  }

  /// Whether `component` has no `Meaning`, or an empty one.
  static func lacksMeaning(_ component: Component) -> Bool {
    component.field(.meaning).map { $0.value.isEmpty } ?? true
  }
}

extension RuleID {
  public static let missingMeaning: RuleID = "missing-meaning"
}
