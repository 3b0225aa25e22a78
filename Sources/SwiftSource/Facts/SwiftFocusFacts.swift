/// A `@FocusState` property.
public struct SwiftFocusState: Sendable, Hashable {
  /// The property's name.
  public var name: String
  /// Its written type (`Order.ID?`, `Bool`).
  public var typeText: String?
  /// The type that declares it.
  public var enclosingType: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is declared.
  public var location: SwiftLocation
}

/// Code that gives, takes or hides keyboard focus.
public struct SwiftFocusModifier: Sendable, Hashable {
  /// What the code does.
  public enum Kind: String, Sendable, Hashable {
    /// `.focused($state)`, `.focused($state, equals: value)`.
    case focused
    /// `.focusable()`, `.focusable(false)`.
    case focusable
    /// `.focusEffectDisabled()`.
    case focusEffectDisabled
    /// `focusRingType = .none`, or a `focusRingType` override returning `.none`.
    case focusRingHidden
    /// `.defaultFocus($state, value)`.
    case defaultFocus
  }

  /// What the code does.
  public var kind: Kind
  /// The focus state bound (`focusedOrder` for `$focusedOrder`, or a binding passed by name),
  /// when there is one.
  public var binding: String?
  /// A literal `true`/`false` argument (`.focusable(false)`), when given.
  public var flag: Bool?
  /// The source text of the arguments.
  public var argumentText: String
  /// The type declaration around it.
  public var enclosingType: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
  /// For `focusRingType = .none`, the class of another file whose initializer made the view
  /// (`let table = LibraryTableView()`), for the rule to look up among the workspace's classes.
  public var receiverClass: String? = nil

  /// The AppKit views that have no focus ring to lose: an image view, a table or outline view
  /// (its selection shows focus).
  public static let classesWithoutRing = FocusRingReceivers.viewsWithoutRing
}

/// A presentation that takes focus away and gives it back when dismissed.
public struct SwiftPresentation: Sendable, Hashable {
  /// The presenting modifier.
  public enum Kind: String, Sendable, Hashable {
    /// `.sheet(…)`.
    case sheet
    /// `.fullScreenCover(…)`.
    case fullScreenCover
    /// `.popover(…)`.
    case popover
  }

  /// The presenting modifier.
  public var kind: Kind
  /// The label of what drives it (`item`, `isPresented`).
  public var trigger: String?
  /// Whether an `onDismiss:` is given.
  public var hasOnDismiss: Bool
  /// The properties the `onDismiss` code assigns (its closure, or the function it names).
  public var onDismissAssignments: [String]
  /// Whether `onDismiss` assigns a `@FocusState` property of the enclosing type.
  public var restoresFocus: Bool
  /// The type declaration around it.
  public var enclosingType: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
}
