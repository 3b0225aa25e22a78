/// The application menu: the `menu` block titled with the file's `App` name (`menu Pebble` with
/// `App: Pebble`). Its standard items exist on Mac only, so they are never checked against iPad's
/// shortcuts.
enum ApplicationMenu {
  /// The standard items, folded, without the app's name.
  static let standardItems: Set<String> = [
    "about", "settings", "preferences", "services", "hide", "hide others", "show all", "quit",
  ]

  /// Whether `menu` is the application menu of a file whose `App` is `app`.
  static func isApplicationMenu(_ menu: Menu, app: String?) -> Bool {
    guard let app else { return false }
    return ListItem.fold(menu.title) == ListItem.fold(app)
  }

  /// Whether `name` is a standard item of the application menu of `app`: `Quit`, `Quit Pebble`,
  /// `Settings…`, `About Pebble`.
  static func isStandardItem(_ name: String, app: String?) -> Bool {
    // The fold drops the ellipsis (`Settings…` is `settings`).
    let folded = ListItem.fold(name)
    if standardItems.contains(folded) { return true }
    guard let app else { return false }
    let suffix = " " + ListItem.fold(app)
    guard folded.hasSuffix(suffix) else { return false }
    return standardItems.contains(String(folded.dropLast(suffix.count)))
  }

  /// The platforms whose menu bar `command` stands in, given those of the file's menus, in a menu
  /// known to be, or not to be, the application menu of `app` (asked once for all of a menu's
  /// commands: ``isApplicationMenu(_:app:)``).
  static func platforms(
    of command: MenuCommand,
    app: String?,
    inApplicationMenu: Bool,
    menuPlatforms: [Platform]
  ) -> [Platform] {
    guard inApplicationMenu, isStandardItem(command.name, app: app) else { return menuPlatforms }
    return menuPlatforms.filter { $0 == .mac }
  }
}
