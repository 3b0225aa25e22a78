/// Lint: a component with a Mac path has a Mac check, because Mac VoiceOver is tested
/// separately ("We don't ship Catalyst after iPad QA alone").
enum MacVoiceOverUntested: BlockRule {
  static let descriptor = RuleDescriptor(
    .macVoiceOverUntested,
    .information,
    "A component with a Mac path has no Mac check.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
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

extension RuleID {
  public static let macVoiceOverUntested: RuleID = "mac-voiceover-untested"
}
