/// The facts of a workspace's Swift files (and Interface Builder menus) joined up: commands of
/// view types used in menus, `Commands` types composed through `.commands { … }`, actions of
/// view types used in action closures, rows made by view types, focus states declared in
/// another file, `NSView` subclasses through other files' classes, and titles localized.
public struct SwiftWorkspaceFacts: Sendable, Hashable {
  /// Each file's own facts, titles localized.
  public var files: [SwiftFacts]
  /// Type declarations of every file.
  public var types: [SwiftTypeFact]
  /// Menu commands: those written in menus, and those of the view types used in menus.
  public var menuCommands: [SwiftMenuCommand]
  /// Every shortcut binding.
  public var shortcuts: [SwiftShortcutBinding]
  /// Action sites; a view type's buttons used only in menus or action closures are there as
  /// commands or as sites of that closure's mechanism instead.
  public var actionSites: [SwiftActionSite]
  /// Hover texts.
  public var hoverTexts: [SwiftHoverText]
  /// Visible texts.
  public var visibleTexts: [SwiftVisibleText]
  /// The positions in ``visibleTexts`` of each type's texts, by every name the type answers to
  /// (`C`, `B.C` and `A.B.C` for `A.B.C`).
  public var visibleTextsByType: [String: [Int]] = [:]
  /// Collections; a row made by a view type counts that type's `Text`s.
  public var collections: [SwiftCollectionPresentation]
  /// `@FocusState` properties.
  public var focusStates: [SwiftFocusState]
  /// Focus modifiers.
  public var focusModifiers: [SwiftFocusModifier]
  /// Presentations; `restoresFocus` sees focus states declared in any file.
  public var presentations: [SwiftPresentation]
  /// `NSView` subclasses through the classes of every file.
  public var customViews: [SwiftCustomView]
  /// The text constants of every file (``SwiftFacts/textConstants``).
  public var textConstants: Set<String> = []
  /// The text properties of every file (``SwiftFacts/textProperties``).
  public var textProperties: [String: [[String]]] = [:]
  /// The enum cases of every file (``SwiftFacts/enumCases``).
  public var enumCases: Set<String> = []
  /// The fixed-text properties of every file (``SwiftFacts/fixedTextProperties``).
  public var fixedTextProperties: Set<String> = []
  /// The keys of the workspace's string tables (`.strings` files and `.xcstrings` catalogs), in any
  /// language: what a type generated from them names (`LocalString.zim_file_missing_indicator_help`
  /// for `"zim_file_missing_indicator.help"`).
  public var localizationKeys: Set<String> = []

  /// How deep ``SwiftHoverText/subviews`` follows the view types a view is made of.
  public static let subviewDepth = 8

  /// Joins up the facts of `files`, their titles looked up in `localizations`.
  public static func compose(
    files: [SwiftFacts],
    localizations: [SwiftLocalizationTable] = []
  ) -> SwiftWorkspaceFacts {
    let localizer = Localizer(tables: localizations)
    let files = files.map { localizer.localize($0) }
    var composer = WorkspaceComposer(files: files)
    var facts = composer.compose()
    facts.localizationKeys = localizations.reduce(into: Set<String>()) { $0.formUnion($1.entries.keys) }
    return facts
  }
}
