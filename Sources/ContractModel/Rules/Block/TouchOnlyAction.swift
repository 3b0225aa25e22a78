/// Lint: on iPad and Mac, an action whose every way is a touch gesture (on Mac, a trackpad or
/// pointer gesture) cannot be reached with a keyboard or VoiceOver navigation alone.
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

  /// The mechanisms that are a trackpad gesture on Mac (a two-finger swipe, a pinch), not a touch.
  static let macTrackpadGestures: Set<String> = ["swipe", "pinch"]

  /// How `ways` reach the action on `platform`, for the message: `only by touch (swipe)`. On Mac a
  /// gesture is said as what it is there, with what it leaves out: a swipe or a pinch is a trackpad
  /// gesture, a drag is made with the pointer, and a long press or a tap, which a Mac lacks, stays
  /// a touch.
  static func how(_ ways: Ways, on platform: Platform) -> String {
    let touch = "only by touch (\(ways.summary))"
    guard platform == .mac else { return touch }
    let names = ways.mechanisms.map(\.mechanism.name)
    let trackpad = names.filter { macTrackpadGestures.contains($0) }
    let pointer = names.contains { macPointerGestures.contains($0) }
    guard pointer || !trackpad.isEmpty else { return touch }
    var parts: [String] = []
    if names.contains(where: { !macPointerGestures.contains($0) && !macTrackpadGestures.contains($0) }) {
      parts.append("by touch")
    }
    if !trackpad.isEmpty {
      parts.append(Set(trackpad).count == 1 ? "by a trackpad gesture" : "by trackpad gestures")
    }
    if pointer { parts.append("by dragging with the pointer") }
    let gestures = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    return "only \(gestures) (\(ways.summary)), which neither the keyboard nor VoiceOver can do"
  }
}

extension RuleID {
  public static let touchOnlyAction: RuleID = "touch-only-action"
}
