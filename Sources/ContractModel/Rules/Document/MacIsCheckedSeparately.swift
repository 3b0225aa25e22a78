/// Lint: a component with a Mac path has a Mac check, because Mac VoiceOver is tested
/// separately ("We don't ship Catalyst after iPad QA alone").
enum MacIsCheckedSeparately: DocumentRule {
  static let id = RuleID.macVoiceOverUntested

  static func check(_ context: RuleContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard component.paths[.mac] != nil, !component.hasCheck(for: .mac) else { return nil }
      return diagnostic(
        "'\(component.name)' has a Mac path but no Mac check: add 'Check: Mac: …' saying how to verify it with "
          + "VoiceOver and the keyboard alone.",
        at: component.syntax.nameRange
      )
    }
  }
}
