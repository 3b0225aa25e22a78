/// Lint: an action reached on one platform must have a way on every other platform with a path.
///
/// The component's activation (`row → details`) reaches its first primary action where that
/// action has no way of its own. About an implicit action (a capitalised word read as one) the
/// finding is a warning that says how the word was read.
enum ActionUnreachable: BlockRule {
  static let descriptor = RuleDescriptor(
    .actionUnreachable,
    .error,
    "An action reached on one platform has no way on another.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      let reach = context.reach(of: component)
      for action in component.actions {
        for (platform, reachedOn, ways) in unreachable(action, of: component, reach: reach) {
          result.append(
            diagnostic(
              "'\(action.name)' of '\(component.name)' is reached on \(reachedOn) (\(ways.summary)) but has no way "
                + "on \(platform): add \(fix(for: platform, action: action.name)) to the \(platform) path."
                + action.readingNote,
              at: component.paths[platform]!.reportRange,
              severity: action.isImplicit ? .warning : nil
            )
          )
        }
      }
    }
    return result
  }

  /// The platforms with a path on which `action` has no way while another platform reaches it:
  /// each with the first platform that reaches it and its ways there.
  static func unreachable(
    _ action: Action,
    of component: Component,
    reach: ReachTable
  ) -> [(platform: Platform, reachedOn: Platform, ways: Ways)] {
    let platforms = Platform.allCases.filter { component.paths[$0] != nil }
    let byPlatform = reach.ways[action.key] ?? [:]
    func waysOn(_ platform: Platform) -> Ways { byPlatform[platform] ?? Ways() }
    guard let reachedOn = platforms.first(where: { waysOn($0).isReached }) else { return [] }
    return platforms.filter { !waysOn($0).isReached }.map { ($0, reachedOn, waysOn(reachedOn)) }
  }

  static func fix(for platform: Platform, action: String) -> String {
    switch platform {
    case .mac: "'\(action) in menu bar and context menu' with a shortcut"
    case .iPad: "'\(action)' with a context menu and a keyboard shortcut"
    case .iPhone: "'\(action) button' or a custom action"
    }
  }
}

extension RuleID {
  public static let actionUnreachable: RuleID = "action-unreachable"
}
