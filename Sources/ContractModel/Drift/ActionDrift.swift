import SwiftSource

/// Drift of a component's actions: a way the contract gives an action (a context menu, the menu
/// bar, a shortcut, or anything beyond a swipe when the code offers only a swipe) that the
/// component's code does not offer.
///
/// An action the code never names (in the component's code or a menu) is left alone: the code
/// may reach it in ways that are not read (`.onDeleteCommand`, a key handler). A way is said to be
/// missing only when the component's own code offers the action some other way (a menu of the
/// app naming it, such as Interface Builder's Edit → Delete, is not enough); a missing menu
/// command only when the app's menus were read; a missing shortcut only for a ⌘ shortcut (those
/// are bound in menus and `.keyboardShortcut`, which are read), and never when the action's
/// control has a shortcut the code computes. Menu commands of a contract `menu`
/// tied to a code menu are the menu's drift, not the component's.
enum ActionDrift {
  /// A way the contract gives that the code lacks, or binds otherwise.
  struct Gap {
    /// The way as the message names it: `context menu`, `⌘R`.
    var way: String
    var platform: Platform
    /// Where the contract gives it, in the block.
    var range: SourceRange
    /// For a shortcut the code binds otherwise, the code's shortcuts and where they are bound.
    var codeShortcuts: [(shortcut: Shortcut, location: SwiftLocation)] = []
  }

  /// The findings about the actions of `component`, tied to `tie`.
  static func findings(
    _ component: Component,
    tie: CodeTie,
    context: BlockContext,
    code: AppCode
  ) -> [Diagnostic] {
    let reach = context.reach(of: component)
    var result: [Diagnostic] = []
    for action in component.actions {
      let ways = CodeWays(action: AppCode.nameKey(action.name), scope: tie.scope, code: code)
      guard ways.isKnown else { continue }
      var gaps: [Gap] = []
      for platform in Platform.allCases {
        guard let path = component.paths[platform] else { continue }
        gaps += self.gaps(
          reach.ways(to: action.name, on: platform),
          code: ways,
          platform: platform,
          path: path,
          app: code
        )
      }
      guard !gaps.isEmpty else { continue }
      result.append(finding(action, of: component, gaps: gaps, ways: ways, tie: tie, context: context))
    }
    return result
  }

  /// The gaps between the contract's `contract` ways and the code's on `platform`.
  static func gaps(
    _ contract: Ways,
    code ways: CodeWays,
    platform: Platform,
    path: PlatformPath,
    app code: AppCode
  ) -> [Gap] {
    var gaps: [Gap] = []
    let swipeOnly = ways.isSwipeOnly(on: platform)
    let sites = ways.sites(on: platform)
    func place(_ range: SourceRange) -> SourceRange {
      path.fields.contains { $0.range.contains(range.start) } ? range : path.reportRange
    }
    // Mechanisms: a context menu always; anything but a swipe when the code has only a swipe.
    var named = Set<String>()
    for use in contract.mechanisms where use.mechanism.reachesActions && !use.mechanism.isMenuBar {
      let name = use.mechanism.name
      guard named.insert(name).inserted else { continue }
      // A missing context menu is known only when the component's code names the action.
      let missing =
        name == "context menu"
        ? !ways.sites.isEmpty && !sites.contains { $0.mechanism == .contextMenu } : swipeOnly && name != "swipe"
      if missing { gaps.append(Gap(way: name, platform: platform, range: place(use.range))) }
    }
    // The menu bar, unless a contract menu tied to a code menu speaks for it.
    let ownedByMenus = contract.menuCommands.contains { code.hasMenu(ListItem.fold($0.command.menu)) }
    let menuBarUse = contract.mechanisms.first { $0.mechanism.isMenuBar }
    if platform != .iPhone, !ownedByMenus, menuBarUse != nil || !contract.menuCommands.isEmpty,
      ways.commands(on: platform).isEmpty, code.readsMenus, !ways.sites.isEmpty
    {
      gaps.append(Gap(way: "menu bar", platform: platform, range: place(menuBarUse?.range ?? path.reportRange)))
    }
    // Shortcuts: the path's, and the contract menu commands'; a shortcut of a contract menu tied
    // to a code menu is that menu's drift.
    let menuShortcuts = Set(contract.menuCommands.compactMap { $0.command.shortcut?.shortcut })
    var shortcuts = contract.shortcuts.compactMap { use in
      use.shortcut.flatMap { ownedByMenus && menuShortcuts.contains($0) ? nil : ($0, place(use.range)) }
    }
    if !ownedByMenus {
      for command in contract.menuCommands {
        if let shortcut = command.command.shortcut?.shortcut { shortcuts.append((shortcut, path.reportRange)) }
      }
    }
    let offered = ways.shortcuts(on: platform)
    let definite = ways.definiteShortcuts(on: platform)
    var seen = Set<Shortcut>()
    for (shortcut, range) in shortcuts where seen.insert(shortcut).inserted && !offered.contains(shortcut) {
      if !definite.isEmpty {
        gaps.append(Gap(way: shortcut.description, platform: platform, range: range, codeShortcuts: definite))
      } else if offered.isEmpty, shortcut.modifiers.contains(.command), !ways.hasUnreadShortcut, !ways.sites.isEmpty {
        gaps.append(Gap(way: shortcut.description, platform: platform, range: range))
      }
    }
    return gaps
  }

  /// One finding for every gap of `action`.
  static func finding(
    _ action: Action,
    of component: Component,
    gaps: [Gap],
    ways: CodeWays,
    tie: CodeTie,
    context: BlockContext
  ) -> Diagnostic {
    // Each way once, with its platforms in order.
    var order: [String] = []
    var platforms: [String: [Platform]] = [:]
    var rebound: [String: [Shortcut]] = [:]
    for gap in gaps {
      if platforms[gap.way] == nil { order.append(gap.way) }
      if !platforms[gap.way, default: []].contains(gap.platform) {
        platforms[gap.way, default: []].append(gap.platform)
      }
      for (shortcut, _) in gap.codeShortcuts where !rebound[gap.way, default: []].contains(shortcut) {
        rebound[gap.way, default: []].append(shortcut)
      }
    }
    func described(_ way: String) -> String {
      "\(way) (\(platforms[way]!.map(\.rawValue).joined(separator: ", ")))"
    }
    let missing = order.filter { rebound[$0] == nil }
    let changed = order.filter { rebound[$0] != nil }
    var sentences: [String] = []
    if !missing.isEmpty {
      sentences.append("the contract gives it \(Self.list(missing.map(described))), which its code does not offer")
    }
    for way in changed {
      let codeShortcuts = rebound[way]!.map(\.description).joined(separator: " and ")
      sentences.append("the contract gives it \(described(way)), its code binds \(codeShortcuts) to it")
    }
    let codePlatforms = gaps.map(\.platform)
    let offered = codePlatforms.flatMap { ways.wayNames(on: $0) }.reduce(into: [String]()) { names, name in
      if !names.contains(name) { names.append(name) }
    }
    let swipeOnly = codePlatforms.contains { ways.isSwipeOnly(on: $0) }
    let codeSays =
      swipeOnly
      ? " The code offers it only as a swipe."
      : offered.isEmpty ? "" : " The code offers it as: \(offered.joined(separator: ", "))."
    var related: [RelatedLocation] = []
    for site in ways.sites where related.count < 8 {
      related.append(
        RelatedLocation(
          location: site.location.documentLocation,
          message: "'\(action.name)' as \(site.mechanism.contractName), in \(site.enclosingType ?? "the code")"
        )
      )
    }
    for command in ways.commands where related.count < 8 {
      related.append(
        RelatedLocation(
          location: command.location.documentLocation,
          message: "'\(action.name)' in the code's menu '\(command.context.menuTitle ?? "?")'"
            + (command.shortcut.flatMap(CodeShortcuts.shortcut).map { ", \($0)" } ?? "")
        )
      )
    }
    for gap in gaps {
      for (shortcut, location) in gap.codeShortcuts
      where related.count < 8 && !related.contains(where: { $0.location == location.documentLocation }) {
        related.append(RelatedLocation(location: location.documentLocation, message: "\(shortcut) bound here"))
      }
    }
    return ContractDrift.diagnostic(
      "'\(action.name)' of '\(component.name)' drifts from its code (\(tie.names)): "
        + sentences.joined(separator: "; ") + "." + codeSays
        + " Offer the same ways in the code, or change the contract." + action.readingNote(in: component),
      at: gaps[0].range,
      related: related
    )
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
