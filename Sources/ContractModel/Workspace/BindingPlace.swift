/// What every shortcut binding of one block shares: the component or menu that binds them, the
/// document, the block and the document's `App`. Made once for a block's bindings and held by
/// each by reference; never changed (bindings moved to another app share a moved place).
final class BindingPlace: Sendable, Hashable {
  /// The component that binds them, or nil for a menu's commands.
  let component: String?
  /// The menu that binds them, for a menu's commands.
  let menu: String?
  /// The document that binds them.
  let document: String
  /// The block that binds them.
  let block: BlockID
  /// The document's `App`.
  let app: String?
  /// ``app`` folded.
  let appKey: String?
  /// The component's name, or `menu` and the menu's title.
  let name: String

  /// The place of the bindings that `component` or `menu` of `document` makes in `block`.
  convenience init(component: String?, menu: String?, document: String, block: BlockID, app: String?) {
    self.init(
      component: component,
      menu: menu,
      document: document,
      block: block,
      app: app,
      appKey: app.map(ListItem.fold),
      name: component ?? "menu " + (menu ?? "")
    )
  }

  private init(
    component: String?,
    menu: String?,
    document: String,
    block: BlockID,
    app: String?,
    appKey: String?,
    name: String
  ) {
    self.component = component
    self.menu = menu
    self.document = document
    self.block = block
    self.app = app
    self.appKey = appKey
    self.name = name
  }

  /// The same place in a document whose `App` is now `app` (`appKey` folded).
  func moved(toApp app: String?, appKey: String?) -> BindingPlace {
    BindingPlace(
      component: component,
      menu: menu,
      document: document,
      block: block,
      app: app,
      appKey: appKey,
      name: name
    )
  }

  /// Whether the place is `other` but for its block.
  func isSame(asMovedFrom other: BindingPlace) -> Bool {
    self === other
      || (component == other.component && menu == other.menu && document == other.document && app == other.app
        && appKey == other.appKey)
  }

  static func == (lhs: BindingPlace, rhs: BindingPlace) -> Bool {
    lhs === rhs
      || (lhs.block == rhs.block && lhs.component == rhs.component && lhs.menu == rhs.menu
        && lhs.document == rhs.document && lhs.app == rhs.app && lhs.appKey == rhs.appKey)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(component)
    hasher.combine(menu)
    hasher.combine(document)
    hasher.combine(block)
    hasher.combine(app)
    hasher.combine(appKey)
  }
}
