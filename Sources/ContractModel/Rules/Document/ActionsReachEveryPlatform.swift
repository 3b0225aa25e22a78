/// Lint: an action reached on one platform must have a way on every other platform with a path.
enum ActionsReachEveryPlatform: DocumentRule {
  static let id = RuleID.actionUnreachable

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      let reach = context.reach(of: component)
      let platforms = Platform.allCases.filter { component.paths[$0] != nil }
      for action in component.actions {
        guard
          let reachedOn = platforms.first(where: { !reach.ways(to: action.name, on: $0).isEmpty })
        else { continue }
        let ways = reach.ways(to: action.name, on: reachedOn)
        for platform in platforms where reach.ways(to: action.name, on: platform).isEmpty {
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
