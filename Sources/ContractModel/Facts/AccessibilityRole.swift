/// An accessibility role, subrole or trait a contract can name in its `Role` field.
public struct AccessibilityRole: Sendable, Hashable {
  /// Where the role comes from.
  public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An `NSAccessibility.Role` (or an AX role with no AppKit constant).
    case macRole = "Mac role"
    /// An `NSAccessibility.Subrole`.
    case macSubrole = "Mac subrole"
    /// A UIKit `UIAccessibilityTraits` member (iOS, iPadOS).
    case uiKitTrait = "UIKit trait"
    /// A SwiftUI `AccessibilityTraits` member.
    case swiftUITrait = "SwiftUI trait"

    /// Whether this is a Mac role or subrole.
    public var isMac: Bool { self == .macRole || self == .macSubrole }

    /// Whether this is an iOS trait (UIKit or SwiftUI).
    public var isIOSTrait: Bool { !isMac }

    /// The kind in words.
    public var description: String { rawValue }
  }

  /// The name as contracts write it: the Swift member name without the dot (`slider`, `checkBox`,
  /// `adjustable`, `isHeader`), without AppKit's `Role`/`Subrole` suffix (`heading`).
  public let name: String
  /// Mac role, Mac subrole, UIKit trait or SwiftUI trait.
  public let kind: Kind
  /// The API spelling, e.g. `NSAccessibility.Role.slider`, `UIAccessibilityTraits.adjustable`,
  /// `AccessibilityTraits.isHeader`, `kAXTimeFieldRole`.
  public let apiName: String
  /// What the role is, in a few words.
  public let meaning: String
  /// Other words people write for it (`stepper` for `incrementor`, `header` for `isHeader`),
  /// lower-cased.
  public let aliases: [String]
  /// The nearest role on the other platform: the iOS trait for a Mac role, the Mac role for an iOS
  /// trait; `nil` when there is none.
  public let counterpart: String?
  /// For a trait, the same trait in the other framework (UIKit `header` ↔ SwiftUI `isHeader`).
  public let frameworkCounterpart: String?
  /// Whether the role's value is adjusted by increment and decrement (slider, stepper, adjustable).
  public let isAdjustable: Bool

  /// Creates a role.
  public init(
    name: String,
    kind: Kind,
    apiName: String,
    meaning: String,
    aliases: [String] = [],
    counterpart: String? = nil,
    frameworkCounterpart: String? = nil,
    isAdjustable: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.apiName = apiName
    self.meaning = meaning
    self.aliases = aliases
    self.counterpart = counterpart
    self.frameworkCounterpart = frameworkCounterpart
    self.isAdjustable = isAdjustable
  }
}
