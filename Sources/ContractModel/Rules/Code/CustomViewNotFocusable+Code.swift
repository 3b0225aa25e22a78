import SwiftSource

/// On code: an `NSView` subclass that handles the mouse, keys or gestures itself but does not
/// take keyboard focus: no `acceptsFirstResponder` returning true in it or its workspace
/// superclasses (a value that is not a literal counts as taking it), so Tab never reaches it.
/// The class may be reached another way, so this is at most a warning.
extension CustomViewNotFocusable: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    context.facts.customViews.compactMap { view in
      guard view.isInteractive, !context.platforms(view.platforms, in: view.location.path, among: [.mac]).isEmpty,
        !view.aspects.contains(.acceptsFirstResponder) || view.acceptsFirstResponder == false
      else { return nil }
      let interaction = view.aspects.intersection(SwiftViewAspect.interaction).sorted().map(name)
      let reason =
        view.acceptsFirstResponder == false
        ? "its acceptsFirstResponder returns false" : "it does not override acceptsFirstResponder"
      return codeFinding(
        "Custom view '\(view.name)' handles \(interaction.joined(separator: ", ")) itself, but \(reason), so Tab "
          + "never reaches it on Mac: return true from acceptsFirstResponder, handle keyDown(with:) and draw a "
          + "focus ring (drawFocusRingMask, focusRingMaskBounds).",
        at: context.nameLocation(ofType: view.name, declaredAt: view.location),
        severity: .warning
      )
    }
  }

  /// An interaction aspect as messages name it.
  static func name(_ aspect: SwiftViewAspect) -> String {
    switch aspect {
    case .mouseDown: "mouseDown"
    case .mouseDragged: "mouseDragged"
    case .keyDown: "keyDown"
    case .gestureRecognizer: "a gesture recognizer"
    default: aspect.rawValue
    }
  }
}
