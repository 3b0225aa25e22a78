/// How an action came to exist.
public enum ActionOrigin: String, Sendable, Hashable {
  /// `Primary action:` or the sentence `Primary action: X.` in `Meaning`.
  case primary
  /// `Actions:`.
  case declared
  /// A path segment that starts with the name of a menu command of the workspace.
  case menuCommand
  /// A capitalised first word of a path segment with a way right after it: a reading the author
  /// did not write explicitly, so its findings are at most warnings.
  case implicit
}

/// An action of a component.
public struct Action: Sendable, Hashable {
  /// The name as first written.
  public var name: String
  /// How it was declared.
  public var origin: ActionOrigin
  /// Where it was first written.
  public var range: SourceRange
  /// For an implicit action, the way written right after its name that made it read as one
  /// (`in menu bar`, `⌫`).
  public var implicitWay: String?
  /// Whether it is a primary action read from its component's misspelt `Primary action`
  /// (`Primary acton: Reorder.`, ``Component/misspeltPrimary``). A flag, not the marker: it fits
  /// beside ``origin``, and every rule copies actions.
  public var isMisspeltPrimary: Bool
  /// Whether it is a primary action whose name, as written, misspells the menu command its
  /// component's paths name, and which is read as that command (`Reordr` as `Reorder`,
  /// ``Component/misspeltPrimaryNames``).
  public var isMisspeltName: Bool

  /// An action named `name`.
  public init(
    name: String,
    origin: ActionOrigin,
    range: SourceRange,
    implicitWay: String? = nil,
    isMisspeltPrimary: Bool = false,
    isMisspeltName: Bool = false
  ) {
    self.name = name
    self.origin = origin
    self.range = range
    self.implicitWay = implicitWay
    self.isMisspeltPrimary = isMisspeltPrimary
    self.isMisspeltName = isMisspeltName
  }

  /// The name folded for comparison.
  public var key: String { ListItem.fold(name) }

  /// Whether the action is a reading of prose (``ActionOrigin/implicit``).
  public var isImplicit: Bool { origin == .implicit }

  /// Whether the action is a reading the author did not write explicitly: of prose (implicit), of
  /// a misspelt `Primary action`, or of a misspelt name. Its findings are at most warnings.
  public var isReading: Bool { isImplicit || isMisspeltPrimary || isMisspeltName }

  /// How the action of `component` was read, for the end of its findings' messages: ` ('Share'
  /// reads as an action here: a capitalised word before 'in menu bar'. …)`, ` ('Reorder' is read as
  /// the primary action: 'Primary acton' reads as 'Primary action'.)`, ` ('Reordr' is read as the
  /// menu command 'Reorder'.)`, or nothing for a declared action.
  public func readingNote(in component: Component) -> String {
    if isMisspeltPrimary, let marker = component.misspeltPrimary {
      return " ('\(name)' is read as the primary action: '\(marker.written)' reads as '\(marker.reading)'.)"
    }
    if isMisspeltName, let misspelt = component.misspeltPrimaryNames.first(where: { $0.range == range }) {
      return " ('\(misspelt.written)' is read as the menu command '\(name)'.)"
    }
    guard isImplicit else { return "" }
    let way = implicitWay.map { " before '\($0)'" } ?? ""
    return " ('\(name)' reads as an action here: a capitalised word\(way). Declare it in 'Actions', or reword the "
      + "segment if it is not one.)"
  }
}

/// One part of a `Check` field: `Mac: …` inside `Check:`, `Check Mac: …`, or a check for every platform.
public struct CheckPart: Sendable, Hashable {
  /// The platform the part is for, or nil for all.
  public var platform: Platform?
  /// The text of the part.
  public var text: String
  /// Where the part is written.
  public var range: SourceRange
  /// The field it belongs to.
  public var field: FieldSyntax
  /// UTF-8 offsets of `text` within the field's value.
  public var valueRange: Range<Int>
}

/// A component block, read into its meaning, actions and platform paths.
///
/// Held by reference (``ValueBox``): every rule takes the component out of its block (a copy), and
/// inline a copy retains each of a dozen arrays and strings; boxed, it retains one. Equal and hashed
/// by value.
public struct Component: Sendable, Hashable {
  /// The component's values, never changed once boxed (``restricted(to:)`` boxes new ones).
  private struct Values: Sendable, Hashable {
    var syntax: BlockSyntax
    var fields: ComponentFields
    var actions: [Action]
    var columns: [ListItem]
    var hover: [ListItem]
    var readingOrder: [ListItem]
    var platformReadingOrders: PlatformTable<[ListItem]>
    var see: [ListItem]
    var codeTypes: [ListItem]
    var checks: [CheckPart]
    var paths: PlatformTable<PlatformPath>
    var misspeltPrimary: MisspeltPrimaryMarker?
    var misspeltPrimaryNames: [MisspeltPrimaryName]
  }

  private let storage: ValueBox<Values>

  /// A component read from `syntax`.
  public init(
    syntax: BlockSyntax,
    fields: ComponentFields,
    actions: [Action],
    columns: [ListItem],
    hover: [ListItem],
    readingOrder: [ListItem],
    platformReadingOrders: PlatformTable<[ListItem]>,
    see: [ListItem],
    codeTypes: [ListItem] = [],
    checks: [CheckPart],
    paths: PlatformTable<PlatformPath>,
    misspeltPrimary: MisspeltPrimaryMarker? = nil,
    misspeltPrimaryNames: [MisspeltPrimaryName] = []
  ) {
    storage = ValueBox(
      Values(
        syntax: syntax,
        fields: fields,
        actions: actions,
        columns: columns,
        hover: hover,
        readingOrder: readingOrder,
        platformReadingOrders: platformReadingOrders,
        see: see,
        codeTypes: codeTypes,
        checks: checks,
        paths: paths,
        misspeltPrimary: misspeltPrimary,
        misspeltPrimaryNames: misspeltPrimaryNames
      )
    )
  }

  private init(_ values: Values) { storage = ValueBox(values) }

  /// The block as parsed.
  public var syntax: BlockSyntax { storage.value.syntax }
  /// The component's name.
  public var name: String { syntax.name }
  /// The first occurrence of each field (path fields are in ``paths``).
  public var fields: ComponentFields { storage.value.fields }
  /// The actions, primary ones first, then declared, then implicit, each once.
  public var actions: [Action] { storage.value.actions }
  /// The primary actions' names, in order.
  public var primaryActions: [String] { actions.filter { $0.origin == .primary }.map(\.name) }
  /// Items of `Columns`.
  public var columns: [ListItem] { storage.value.columns }
  /// Items of `Hover`.
  public var hover: [ListItem] { storage.value.hover }
  /// Items of `Reading order`.
  public var readingOrder: [ListItem] { storage.value.readingOrder }
  /// Items of each `<Platform> reading order`.
  public var platformReadingOrders: PlatformTable<[ListItem]> { storage.value.platformReadingOrders }
  /// Items of `See`.
  public var see: [ListItem] { storage.value.see }
  /// Items of `Code`: the Swift types that implement the component, as written.
  public var codeTypes: [ListItem] { storage.value.codeTypes }
  /// Every part of every `Check` field.
  public var checks: [CheckPart] { storage.value.checks }
  /// The path of each platform that has one.
  public var paths: PlatformTable<PlatformPath> { storage.value.paths }
  /// The misspelt `Primary action` its primary actions were read from, when it declares none
  /// otherwise.
  public var misspeltPrimary: MisspeltPrimaryMarker? { storage.value.misspeltPrimary }
  /// The primary actions whose names misspell the menu command the paths name, read as it.
  public var misspeltPrimaryNames: [MisspeltPrimaryName] { storage.value.misspeltPrimaryNames }

  /// The field for `key`, if written.
  public func field(_ key: FieldKey) -> FieldSyntax? { fields[key] }

  /// The action named `name` (case-insensitive).
  public func action(named name: String) -> Action? {
    let key = ListItem.fold(name)
    return actions.first { $0.key == key }
  }

  /// Whether the component is a custom view (`Kind: custom view`).
  public var isCustomView: Bool { fields[.kind].map { ListItem.fold($0.value) == "custom view" } ?? false }

  /// Whether there is a check for `platform` (`Check: Mac: …`, `Check Mac:`, `Mac check:`) that
  /// says something: a placeholder (`TODO`, `…`) is not a check.
  public func hasCheck(for platform: Platform) -> Bool {
    checks.contains { $0.platform == platform && !CheckPart.isPlaceholder($0.text) }
  }

  /// The component as the rules see it on `platforms`, the file's targets: the paths of other
  /// platforms are left out (they are read, for hover and symbols, but never checked).
  public func restricted(to platforms: [Platform]) -> Component {
    guard paths.keys.contains(where: { !platforms.contains($0) }) else { return self }
    var values = storage.value
    values.paths = paths.filter { platforms.contains($0.key) }
    return Component(values)
  }
}

extension CheckPart {
  /// Words that mark a check as not written yet.
  static let placeholderMarkers = ["todo", "tbd", "fixme", "xxx", "…", "...", "<"]
  /// How many characters of a check's text, after its leading blanks, ``isPlaceholder(_:)`` reads:
  /// more than the longest marker and the character after it, blanks between included.
  static let placeholderLookahead = 12

  /// Whether `text` is a placeholder rather than a check: empty, or starting with `TODO`, `TBD`,
  /// `FIXME`, `XXX`, an ellipsis or `<…>`.
  static func isPlaceholder(_ text: String) -> Bool {
    isPlaceholderASCII(text.utf8) ?? isPlaceholderByCharacters(text)
  }

  /// The ASCII markers of ``placeholderMarkers``, as bytes, and whether each is a word.
  private static let asciiMarkers: [(bytes: [UInt8], isWord: Bool)] = placeholderMarkers.filter {
    $0.utf8.allSatisfy { $0 < 0x80 }
  }.map {
    (Array($0.utf8), $0.first?.isLetter ?? false)
  }

  /// ``isPlaceholder(_:)`` read off the bytes, when the start it reads (a marker and the
  /// character after it) is ASCII; nil otherwise (a combining mark may change a character).
  static func isPlaceholderASCII(_ bytes: String.UTF8View) -> Bool? {
    var start = bytes.startIndex
    while start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
      start = bytes.index(after: start)
    }
    guard start < bytes.endIndex else { return true }
    // The longest marker and the byte after it, ASCII, decide.
    let head = bytes[start...].prefix(asciiMarkerReach)
    guard head.allSatisfy({ $0 < 0x80 }) else { return nil }
    for marker in asciiMarkers
    where head.count >= marker.bytes.count
      && zip(head, marker.bytes).allSatisfy({ MechanismMatcher.lowercased($0) == $1 })
    {
      // A word marker ends at a non-letter; blanks after it fold away to a space or to the end.
      guard marker.isWord, let next = head.dropFirst(marker.bytes.count).first else { return true }
      return !ASCIIBytes.isLetter(next)
    }
    return false
  }

  /// How many bytes ``isPlaceholderASCII(_:)`` reads: the longest ASCII marker and one more.
  private static let asciiMarkerReach = (asciiMarkers.map(\.bytes.count).max() ?? 0) + 1

  /// ``isPlaceholder(_:)`` by Characters: the way for text that does not start in ASCII.
  static func isPlaceholderByCharacters(_ text: String) -> Bool {
    // Only the start decides (a marker and the character after it): a check may be a paragraph,
    // and the rule asks for every check of every component.
    let start = text.drop { $0 == " " || $0 == "\t" }.prefix(placeholderLookahead)
    let folded = ListItem.fold(String(start))
    if folded.isEmpty { return true }
    return placeholderMarkers.contains { marker in
      guard folded.hasPrefix(marker) else { return false }
      // A word marker ends at a non-letter (`TODO:`, not `Today`); a symbol marker anywhere.
      guard marker.first?.isLetter ?? false else { return true }
      return folded.dropFirst(marker.count).first.map { !$0.isLetter } ?? true
    }
  }
}
