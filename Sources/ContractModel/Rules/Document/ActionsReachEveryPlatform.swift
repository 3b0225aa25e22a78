/// Lint: an action reached on one platform must have a way on every other platform with a path.
enum ActionsReachEveryPlatform: DocumentRule {
  static let id = RuleID.actionUnreachable

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      let reach = context.reach(of: component)
      let platforms = Platform.allCases.filter { component.paths[$0] != nil }
      for action in component.actions {
        // `ways(to:on:)` for each platform, the name folded once.
        let byPlatform = reach.ways[action.key] ?? [:]
        func waysOn(_ platform: Platform) -> Ways { byPlatform[platform] ?? Ways() }
        guard let reachedOn = platforms.first(where: { !waysOn($0).isEmpty }) else { continue }
        let ways = waysOn(reachedOn)
        for platform in platforms where byPlatform[platform]?.isEmpty ?? true {
          result.append(
            diagnostic(
              "'\(action.name)' of '\(component.name)' is reached on \(reachedOn) (\(ways.summary)) but has no way "
                + "on \(platform): add \(fix(for: platform, action: action.name)) to the \(platform) path.",
              at: component.paths[platform]!.reportRange
            )
          )
        }
      }
    }
    return result
  }

  static func fix(for platform: Platform, action: String) -> String {
    switch platform {
    case .mac: "'\(action) in menu bar and context menu' with a shortcut"
    case .iPad: "'\(action)' with a context menu and a keyboard shortcut"
    case .iPhone: "'\(action) button' or a custom action"
    }
  }
}
