/// What an AppKit view class overrides or sets that matters to accessibility and input.
///
/// Each case is named after the member it is read from (`override func mouseDown(with:)`,
/// `override var acceptsFirstResponder`, `setAccessibilityRole(_:)`); `gestureRecognizer` is an
/// `addGestureRecognizer(_:)` call.
public enum SwiftViewAspect: String, Sendable, Hashable, CaseIterable, Comparable {
  // Accessibility.
  case isAccessibilityElement, accessibilityRole, accessibilityLabel, accessibilityValue
  case accessibilityPerformIncrement, accessibilityPerformDecrement, accessibilityPerformPress
  // Focus and input.
  case acceptsFirstResponder, keyDown, mouseDown, mouseDragged, mouseUp
  case drawFocusRingMask, focusRingMaskBounds, gestureRecognizer

  public static func < (lhs: SwiftViewAspect, rhs: SwiftViewAspect) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The aspects that make a view interactive.
  public static let interaction: Set<SwiftViewAspect> = [.mouseDown, .mouseDragged, .keyDown, .gestureRecognizer]
}

/// A class declaration with what it overrides (the raw material of ``SwiftCustomView``).
public struct SwiftClassFacts: Sendable, Hashable {
  /// The class's name.
  public var name: String
  /// Its superclass as written (the first entry of its inheritance list), if any.
  public var superclass: String?
  /// The aspects it overrides (`override func mouseDown`) or sets (`setAccessibilityRole(…)`,
  /// `addGestureRecognizer(…)`), in its body or its extensions in the file.
  public var aspects: Set<SwiftViewAspect>
  /// The role, when given as a literal (`.slider` returned by `accessibilityRole()`).
  public var role: String?
  /// `acceptsFirstResponder`'s literal value, when it returns one.
  public var acceptsFirstResponder: Bool?
  /// `isAccessibilityElement()`'s literal value, when it returns one.
  public var isAccessibilityElement: Bool?
  /// Whether SwiftUI hosts it and gives VoiceOver its text (see `SwiftUIHostReader`).
  public var isLabelledBySwiftUI = false
  /// The `NSViewRepresentable` of its file that makes it, when one does: SwiftUI hosts it.
  public var swiftUIHost: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is declared.
  public var location: SwiftLocation
}

/// An `NSView` subclass (directly, or through classes of the workspace), with what it and
/// those classes override.
public struct SwiftCustomView: Sendable, Hashable {
  /// The class.
  public var name: String
  /// The superclasses from the direct one up to `NSView` (`["BaseView", "NSView"]`).
  public var superclasses: [String]
  /// The aspects it or its workspace superclasses override or set.
  public var aspects: Set<SwiftViewAspect>
  /// The role given as a literal, if any.
  public var role: String?
  /// `acceptsFirstResponder`'s literal value, if any.
  public var acceptsFirstResponder: Bool?
  /// `isAccessibilityElement()`'s literal value, if any.
  public var isAccessibilityElement: Bool?
  /// Whether SwiftUI hosts the class itself (not a superclass) and gives VoiceOver its text: an
  /// `NSViewRepresentable` of its file makes it, and every use of that representable has an
  /// `.accessibilityLabel` (``SwiftClassFacts/isLabelledBySwiftUI``).
  public var isLabelledBySwiftUI = false
  /// The `NSViewRepresentable` of its file that makes the class itself (not a superclass), when
  /// one does: SwiftUI hosts it, and its keyboard focus is SwiftUI's (`.focusable()`).
  public var swiftUIHost: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is declared.
  public var location: SwiftLocation

  /// Whether it handles the mouse, keys or gestures itself.
  public var isInteractive: Bool { !aspects.isDisjoint(with: SwiftViewAspect.interaction) }
}

/// A type declaration.
public struct SwiftTypeFact: Sendable, Hashable {
  /// The declared name (for an extension, the extended type as written).
  public var name: String
  /// The name with the enclosing types' names (`Outer.Inner`).
  public var qualifiedName: String
  /// Which kind of declaration.
  public var kind: SwiftDeclaration.Kind
  /// The inheritance list as written.
  public var inheritance: [String]
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is declared, from its first attribute to its closing brace.
  public var location: SwiftLocation
  /// The bytes of its name.
  public var nameRange: Range<Int>
}

/// A `// leaf-ignore: rule-id reason` or `// leaf-ignore-file: rule-id` comment.
public struct SwiftSuppression: Sendable, Hashable {
  /// What the comment covers.
  public enum Scope: Sendable, Hashable {
    /// A line (zero-based): the comment's own when it follows code, else the next line that is
    /// neither blank nor a comment.
    case line(Int)
    /// The whole file.
    case file
    /// Nothing follows the comment.
    case nothing
  }

  /// The rule ids named (comma-separated after the colon).
  public var ruleIDs: [String]
  /// The reason written after the ids.
  public var reason: String
  /// What it covers.
  public var scope: Scope
  /// The comment's line (zero-based).
  public var line: Int
  /// Where the comment is.
  public var location: SwiftLocation
}
