import SwiftSource

/// On code: an `NSView` subclass that handles the mouse, keys or gestures itself (it overrides
/// `mouseDown`, `mouseDragged` or `keyDown`, or adds a gesture recognizer) and gives VoiceOver no
/// role or no label (no `accessibilityRole()`/`accessibilityLabel()` override, no
/// `setAccessibilityRole`/`setAccessibilityLabel` call and no role protocol such as
/// `NSAccessibilityButton` adopted, in the class or its workspace superclasses);
/// and one with an adjustable role (`.slider`, `.incrementor`) but no value or no increment and
/// decrement. Subclasses of AppKit's controls are not custom views: they inherit their role; nor is
/// a view SwiftUI hosts and labels (an `NSViewRepresentable` of its file makes it, and each use has an
/// `.accessibilityLabel`, on it or on the view whose `.overlay` holds it, or is the `.background` or
/// `.overlay` of a SwiftUI control with a text title). The class may get its role elsewhere, so this
/// is at most a warning.
extension CustomViewMissingAccessibility: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    context.interactiveCustomViews().compactMap { view in
      guard !view.isLabelledBySwiftUI else { return nil }
      let interaction = view.aspects.intersection(SwiftViewAspect.interaction).sorted().map(CustomViewNotFocusable.name)
      var missing: [String] = []
      if !view.aspects.contains(.accessibilityRole) && view.role == nil { missing.append("role") }
      if !view.aspects.contains(.accessibilityLabel) { missing.append("label") }
      var adjust: [String] = []
      if let role = view.role, isAdjustable(role) {
        if !view.aspects.contains(.accessibilityValue) { adjust.append("accessibilityValue()") }
        if !view.aspects.contains(.accessibilityPerformIncrement)
          || !view.aspects.contains(.accessibilityPerformDecrement)
        {
          adjust.append("accessibilityPerformIncrement() and accessibilityPerformDecrement()")
        }
      }
      guard !missing.isEmpty || !adjust.isEmpty else { return nil }
      var message: String
      if !missing.isEmpty {
        message =
          "Custom view '\(view.name)' handles \(interaction.joined(separator: ", ")) itself but has no "
          + "\(missing.joined(separator: " and no ")): VoiceOver cannot say what it is. Override "
          + missing.map { $0 == "role" ? "accessibilityRole()" : "accessibilityLabel()" }.joined(separator: " and ")
          + " (and isAccessibilityElement())."
      } else {
        message =
          "Custom view '\(view.name)' has the adjustable role '\(view.role!)' but no \(adjust.joined(separator: " and no ")): "
          + "VoiceOver cannot read or change its value."
      }
      message +=
        " Read from the code: no such override, setAccessibility… call or role protocol (NSAccessibilityButton, …) "
        + "in the class or its superclasses."
      return codeFinding(
        message,
        at: context.nameLocation(ofType: view.name, declaredAt: view.location),
        severity: .warning
      )
    }
  }
}
