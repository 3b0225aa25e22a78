/// Lint: `Role` names a Mac accessibility role (`slider`, `checkBox`, …) or an iOS trait
/// (`adjustable`, `header`, …).
enum RolesAreKnown: DocumentRule {
  static let id = RuleID.unknownRole

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard let field = component.field(.role), !field.value.isEmpty else { return nil }
      var name = field.value.trimmingBlanks()
      if name.hasPrefix(".") { name.removeFirst() }
      guard AccessibilityRoles.lookup(name) == nil else { return nil }
      return diagnostic(
        "Role '\(field.value)' of '\(component.name)' is neither a Mac accessibility role nor an iOS trait."
          + DidYouMean.sentence(for: name, among: AccessibilityRoles.completionNames),
        at: field.valueRange
      )
    }
  }
}
