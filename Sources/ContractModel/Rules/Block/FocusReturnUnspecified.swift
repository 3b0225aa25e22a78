/// Lint: when an iPad or Mac path presents something, the contract says where focus goes when
/// it closes (the chapter's Decision 3).
enum FocusReturnUnspecified: BlockRule {
  static let descriptor = RuleDescriptor(
    .focusReturnUnspecified,
    .warning,
    "A path presents something and no Focus after dismiss is written.",
    catalog: CatalogEntryName.readingOrderContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    // A `Focus after dismiss` line without its colon is the syntax error's one finding.
    guard !context.model.tree.keysWithoutColon.contains("Focus after dismiss") else { return [] }
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

extension RuleID {
  public static let focusReturnUnspecified: RuleID = "focus-return-unspecified"
}
