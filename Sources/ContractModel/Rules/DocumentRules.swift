/// Every rule that reads one document. The cross-file rules (`shortcut-conflict`,
/// `duplicate-component`) run in ``ContractWorkspace``; `config` and `unused-suppression` in
/// ``DiagnosticPipeline``.
enum DocumentRules {
  static var all: [any DocumentRule.Type] {
    [
      SyntaxRule.self,
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
      FieldsAreKnown.self,
      KindsAreKnown.self,
      PlatformsAreKnown.self,
      CatalogEntriesAreKnown.self,
      MenuReferencesExist.self,
      ShortcutsAreNotReserved.self,
      StandardShortcutsKeepTheirMeaning.self,
      RolesAreKnown.self,
      FieldsAreWrittenOnce.self,
    ]
  }

  /// The findings of every document rule, at default severity.
  static func check(_ context: RuleContext) -> [Diagnostic] {
    all.flatMap { $0.check(context) }
  }
}
