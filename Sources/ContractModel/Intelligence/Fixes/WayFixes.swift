/// Fixes that give an action the way its finding asks for, on the platform's own path line:
/// a context menu and a shortcut for a touch-only action, the way the message names for an
/// unreachable one.
enum WayFixes {
  /// `touch-only-action`: add `<Action> in context menu, <shortcut>` to the platform's line.
  static func touchOnly(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard diagnostic.rule == .touchOnlyAction,
      let (placed, platform, path, action) = target(of: diagnostic, text: text),
      let shortcut = chooser.shortcut(for: action.name, in: placed.value)
    else { return nil }
    let addition = "\(action.name) in context menu, \(shortcut)"
    return PathAddition.fix(
      adding: addition,
      to: path,
      in: placed.block,
      title: "Add '\(addition)' to the \(platform) path",
      rule: diagnostic.rule,
      key: key
    )
  }

  /// `action-unreachable`: add the way the message names: a button on iPhone, a context menu and
  /// a shortcut on iPad, the menu bar and context menu with a shortcut on Mac.
  static func unreachable(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard diagnostic.rule == .actionUnreachable,
      let (placed, platform, path, action) = target(of: diagnostic, text: text)
    else { return nil }
    if let shared = SharedSegment.find(action, in: path, actions: placed.value.actions), shared.listWay == nil {
      let separator = placed.block.absolute(shared.separator)
      return Fix(
        title: "Give '\(action.name)' a segment of its own",
        ruleID: diagnostic.rule,
        isSafe: false,
        isPreferred: true,
        edits: [key: [SourceEdit(range: separator, newText: "; ")]]
      )
    }
    let addition: String
    switch platform {
    case .iPhone:
      addition = "\(action.name) button"
    case .iPad, .mac:
      guard let shortcut = chooser.shortcut(for: action.name, in: placed.value) else { return nil }
      let surfaces = platform == .mac ? "in menu bar and context menu" : "in context menu"
      addition = "\(action.name) \(surfaces), \(shortcut)"
    }
    return PathAddition.fix(
      adding: addition,
      to: path,
      in: placed.block,
      title: "Add '\(addition)' to the \(platform) path",
      rule: diagnostic.rule,
      key: key
    )
  }

  /// The component, platform, path and action a finding on a platform's line is about: the
  /// action is the one its message starts with (`'Delete' of 'OrderRow' …`).
  static func target(of diagnostic: Diagnostic, text: FixText) -> (Placed<Component>, Platform, PlatformPath, Action)? {
    guard let placed = text.component(containing: diagnostic.range.start),
      let (platform, path) = placed.path(reportedAt: diagnostic.range),
      let action = placed.value.actions.first(where: { diagnostic.message.hasPrefix("'\($0.name)' of ") })
    else { return nil }
    return (placed, platform, path, action)
  }
}
