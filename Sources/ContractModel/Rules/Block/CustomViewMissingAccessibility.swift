/// Lint: a custom view needs a role and a label; an adjustable one also a value and
/// increment and decrement actions (NSAccessibility on Mac, traits on iOS).
enum CustomViewMissingAccessibility: BlockRule {
  static let descriptor = RuleDescriptor(
    .customViewMissingAccessibility,
    .error,
    "A custom view without role, label, value or adjust actions.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components where component.isCustomView {
      let anchor = component.field(.kind)?.range ?? component.syntax.nameRange
      var missing: [String] = []
      if component.field(.role)?.value.isEmpty ?? true { missing.append("Role") }
      if component.field(.label)?.value.isEmpty ?? true { missing.append("Label") }
      if !missing.isEmpty {
        result.append(
          diagnostic(
            "Custom view '\(component.name)' has no \(missing.joined(separator: " and no ")): VoiceOver cannot say "
              + "what it is. Add \(missing.map { "'\($0): …'" }.joined(separator: " and ")).",
            at: anchor
          )
        )
      }
      guard let role = component.field(.role), isAdjustable(role.value) else { continue }
      if component.field(.value)?.value.isEmpty ?? true {
        result.append(
          diagnostic(
            "Custom view '\(component.name)' has the adjustable role '\(role.value)' but no Value: add 'Value: …' "
              + "(for example '3 of 5') so VoiceOver reads the current value.",
            at: role.range
          )
        )
      }
      if !hasAdjustActions(component) {
        result.append(
          diagnostic(
            "Custom view '\(component.name)' has the adjustable role '\(role.value)' but no increment and decrement "
              + "actions: add 'Actions: Increment, Decrement' and reach them with arrow keys on Mac.",
            at: role.range
          )
        )
      }
    }
    return result
  }

  static func isAdjustable(_ role: String) -> Bool {
    ["slider", "stepper", "incrementor", "adjustable"].contains(ListItem.fold(role))
  }

  static func hasAdjustActions(_ component: Component) -> Bool {
    let names = component.actions.map(\.key)
    let increments = names.contains { $0.hasPrefix("increment") || $0.hasPrefix("increase") }
    let decrements = names.contains { $0.hasPrefix("decrement") || $0.hasPrefix("decrease") }
    let adjustable = component.paths.values.contains { $0.contains { $0.name == "adjustable" } }
    return (increments && decrements) || adjustable
  }
}

extension RuleID {
  public static let customViewMissingAccessibility: RuleID = "custom-view-missing-accessibility"
}
