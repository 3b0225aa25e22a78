/// Lint: an action reached on one platform must have a way on every other platform with a path.
///
/// The component's activation (`row → details`) reaches its first primary action where that
/// action has no way of its own. About an action the author did not write explicitly (a
/// capitalised word read as one, or a misspelt `Primary action`) the finding is a warning that
/// says how the text was read.
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
      // A misspelt action is one mistake: told once, on the misspelt word (`ActionTypo`).
      let typos = ActionTypo.typos(in: component, reach: reach)
      var told: [String: Set<Platform>] = [:]
      for typo in typos {
        let (findings, platforms) = diagnostics(for: typo, of: component, reach: reach)
        result += findings
        told[typo.intended.key, default: []].formUnion(platforms)
      }
      for action in component.actions where !typos.contains(where: { $0.written.key == action.key }) {
        let toldPlatforms = told[action.key] ?? []
        let macOnly = action.origin == .menuCommand && standsOnMacOnly(context.workspace.commands(named: action.key))
        for (platform, reachedOn, ways) in unreachable(action, of: component, reach: reach)
        where !toldPlatforms.contains(platform) && (!macOnly || platform == .mac) {
          let advice =
            SharedSegment.find(action, in: component.paths[platform]!, actions: component.actions)?.advice(for: action)
            ?? "add \(fix(for: platform, action: action.name)) to the \(platform) path."
          result.append(
            diagnostic(
              "'\(action.name)' of '\(component.name)' is reached on \(reachedOn) (\(ways.summary)) but has no way "
                + "on \(platform): \(advice)" + action.readingNote(in: component),
              at: component.paths[platform]!.reportRange,
              severity: action.isReading ? .warning : nil
            )
          )
        }
      }
    }
    return result
  }

  /// The findings about the misspelling `typo`, and the platforms whose gap of the intended action
  /// they tell.
  ///
  /// Where the intended action has no way and the misspelling has one, the intended action's
  /// finding is given on the misspelt word (one for the platforms that read the same word), asking
  /// whether it is that way; the misspelling's own gaps go unsaid. When there is no such platform,
  /// the misspelling's gaps are one finding on the word. Either way the rename is the quick fix.
  static func diagnostics(
    for typo: ActionTypo,
    of component: Component,
    reach: ReachTable
  ) -> (findings: [Diagnostic], platforms: Set<Platform>) {
    let (written, intended) = (typo.written, typo.intended)
    let rename = " Did you mean '\(intended.name)'?"
    var places: [(range: SourceRange, gaps: [(platform: Platform, reachedOn: Platform, ways: Ways)])] = []
    for gap in unreachable(intended, of: component, reach: reach)
    where reach.ways(to: written.name, on: gap.platform).isReached {
      guard let range = typo.writtenRange(on: gap.platform, in: component) else { continue }
      if let index = places.firstIndex(where: { $0.range == range }) {
        places[index].gaps.append(gap)
      } else {
        places.append((range, [gap]))
      }
    }
    if places.isEmpty {
      let gaps = unreachable(written, of: component, reach: reach)
      guard let first = gaps.first else { return ([], []) }
      let platforms = gaps.map(\.platform)
      let reachIntended = platforms.allSatisfy { reach.ways(to: intended.name, on: $0).isReached }
      let whereIntended = reachIntended ? ", which reach '\(intended.name)'" : ""
      let message =
        "'\(written.name)' of '\(component.name)' is reached on \(first.reachedOn) (\(first.ways.summary)) but has no "
        + "way on \(Platform.list(platforms))\(whereIntended)." + written.readingNote(in: component) + rename
      return ([diagnostic(message, at: written.range, severity: .warning)], [])
    }
    var findings: [Diagnostic] = []
    var told: Set<Platform> = []
    for place in places {
      let platforms = place.gaps.map(\.platform)
      let first = place.gaps[0]
      let writtenWays = reach.ways(to: written.name, on: platforms[0]).summary
      let its = platforms.count == 1 ? "its \(platforms[0]) way" : "its way on \(Platform.list(platforms))"
      let message =
        "'\(intended.name)' of '\(component.name)' is reached on \(first.reachedOn) (\(first.ways.summary)) but has "
        + "no way on \(Platform.list(platforms)): is '\(written.name)' (\(writtenWays)) \(its)?"
        + intended.readingNote(in: component)
        + rename
      findings.append(diagnostic(message, at: place.range, severity: intended.isReading ? .warning : nil))
      told.formUnion(platforms)
    }
    return (findings, told)
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

  /// Whether `commands`, the menu commands an action is known by (it is not declared), all stand
  /// on Mac alone: the application menu's standard items (`Settings…`, `Quit Leaf`), or a menu of a
  /// file that targets Mac only. Such an action is not looked for on iPhone or iPad.
  static func standsOnMacOnly(_ commands: [WorkspaceCommand]) -> Bool {
    !commands.isEmpty && commands.allSatisfy { $0.platforms == [.mac] }
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
