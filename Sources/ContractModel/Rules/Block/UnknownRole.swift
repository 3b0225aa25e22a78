/// Lint: `Role` names a Mac accessibility role (`slider`, `checkBox`, …) or an iOS trait
/// (`adjustable`, `header`, …).
enum UnknownRole: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownRole,
    .warning,
    "A Role that is neither a Mac role nor an iOS trait.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
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

extension RuleID {
  public static let unknownRole: RuleID = "unknown-role"
}
