/// The single list of rules that `check`, the server, the docs and `leaf-lsp rules` read.
public enum RuleCatalog {
  /// Where rule pages are published.
  public static let documentationBaseURL = "https://github.com/leaf-lsp/leaf-lsp/blob/main/docs/rules/"

  private static let contract = CatalogEntryName.platformInteractionContract
  private static let copyPaste = CatalogEntryName.platformCopyPaste
  private static let readingOrder = CatalogEntryName.readingOrderContract
  private static let drift = CatalogEntryName.readingOrderDrift
  private static let byPlatform = "error on Mac, warning on iPad"

  /// Every rule, in the order of the design's table.
  public static let all: [RuleDescriptor] = [
    rule(.syntax, .error, "A line has none of the contract's line shapes.", contract),
    rule(.missingMeaning, .error, "A component has no Meaning.", contract),
    rule(.missingPlatformPath, .error, "A platform the file targets has no path.", contract),
    rule(.sameWithoutPrevious, .error, "`same` on a platform with no earlier path to inherit.", contract),
    rule(.duplicateComponent, .error, "Two components share a name in the workspace.", contract),
    rule(.invalidShortcut, .error, "A shortcut cannot be normalised.", contract),
    rule(.actionUnreachable, .error, "An action reached on one platform has no way on another.", copyPaste),
    rule(
      .touchOnlyAction,
      .error,
      "Every way to an action is touch only (swipe, long press, drag, pinch).",
      copyPaste,
      note: byPlatform
    ),
    rule(
      .primaryActionWithoutCommand,
      .error,
      "The primary action has no menu command or no keyboard shortcut.",
      copyPaste,
      note: byPlatform
    ),
    rule(.listShouldBeTable, .error, "Tabular data whose Mac path presents no table.", copyPaste),
    rule(.tableCollapsesOnIPhone, .warning, "The iPhone path is a table with no row layout of its own.", contract),
    rule(.hoverOnlyInformation, .error, "Information that only pointer hover shows.", copyPaste),
    rule(
      .customViewMissingAccessibility,
      .error,
      "A custom view without role, label, value or adjust actions.",
      copyPaste
    ),
    rule(
      .customViewNotFocusable,
      .error,
      "A custom view that Tab never reaches or that shows no focus ring.",
      copyPaste
    ),
    rule(.hiddenFocusRing, .error, "A path hides or removes the focus ring.", copyPaste),
    rule(
      .focusReturnUnspecified,
      .warning,
      "A path presents something and no Focus after dismiss is written.",
      readingOrder
    ),
    rule(.focusNotOnSelection, .warning, "Focus after dismiss goes somewhere other than the selection.", readingOrder),
    rule(.shortcutConflict, .warning, "One shortcut on one platform bound to two different actions.", contract),
    rule(.shortcutReserved, .error, "A shortcut the system, VoiceOver or the app menu already takes.", contract),
    rule(.shortcutStandardMeaning, .warning, "A standard shortcut bound to a command of another meaning.", contract),
    rule(
      .shortcutMismatch,
      .warning,
      "A path gives an action one shortcut and its menu command another.",
      contract
    ),
    rule(.readingOrderDrift, .warning, "A platform's reading order differs from the shared one.", drift),
    rule(.macVoiceOverUntested, .information, "A component with a Mac path has no Mac check.", copyPaste),
    rule(.unknownField, .warning, "A field key the contract language does not know.", contract),
    rule(.unknownRole, .warning, "A Role that is neither a Mac role nor an iOS trait.", contract),
    rule(.unknownKind, .warning, "A Kind outside list, table, row, control, custom view, container.", contract),
    rule(.unknownPlatform, .warning, "A platform name other than iPhone, iPad and Mac.", contract),
    rule(.unknownCatalogEntry, .warning, "A See entry that is neither built in nor a team catalog block.", contract),
    rule(.unknownMenuCommand, .warning, "A `Menu → Command` reference to a command the menu lacks.", contract),
    rule(.duplicateField, .warning, "A non-path field written twice in one block.", contract),
    rule(.config, .error, "`.leaf-lsp.json` cannot be read or names something unknown.", nil),
    rule(.unusedSuppression, .hint, "A `# leaf-ignore` comment that silenced nothing.", nil),
  ]

  private static let byID: [RuleID: RuleDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The descriptor of `id`, if it is a rule.
  public static func descriptor(_ id: RuleID) -> RuleDescriptor? { byID[id] }

  /// Whether `id` names a rule.
  public static func isKnown(_ id: RuleID) -> Bool { byID[id] != nil }

  /// A diagnostic of `id` at its default severity, linked to its catalog entry.
  public static func makeDiagnostic(
    _ id: RuleID,
    severity: Severity? = nil,
    message: String,
    range: SourceRange,
    related: [RelatedLocation] = []
  ) -> Diagnostic {
    let descriptor = byID[id]
    return Diagnostic(
      rule: id,
      severity: severity ?? descriptor?.defaultSeverity ?? .error,
      message: message,
      range: range,
      catalogEntry: descriptor?.catalogEntry,
      related: related
    )
  }

  private static func rule(
    _ id: RuleID,
    _ severity: Severity,
    _ summary: String,
    _ entry: String?,
    note: String? = nil
  ) -> RuleDescriptor {
    RuleDescriptor(id: id, defaultSeverity: severity, severityNote: note, summary: summary, catalogEntry: entry)
  }
}
