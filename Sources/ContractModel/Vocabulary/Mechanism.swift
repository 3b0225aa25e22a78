/// One term of the interaction vocabulary: a way to reach an action, a layout, a presentation or focus.
///
/// A value whose fields live in one shared, immutable box: copying a mechanism (every match,
/// piece and segment holds one) costs one reference count, not one per field.
public struct Mechanism: Sendable, Hashable, CustomStringConvertible {
  /// The fields, shared by every copy.
  private final class Storage: Sendable {
    let name: String
    let synonyms: [String]
    let role: MechanismRole
    let reach: Reach
    let availability: [Platform: String]
    let summary: String

    init(
      name: String,
      synonyms: [String],
      role: MechanismRole,
      reach: Reach,
      availability: [Platform: String],
      summary: String
    ) {
      self.name = name
      self.synonyms = synonyms
      self.role = role
      self.reach = reach
      self.availability = availability
      self.summary = summary
    }
  }

  private let storage: Storage

  /// Creates a term.
  init(
    name: String,
    synonyms: [String],
    role: MechanismRole,
    reach: Reach,
    availability: [Platform: String],
    summary: String
  ) {
    storage = Storage(
      name: name,
      synonyms: synonyms,
      role: role,
      reach: reach,
      availability: availability,
      summary: summary
    )
  }

  /// The canonical term, as the server writes it.
  public var name: String { storage.name }
  /// Other spellings recognised in paths (lower case).
  public var synonyms: [String] { storage.synonyms }
  /// What it is in a path.
  public var role: MechanismRole { storage.role }
  /// Who can use it.
  public var reach: Reach { storage.reach }
  /// Where it exists, in a few words per platform.
  public var availability: [Platform: String] { storage.availability }
  /// One sentence for hover.
  public var summary: String { storage.summary }

  /// Whether only a finger on a touch screen can use it (swipe, long press, drag, pinch).
  public var isTouchOnly: Bool { reach == .touch }
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

  /// Mechanisms are equal when every field is: the same box always is.
  public static func == (lhs: Mechanism, rhs: Mechanism) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.name == rhs.name && lhs.synonyms == rhs.synonyms && lhs.role == rhs.role && lhs.reach == rhs.reach
      && lhs.availability == rhs.availability && lhs.summary == rhs.summary
  }

  /// Hashes the name (equal mechanisms have equal names).
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
