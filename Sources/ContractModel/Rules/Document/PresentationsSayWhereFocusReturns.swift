/// Lint: when an iPad or Mac path presents something, the contract says where focus goes when
/// it closes (the chapter's Decision 3).
enum PresentationsSayWhereFocusReturns: DocumentRule {
  static let id = RuleID.focusReturnUnspecified

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components where component.field(.focusAfterDismiss) == nil {
      for platform in [Platform.iPad, .mac] {
        guard let path = component.paths[platform], let presentation = path.presentations.first else { continue }
        result.append(
          diagnostic(
            "The \(platform) path of '\(component.name)' presents \(presentation.presented) "
              + "('\(presentation.trigger) → \(presentation.presented)') but the contract does not say where focus "
              + "goes when it closes: add 'Focus after dismiss: \(FocusReturn.suggestion(for: component))'.",
            at: path.reportRange
          )
        )
      }
    }
    return result
  }
}
