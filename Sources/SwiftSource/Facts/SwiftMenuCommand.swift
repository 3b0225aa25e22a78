/// Where in the menu bar something is: a menu by title, or a standard group's placement, and
/// the submenus below it.
public struct SwiftMenuContext: Sendable, Hashable {
  /// The menu's title: `CommandMenu("Order")`, an `NSMenu(title:)`, a storyboard menu.
  public var menu: SwiftText?
  /// A `CommandGroup`'s placement, when the menu is a standard one.
  public var placement: SwiftMenuPlacement?
  /// The titles of the submenus (`Menu("Sort By") { … }`) between the menu and the command.
  public var submenus: [SwiftText]

  /// A context in `menu` or at `placement`, below `submenus`.
  public init(menu: SwiftText?, placement: SwiftMenuPlacement?, submenus: [SwiftText] = []) {
    self.menu = menu
    self.placement = placement
    self.submenus = submenus
  }

  /// The menu bar menu's title as the user reads it: the menu's (localized) title, or the
  /// standard menu a placement is in (`File` for `.newItem`), or the placement's name.
  public var menuTitle: String? {
    menu?.displayText ?? placement?.standardMenu ?? placement?.name
  }
}

/// A `CommandGroup`'s placement: `replacing: .newItem`, `after: .sidebar`.
public struct SwiftMenuPlacement: Sendable, Hashable {
  /// How the group stands to the placement.
  public enum Relation: String, Sendable, Hashable {
    /// `CommandGroup(replacing:)`: instead of the standard items.
    case replacing
    /// `CommandGroup(before:)`.
    case before
    /// `CommandGroup(after:)`.
    case after
  }

  /// How the group stands to the placement.
  public var relation: Relation
  /// The placement's name: `newItem`, `pasteboard`, `help`.
  public var name: String
  /// The standard menu the placement is in (`File`, `Edit`, `View`, `Window`, `Help`, or the
  /// app menu as `App`), when known.
  public var standardMenu: String?

  /// A placement `relation` to `name`.
  public init(relation: Relation, name: String) {
    self.relation = relation
    self.name = name
    self.standardMenu = Self.standardMenus[name]
  }

  /// The menu each of SwiftUI's `CommandGroupPlacement`s is in.
  static let standardMenus: [String: String] = [
    "appInfo": "App", "appSettings": "App", "systemServices": "App", "appVisibility": "App",
    "appTermination": "App", "newItem": "File", "saveItem": "File", "importExport": "File",
    "printItem": "File", "undoRedo": "Edit", "pasteboard": "Edit", "textEditing": "Edit",
    "textFormatting": "Edit", "toolbar": "View", "sidebar": "View", "windowSize": "Window",
    "windowList": "Window", "singleWindowList": "Window", "windowArrangement": "Window", "help": "Help",
  ]
}

/// A command in the menu bar.
public struct SwiftMenuCommand: Sendable, Hashable {
  /// Where it is read from.
  public enum Origin: String, Sendable, Hashable {
    /// SwiftUI `.commands`, `CommandMenu`, `CommandGroup`.
    case swiftUI
    /// An `NSMenuItem` made in code, or a `UIKeyCommand`/`UICommand` in a `UIMenu`.
    case code
    /// A storyboard or xib `menuItem`.
    case interfaceBuilder
  }

  /// The menu it is in.
  public var context: SwiftMenuContext
  /// Its title, when known.
  public var title: SwiftText?
  /// Its shortcut, when it has one that could be read.
  public var shortcut: SwiftShortcut?
  /// The control that makes it.
  public var control: SwiftControlKind
  /// Where it is read from.
  public var origin: Origin
  /// The type whose body holds it (a `Commands` type, or a view used in a menu).
  public var declaringType: String?
  /// The types it was reached through when composed (`ReorderCommand` for a button in the body
  /// of a view used in `CommandMenu("Order") { ReorderCommand() }`), outermost first.
  public var via: [String]
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where the control is written.
  public var location: SwiftLocation
}

/// A type used where it may add commands or actions: inside a menu's content, inside
/// `.commands { … }`, inside an action modifier's closure, or in another type's body.
public struct SwiftTypeUse: Sendable, Hashable {
  /// What the place of use makes of the type's controls.
  public enum Context: Sendable, Hashable {
    /// Inside a menu's content: its buttons become commands of that menu.
    case menu(SwiftMenuContext)
    /// Inside `.commands { … }`: a `Commands` type.
    case commands
    /// Inside a closure that makes action sites (`.swipeActions { ArchiveButton() }`).
    case actions(SwiftActionSite.Mechanism)
    /// Anywhere else in a type's body.
    case view
  }

  /// The name used (`ReorderCommand`).
  public var typeName: String
  /// What the place makes of it.
  public var context: Context
  /// The type whose body uses it.
  public var enclosingType: String?
  /// The platforms of the use.
  public var platforms: SwiftPlatformSet
  /// Where it is used.
  public var location: SwiftLocation
}
