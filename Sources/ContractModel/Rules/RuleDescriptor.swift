/// What the project knows about a rule: its id, default severity, summary and links.
public struct RuleDescriptor: Sendable, Hashable {
  /// The stable id.
  public let id: RuleID
  /// The severity when configuration says nothing.
  public let defaultSeverity: Severity
  /// When the default depends on the platform (error on Mac, warning on iPad), a word on it.
  public let severityNote: String?
  /// One line: what the rule catches.
  public let summary: String
  /// The catalog entry its findings link to.
  public let catalogEntry: String?

  /// The doc page, relative to the repository root.
  public var documentationPath: String { "docs/rules/\(id.rawValue).md" }

  /// The doc page's address on the project's site.
  public var documentationURL: String { "\(RuleCatalog.documentationBaseURL)\(id.rawValue).md" }
}

extension RuleID {
  public static let syntax: RuleID = "syntax"
  public static let missingMeaning: RuleID = "missing-meaning"
  public static let missingPlatformPath: RuleID = "missing-platform-path"
  public static let sameWithoutPrevious: RuleID = "same-without-previous"
  public static let duplicateComponent: RuleID = "duplicate-component"
  public static let invalidShortcut: RuleID = "invalid-shortcut"
  public static let actionUnreachable: RuleID = "action-unreachable"
  public static let touchOnlyAction: RuleID = "touch-only-action"
  public static let primaryActionWithoutCommand: RuleID = "primary-action-without-command"
  public static let listShouldBeTable: RuleID = "list-should-be-table"
  public static let tableCollapsesOnIPhone: RuleID = "table-collapses-on-iphone"
  public static let hoverOnlyInformation: RuleID = "hover-only-information"
  public static let customViewMissingAccessibility: RuleID = "custom-view-missing-accessibility"
  public static let customViewNotFocusable: RuleID = "custom-view-not-focusable"
  public static let hiddenFocusRing: RuleID = "hidden-focus-ring"
  public static let focusReturnUnspecified: RuleID = "focus-return-unspecified"
  public static let focusNotOnSelection: RuleID = "focus-not-on-selection"
  public static let shortcutConflict: RuleID = "shortcut-conflict"
  public static let shortcutReserved: RuleID = "shortcut-reserved"
  public static let shortcutStandardMeaning: RuleID = "shortcut-standard-meaning"
  public static let shortcutMismatch: RuleID = "shortcut-mismatch"
  public static let readingOrderDrift: RuleID = "reading-order-drift"
  public static let macVoiceOverUntested: RuleID = "mac-voiceover-untested"
  public static let unknownField: RuleID = "unknown-field"
  public static let unknownRole: RuleID = "unknown-role"
  public static let unknownKind: RuleID = "unknown-kind"
  public static let unknownPlatform: RuleID = "unknown-platform"
  public static let unknownCatalogEntry: RuleID = "unknown-catalog-entry"
  public static let unknownMenuCommand: RuleID = "unknown-menu-command"
  public static let duplicateField: RuleID = "duplicate-field"
  public static let config: RuleID = "config"
  public static let unusedSuppression: RuleID = "unused-suppression"
}
