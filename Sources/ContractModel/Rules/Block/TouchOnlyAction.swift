/// Lint: on iPad and Mac, an action whose every way is a touch gesture cannot be reached with
/// a keyboard, a pointer or VoiceOver navigation alone.
enum TouchOnlyAction: BlockRule {
  static let descriptor = RuleDescriptor(
    .touchOnlyAction,
    .error,
    "Every way to an action is touch only (swipe, long press, drag, pinch).",
    catalog: CatalogEntryName.platformCopyPaste,
    severityNote: RuleDescriptor.byPlatform
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      let reach = context.reach(of: component)
      for platform in [Platform.iPad, .mac] where component.paths[platform] != nil {
        guard let path = component.paths[platform] else { continue }
        for action in component.actions {
          let ways = reach.ways(to: action.name, on: platform)
          guard ways.isTouchOnly else { continue }
          let fix =
            platform == .mac
            ? "add '\(action.name) in menu bar and context menu' with a shortcut"
            : "add a context menu and a keyboard shortcut for '\(action.name)'"
          result.append(
            diagnostic(
              "'\(action.name)' of '\(component.name)' is reached on \(platform) only by touch (\(ways.summary)): "
                + "\(fix)." + action.readingNote,
              at: path.reportRange,
              severity: platform == .mac && !action.isImplicit ? .error : .warning
            )
          )
        }
      }
    }
    return result
  }
}

extension RuleID {
  public static let touchOnlyAction: RuleID = "touch-only-action"
}
