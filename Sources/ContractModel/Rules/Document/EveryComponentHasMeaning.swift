/// Lint: a component without a `Meaning` (the one shared meaning) is an error.
enum EveryComponentHasMeaning: DocumentRule {
  static let id = RuleID.missingMeaning

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.components.compactMap { component in
      if let meaning = component.field(.meaning), !meaning.value.isEmpty { return nil }
      return diagnostic(
        "Component '\(component.name)' has no Meaning: add 'Meaning: …', the one meaning its platforms share.",
        at: component.syntax.nameRange
      )
    }
  }
}
