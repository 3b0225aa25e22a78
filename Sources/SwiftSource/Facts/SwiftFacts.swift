/// The facts of one Swift file, as its code states them.
///
/// A file's facts hold only what the file itself says: a command in a view type that another
/// file uses in a menu, or a `Commands` type composed elsewhere, is joined up by
/// ``SwiftWorkspaceFacts/compose(files:localizations:)``.
public struct SwiftFacts: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// Type declarations.
  public var types: [SwiftTypeFact] = []
  /// Menu commands written in menus of this file.
  public var menuCommands: [SwiftMenuCommand] = []
  /// Types used in menus, `.commands`, action closures and view bodies.
  public var typeUses: [SwiftTypeUse] = []
  /// Every shortcut bound in the file.
  public var shortcuts: [SwiftShortcutBinding] = []
  /// Where a `.keyboardShortcut(…)` could not be read (a computed key or modifier set): the
  /// control it is on (its call, as a command's or action site's location names it), or the
  /// modifier itself when it is on no control. A control listed here may have a shortcut the
  /// facts do not show.
  public var unreadShortcuts: [SwiftLocation] = []
  /// Members of the file's types declared elsewhere that the file names only in one presentation.
  public var presentedMembers: [SwiftPresentedMember] = []
  /// Places where actions are run.
  public var actionSites: [SwiftActionSite] = []
  /// `.help` and `.onHover` texts.
  public var hoverTexts: [SwiftHoverText] = []
  /// Texts shown or spoken without hover.
  public var visibleTexts: [SwiftVisibleText] = []
  /// Lists, tables and stacks of rows.
  public var collections: [SwiftCollectionPresentation] = []
  /// Per type (qualified name), the most `Text`s and `Label`s side by side in one `HStack` of its
  /// code: what a row made by that type shows as columns.
  public var horizontalTexts: [String: Int] = [:]
  /// `@FocusState` properties.
  public var focusStates: [SwiftFocusState] = []
  /// `.focused`, `.focusable`, `.focusEffectDisabled`, hidden focus rings.
  public var focusModifiers: [SwiftFocusModifier] = []
  /// Sheets, full-screen covers and popovers.
  public var presentations: [SwiftPresentation] = []
  /// Every class, with its accessibility and input overrides.
  public var classes: [SwiftClassFacts] = []
  /// `NSView` subclasses, resolved through the file's own classes.
  public var customViews: [SwiftCustomView] = []
  /// `// leaf-ignore` comments.
  public var suppressions: [SwiftSuppression] = []
  /// The static properties whose value is a fixed text (`Strings.addColor`), by every name code
  /// may give them (see `TextConstantReader`).
  public var textConstants: Set<String> = []
  /// Per name, the interpolations of each computed property that is a text built of other values
  /// (`var tooltip: String { "\(title)\n\(subtitle)" }`; see `TextPropertyReader`).
  public var textProperties: [String: [[String]]] = [:]
  /// The cases of the file's enums, by every name code may give them (`Syntax.Error.Code.duplicated`,
  /// `Code.duplicated`; see `FixedTextPropertyReader`).
  public var enumCases: Set<String> = []
  /// The computed properties whose getter gives a fixed text for each value (see
  /// `FixedTextPropertyReader`).
  public var fixedTextProperties: Set<String> = []

  /// Empty facts for `path`.
  public init(path: String) {
    self.path = path
  }

  /// The facts of `file`.
  public static func read(_ file: SwiftFile) -> SwiftFacts {
    read(SwiftStructure.read(file))
  }

  /// The modules a test imports: a file that imports one is the app's tests, whose menu items, views
  /// and shortcuts are fixtures, not the app's interface (a unit test of CotEditor's shortcut package
  /// builds `NSMenuItem(title: "aaa", …, keyEquivalent: "A")`: docs/real-code.md).
  public static let testModules: Set<String> = ["XCTest", "Testing"]

  /// The facts of a structure already read; none for a test file (see ``testModules``).
  public static func read(_ structure: SwiftStructure) -> SwiftFacts {
    var facts = SwiftFacts(path: structure.file.path)
    if structure.imports.contains(where: { testModules.contains($0.module) }) { return facts }
    let reader = FactReader(structure)
    facts.types = structure.declarations.map { declaration in
      SwiftTypeFact(
        name: declaration.name,
        qualifiedName: declaration.qualifiedName,
        kind: declaration.kind,
        inheritance: declaration.inheritance,
        platforms: reader.platforms(declaration.nameRange),
        location: reader.location(declaration.range),
        nameRange: declaration.nameRange
      )
    }
    let controls = ControlReader(reader: reader)
    let appKit = AppKitMenuReader(reader: reader)
    facts.menuCommands = controls.menuCommands + appKit.menuCommands
    facts.actionSites = controls.actionSites
    facts.typeUses = controls.typeUses
    let bindings = ShortcutBindingReader(reader: reader, menuCommands: facts.menuCommands)
    facts.shortcuts = bindings.bindings
    facts.unreadShortcuts = bindings.unread + appKit.unreadShortcuts
    facts.presentedMembers = bindings.presentedMembers
    let texts = TextReader(reader: reader)
    facts.hoverTexts = texts.hoverTexts
    facts.visibleTexts = texts.visibleTexts
    let collections = CollectionReader(reader: reader)
    facts.collections = collections.collections
    facts.horizontalTexts = collections.horizontalTexts
    let focus = FocusReader(reader: reader)
    facts.focusStates = focus.focusStates
    facts.focusModifiers = focus.focusModifiers
    facts.presentations = focus.presentations
    facts.classes = ClassReader(reader: reader).classes
    facts.customViews = SwiftCustomView.resolve(facts.classes)
    facts.suppressions = SuppressionReader(structure: structure).suppressions
    facts.textConstants = TextConstantReader(reader: reader).names
    facts.textProperties = TextPropertyReader(reader: reader).properties
    let fixedTexts = FixedTextPropertyReader(reader: reader)
    facts.enumCases = fixedTexts.enumCases
    facts.fixedTextProperties = fixedTexts.properties
    return facts
  }
}
