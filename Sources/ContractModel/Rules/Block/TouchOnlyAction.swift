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
              "'\(action.name)' of '\(component.name)' is reached on \(platform) \(how(ways, on: platform)): "
                + "\(fix)." + action.readingNote(in: component),
              at: path.reportRange,
              severity: platform == .mac && !action.isReading ? .error : .warning
            )
          )
        }
      }
    }
    return result
  }

  /// The mechanisms that are a pointer gesture on Mac (an Option-drag), not a touch.
  static let macPointerGestures: Set<String> = ["drag"]

  /// How `ways` reach the action on `platform`, for the message: `only by touch (swipe)`; on Mac a
  /// drag is said as what it is there, a pointer gesture, with what it leaves out.
  static func how(_ ways: Ways, on platform: Platform) -> String {
    let touch = "only by touch (\(ways.summary))"
    guard platform == .mac, ways.mechanisms.contains(where: { macPointerGestures.contains($0.mechanism.name) })
    else { return touch }
    let alsoTouch = ways.mechanisms.contains { !macPointerGestures.contains($0.mechanism.name) }
    let gestures = alsoTouch ? "only by touch and by dragging with the pointer" : "only by dragging with the pointer"
    return "\(gestures) (\(ways.summary)), which neither the keyboard nor VoiceOver can do"
  }
}

extension RuleID {
  public static let touchOnlyAction: RuleID = "touch-only-action"
}
