/// Lint: on Mac a custom view must take keyboard focus (acceptsFirstResponder) and show a focus
/// ring, or Tab never reaches it.
enum CustomViewNotFocusable: BlockRule {
  static let descriptor = RuleDescriptor(
    .customViewNotFocusable,
    .error,
    "A custom view that Tab never reaches or that shows no focus ring.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard component.isCustomView, let path = component.paths[.mac] else { return nil }
      var missing: [String] = []
      if !path.contains(where: \.isKeyboardFocus) { missing.append("keyboard focus") }
      let rings = path.segments.flatMap(\.pieces).filter { $0.mechanisms.contains { $0.mechanism.isFocusRing } }
      if rings.isEmpty || rings.allSatisfy(HiddenFocusRing.hides) { missing.append("focus ring") }
      guard !missing.isEmpty else { return nil }
      return diagnostic(
        "Custom view '\(component.name)' has no \(missing.joined(separator: " and no ")) on Mac, so Tab never "
          + "reaches it: add 'keyboard focus, focus ring' to the Mac path (acceptsFirstResponder and a visible ring).",
        at: path.reportRange
      )
    }
  }
}

extension RuleID {
  public static let customViewNotFocusable: RuleID = "custom-view-not-focusable"
}
