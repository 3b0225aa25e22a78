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
      let hasFocus = path.contains(where: \.isKeyboardFocus)
      // A ring the path hides (`focus ring hidden`, `focusRingType none`) is `hidden-focus-ring`'s
      // finding: one mistake, one finding.
      let hasRing = path.segments.contains { segment in
        segment.pieces.contains { $0.mechanisms.contains { $0.mechanism.isFocusRing } || HiddenFocusRing.hides($0) }
      }
      switch (hasFocus, hasRing) {
      case (true, true):
        return nil
      case (true, false):
        return diagnostic(
          "Custom view '\(component.name)' has no focus ring on Mac, so nobody sees when Tab reaches it: add "
            + "'focus ring' to the Mac path (a visible ring).",
          at: path.reportRange
        )
      case (false, _):
        return diagnostic(
          "Custom view '\(component.name)' has no keyboard focus\(hasRing ? "" : " and no focus ring") on Mac, so "
            + "Tab never reaches it: add 'keyboard focus, focus ring' to the Mac path (acceptsFirstResponder and "
            + "a visible ring).",
          at: path.reportRange
        )
      }
    }
  }
}

extension RuleID {
  public static let customViewNotFocusable: RuleID = "custom-view-not-focusable"
}
