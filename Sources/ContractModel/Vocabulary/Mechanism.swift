/// One term of the interaction vocabulary: a way to reach an action, a layout, a presentation or focus.
public struct Mechanism: Sendable, Hashable, CustomStringConvertible {
  /// The canonical term, as the server writes it.
  public let name: String
  /// Other spellings recognised in paths (lower case).
  public let synonyms: [String]
  /// What it is in a path.
  public let role: MechanismRole
  /// Who can use it.
  public let reach: Reach
  /// Where it exists, in a few words per platform.
  public let availability: [Platform: String]
  /// One sentence for hover.
  public let summary: String

  /// Whether only a finger on a touch screen can use it (swipe, long press, drag, pinch).
  public var isTouchOnly: Bool { reach == .touch }
  /// Whether only a pointer can use it (hover, secondary click, double click).
  public var isPointerOnly: Bool { reach == .pointer }
  /// Whether it can be a way to an action (as opposed to layout, presentation or focus).
  public var reachesActions: Bool { role == .way || role == .command }
  /// Whether it is a command surface (context menu, menu bar, toolbar, keyboard shortcut).
  public var isCommand: Bool { role == .command }
  /// Whether it is a menu-bar command.
  public var isMenuBar: Bool { name == "menu bar" }
  /// Whether it is the hover mechanism.
  public var isHover: Bool { name == "hover" }
  /// Whether it gives a component keyboard focus.
  public var isKeyboardFocus: Bool { name == "keyboard focus" }
  /// Whether it is the focus ring.
  public var isFocusRing: Bool { name == "focus ring" }
  /// Whether it makes content a table on the platform.
  public var isTable: Bool { name == "table" || name == "table row" }

  public var description: String { name }
}
