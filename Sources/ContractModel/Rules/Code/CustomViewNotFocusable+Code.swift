import SwiftSource

/// On code: an `NSView` subclass that handles the mouse, keys or gestures itself but does not
/// take keyboard focus: no `acceptsFirstResponder` returning true in it or its workspace
/// superclasses (a value that is not a literal counts as taking it), so Tab never reaches it.
/// The class may be reached another way, so this is at most a warning. For a class an
/// `NSViewRepresentable` makes, the message names SwiftUI's fix (`.focusable()`) rather than AppKit's.
extension CustomViewNotFocusable: CodeRule {
  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    context.interactiveCustomViews().compactMap { view in
      guard !view.aspects.contains(.acceptsFirstResponder) || view.acceptsFirstResponder == false else { return nil }
      let interaction = view.aspects.intersection(SwiftViewAspect.interaction).sorted().map(name)
      let reason =
        view.acceptsFirstResponder == false
        ? "its acceptsFirstResponder returns false" : "it does not override acceptsFirstResponder"
      // SwiftUI hosts it: focus is given where SwiftUI shows it.
      let fix =
        view.swiftUIHost.map {
          "make it focusable in SwiftUI, where \($0) shows it (.focusable(), with .onKeyPress for its keys), "
            + "which draws the focus ring"
        }
        ?? "return true from acceptsFirstResponder, handle keyDown(with:) and draw a focus ring (drawFocusRingMask, "
        + "focusRingMaskBounds)"
      return codeFinding(
        "Custom view '\(view.name)' handles \(interaction.joined(separator: ", ")) itself, but \(reason), so Tab "
          + "never reaches it on Mac: \(fix).",
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
