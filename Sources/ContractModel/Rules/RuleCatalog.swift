/// The single list of rules that `check`, the server, the docs and `leaf-lsp rules` read. Each
/// rule declares itself (see ``Rule``); this is only their order, the order of the language's table.
public enum RuleCatalog {
  /// Where rule pages are published.
  public static let documentationBaseURL = "https://github.com/leaf-lsp/leaf-lsp/blob/main/docs/rules/"

  /// Every rule, in the order of the language's table.
  static let rules: [any Rule.Type] = [
    Syntax.self, MissingMeaning.self, MissingPlatformPath.self, SameWithoutPrevious.self,
    DuplicateComponent.self, InvalidShortcut.self, ActionUnreachable.self, TouchOnlyAction.self,
    PrimaryActionWithoutCommand.self, ListShouldBeTable.self, TableCollapsesOnIPhone.self,
    HoverOnlyInformation.self, CustomViewMissingAccessibility.self, CustomViewNotFocusable.self,
    HiddenFocusRing.self, FocusReturnUnspecified.self, FocusNotOnSelection.self, ShortcutConflict.self,
    ShortcutReserved.self, ShortcutStandardMeaning.self, ShortcutMismatch.self, ReadingOrderDrift.self,
    MacVoiceOverUntested.self, UnknownField.self, UnknownRole.self, UnknownKind.self, UnknownPlatform.self,
    UnknownCatalogEntry.self, UnknownMenuCommand.self, DuplicateField.self, ContractDrift.self, Config.self,
    UnusedSuppression.self,
  ]

  /// The rules that read one block at a time, in order.
  static let blockRules: [any BlockRule.Type] = rules.compactMap { $0.asBlockRule }

  /// The rules that read one block's facts against the workspace's indexes, in order.
  static let workspaceRules: [any WorkspaceRule.Type] = rules.compactMap { $0.asWorkspaceRule }

  /// Every rule's descriptor, in order.
  public static let all: [RuleDescriptor] = rules.map { $0.descriptor }

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

  /// The findings of every block rule about the block of `context`.
  static func checkBlock(_ context: BlockContext) -> [Diagnostic] {
    appendingFindings(of: blockRules) { $0.check(context) }
  }

  /// The findings of every workspace rule about the block of `context`.
  static func checkCrossFile(_ context: CrossFileContext) -> [Diagnostic] {
    appendingFindings(of: workspaceRules) { $0.check(context) }
  }

  /// The findings of `rules`, in order. Most rules find nothing: an empty result is not appended
  /// (appending even nothing to the empty array makes it a buffer of its own, once per rule).
  private static func appendingFindings<Rule>(
    of rules: [Rule],
    _ check: (Rule) -> [Diagnostic]
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for rule in rules {
      let found = check(rule)
      if !found.isEmpty { findings += found }
    }
    return findings
  }
}
