/// Every rule that reads one document. The cross-file rules (`shortcut-conflict`,
/// `duplicate-component`) run in ``ContractWorkspace``; `config` and `unused-suppression` in
/// ``DiagnosticPipeline``.
enum DocumentRules {
  /// Every document rule.
  static var all: [any DocumentRule.Type] { documentWide + perBlock }

  /// Rules that read lists of the whole document (syntax errors, misplaced and repeated
  /// fields); cheap, they run on every analysis. `duplicate-field` names absolute lines in its
  /// message, so its findings cannot be moved with a block.
  static var documentWide: [any DocumentRule.Type] {
    [SyntaxRule.self, FieldsAreKnown.self, FieldsAreWrittenOnce.self, PlatformsAreKnown.self]
  }

  /// Rules whose findings about a block depend on that block and on what is whole in every
  /// ``RuleContext`` (the document's header and menus, the workspace), and lie inside the block:
  /// an edit re-runs them on the blocks it touched only.
  static var perBlock: [any DocumentRule.Type] {
    [
      EveryComponentHasMeaning.self,
      EveryPlatformHasPath.self,
      SameNeedsAnEarlierPath.self,
      ShortcutsAreValid.self,
      ActionsReachEveryPlatform.self,
      ActionsAreNotTouchOnly.self,
      PrimaryActionsHaveCommands.self,
      TabularDataIsATableOnMac.self,
      IPhoneTableHasARowLayout.self,
      HoverIsNeverTheOnlyWay.self,
      CustomViewsExposeAccessibility.self,
      CustomViewsTakeKeyboardFocus.self,
      FocusRingStaysVisible.self,
      PresentationsSayWhereFocusReturns.self,
      FocusReturnsToTheSelection.self,
      ReadingOrderStaysTheSame.self,
      MacIsCheckedSeparately.self,
      KindsAreKnown.self,
      CatalogEntriesAreKnown.self,
      MenuReferencesExist.self,
      ShortcutsAreNotReserved.self,
      StandardShortcutsKeepTheirMeaning.self,
      PathAndMenuShortcutsAgree.self,
      RolesAreKnown.self,
    ]
  }

  /// The findings of every document rule, at default severity.
  static func check(_ context: RuleContext) -> [Diagnostic] {
    all.flatMap { $0.check(context) }
  }

  /// The findings of the document-wide rules.
  static func checkDocumentWide(_ context: RuleContext) -> [Diagnostic] {
    documentWide.flatMap { $0.check(context) }
  }

  /// The findings of the per-block rules about the blocks `context` checks.
  static func checkBlocks(_ context: RuleContext) -> [Diagnostic] {
    perBlock.flatMap { $0.check(context) }
  }
}
