import SwiftSource

/// On code: an action offered by a swipe (`.swipeActions`, `UIContextualAction`; on Mac, a trackpad
/// gesture) or a long press only, on iPad or Mac. The rule reads titles: an action is reached another way when a menu
/// command, a context menu item, a toolbar item, an accessibility action, a pull-down menu item
/// or a button of the same title (localized, case and a trailing ellipsis aside) is compiled for
/// that platform anywhere in the code. An action without a title the code writes as text is not
/// guessed at. What it finds is a reading of the code, so it is at most a warning.
extension TouchOnlyAction: CodeRule {
  /// The ways that are touch only.
  static let touchMechanisms: Set<SwiftActionSite.Mechanism> = [.swipeAction, .longPressGesture]

  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    let facts = context.facts
    // Each title's other ways, with the platforms each is compiled for; a UIKit menu item, with
    // the file and type that build it.
    var ways: [String: [Way]] = [:]
    for command in facts.menuCommands {
      guard let key = CodeTitles.key(command.title) else { continue }
      ways[key, default: []].append(Way(platforms: command.platforms, path: command.location.path))
    }
    for site in facts.actionSites where !touchMechanisms.contains(site.mechanism) && site.mechanism != .tapGesture {
      guard let key = CodeTitles.key(site.title) else { continue }
      let builder = site.mechanism == .uiKitMenuItem ? (site.location.path, site.enclosingType) : nil
      ways[key, default: []].append(Way(platforms: site.platforms, path: site.location.path, builder: builder))
    }
    var result: [CodeFinding] = []
    for site in facts.actionSites where touchMechanisms.contains(site.mechanism) {
      guard let title = site.title, title.source != .expression, let key = CodeTitles.key(title) else { continue }
      let path = site.location.path
      let platforms = context.platforms(site.platforms, in: path, among: [.iPad, .mac]).filter { platform in
        !(ways[key] ?? []).contains { way in
          way.serves(site) && context.platforms(way.platforms, in: way.path).contains(platform)
        }
      }
      guard !platforms.isEmpty else { continue }
      let mechanism = site.mechanism == .swipeAction ? "a swipe action" : "a long press"
      let place = CodeTitles.place(type: site.enclosingType, path: path)
      let fix =
        platforms.contains(.mac)
        ? "add it to a context menu (.contextMenu) and, on Mac, as a menu command with a shortcut"
        : "add it to a context menu (.contextMenu) and give it a keyboard shortcut"
      result.append(
        codeFinding(
          "\(title.quoted) in \(place) is reached \(how(site.mechanism, on: platforms)) (\(mechanism))"
            + (platforms.contains(.mac) && site.mechanism == .swipeAction
              ? ", which neither the keyboard nor VoiceOver can do" : "")
            + ": \(fix). Read from the code: no menu command, context menu, toolbar item, accessibility action or "
            + "button titled \(title.quoted) is compiled for \(platforms.count == 1 ? "it" : "them").",
          at: site.location,
          severity: .warning
        )
      )
    }
    return result
  }

  /// Another way to an action of some title: where it is compiled, and for a UIKit menu item
  /// (`UIAction`), the file and type that build it.
  struct Way {
    let platforms: SwiftPlatformSet
    let path: String
    var builder: (path: String, type: String?)?

    /// Whether this way reaches the action of `site`: any way does but a UIKit menu item, which
    /// the code builds for one view, apart from it (a `UIContextMenuConfiguration` for a list's
    /// rows): it serves the swipe actions of its own file or type, not another screen's action of
    /// the same title (NetNewsWire's Go to Feed, in the timeline's context menu and in the
    /// settings' list of stale feeds).
    func serves(_ site: SwiftActionSite) -> Bool {
      guard let builder else { return true }
      return builder.path == site.location.path || builder.type != nil && builder.type == site.enclosingType
    }
  }

  /// How `mechanism` reaches an action on `platforms`, for the message: `on iPad and Mac only by
  /// touch`. On Mac a swipe action is a trackpad gesture (two fingers swipe the row), as the rule on
  /// contracts says it; a long press stays a touch.
  static func how(_ mechanism: SwiftActionSite.Mechanism, on platforms: [Platform]) -> String {
    guard mechanism == .swipeAction, platforms.contains(.mac) else {
      return "on \(Platform.list(platforms)) only by touch"
    }
    let others = platforms.filter { $0 != .mac }
    let mac = "on Mac only by a trackpad gesture"
    return others.isEmpty ? mac : "on \(Platform.list(others)) only by touch and \(mac)"
  }
}
