/// A place where the user can run an action, and how they reach it.
public struct SwiftActionSite: Sendable, Hashable {
  /// How the action is reached.
  public enum Mechanism: String, Sendable, Hashable {
    /// `.swipeActions { … }`, a `UIContextualAction`.
    case swipeAction
    /// `.contextMenu { … }`, the menu of `.contextMenu(forSelectionType:menu:primaryAction:)`.
    case contextMenu
    /// The `primaryAction:` of `.contextMenu(forSelectionType:menu:primaryAction:)`.
    case contextMenuPrimaryAction
    /// A control in `.toolbar { … }` (in a `ToolbarItem`, `ToolbarItemGroup` or directly).
    case toolbarItem
    /// `.onTapGesture`, `TapGesture()`.
    case tapGesture
    /// `.onLongPressGesture`, `LongPressGesture()`.
    case longPressGesture
    /// `.accessibilityAction(named:)`, `.accessibilityActions { … }`, a custom action object.
    case accessibilityAction
    /// A control in a pull-down `Menu { … }` of a view.
    case menu
    /// A `UIAction`: an item of a UIKit menu its code builds (a context menu's
    /// `UIContextMenuConfiguration`, a button's or the menu bar's `UIMenu`).
    case uiKitMenuItem
    /// A visible button (or toggle) in a view.
    case button
  }

  /// The action's title, when there is one.
  public var title: SwiftText?
  /// How it is reached.
  public var mechanism: Mechanism
  /// The control, for controls (`Button`, `Toggle`).
  public var control: SwiftControlKind?
  /// The control's shortcut, when it has one.
  public var shortcut: SwiftShortcut?
  /// The titles of the pull-down menus (`Menu("More") { … }`) around it, outermost first.
  public var submenus: [SwiftText] = []
  /// The type declaration around it.
  public var enclosingType: String?
  /// The platforms it is compiled for.
  public var platforms: SwiftPlatformSet
  /// Where it is written.
  public var location: SwiftLocation
}
