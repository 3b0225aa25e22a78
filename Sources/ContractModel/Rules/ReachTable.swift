/// The ways to one action on one platform.
public struct Ways: Sendable, Hashable {
  /// Mechanisms that reach the action (buttons, swipes, menus, …).
  public var mechanisms: [MechanismUse] = []
  /// Shortcuts bound to the action.
  public var shortcuts: [ShortcutUse] = []
  /// Menu-bar commands named like the action (Mac and iPad).
  public var menuCommands: [WorkspaceCommand] = []
  /// The component's activations (`row → details`), for the first primary action: a way for
  /// `action-unreachable` only, neither a command nor a shortcut, and never one that hides
  /// `touch-only-action`.
  public var activations: [PathSegment] = []

  /// Adds the ways of `segment`: with a subject, its mechanisms that reach actions; without one
  /// (it reaches the primary action), its command mechanisms and its activation; and its valid
  /// shortcuts either way (an invalid shortcut is no way).
  mutating func add(_ segment: PathSegment, subject: Bool) {
    for use in segment.mechanisms where subject ? use.mechanism.reachesActions : use.mechanism.isCommand {
      mechanisms.append(use)
    }
    for use in segment.shortcuts where use.shortcut != nil { shortcuts.append(use) }
    if !subject, segment.activates { activations.append(segment) }
  }

  /// Whether nothing reaches the action.
  public var isEmpty: Bool { mechanisms.isEmpty && shortcuts.isEmpty && menuCommands.isEmpty }

  /// Whether something reaches the action, counting the component's activation: what
  /// `action-unreachable` reads.
  public var isReached: Bool { !isEmpty || !activations.isEmpty }

  /// Whether something reaches it and every way is touch only.
  public var isTouchOnly: Bool {
    !isEmpty && shortcuts.isEmpty && menuCommands.isEmpty && mechanisms.allSatisfy(\.mechanism.isTouchOnly)
  }

  /// Whether a menu-bar command reaches it.
  public var hasMenuCommand: Bool { !menuCommands.isEmpty || mechanisms.contains { $0.mechanism.isMenuBar } }

  /// Whether a keyboard shortcut reaches it.
  public var hasShortcut: Bool {
    shortcuts.contains { $0.shortcut != nil } || menuCommands.contains { $0.command.shortcut?.shortcut != nil }
  }

  /// A short list of the ways, for messages: `swipe, custom action`.
  public var summary: String {
    var names: [String] = []
    for use in mechanisms where !names.contains(use.mechanism.name) { names.append(use.mechanism.name) }
    for use in shortcuts where !names.contains(use.text) { names.append(use.text) }
    if !menuCommands.isEmpty && !names.contains("menu bar") { names.append("menu bar") }
    if names.isEmpty, let activation = activations.first { names.append(activation.text) }
    return names.joined(separator: ", ")
  }
}

/// Per action and platform, the ways that reach it: the table the reachability rules read.
public struct ReachTable: Sendable {
  /// Ways by folded action name, then platform.
  public private(set) var ways: [String: PlatformTable<Ways>] = [:]

  /// Builds the table of `component`, in a document of `app`, with the commands of `workspace`.
  ///
  /// A segment's mechanisms and shortcuts reach its subject; in a segment without a subject,
  /// command mechanisms and shortcuts reach the first primary action. A menu command named like
  /// an action reaches it on Mac and iPad.
  public init(component: Component, workspace: WorkspaceFacts, app: String?) {
    let foldedApp = app.map(ListItem.fold)
    self.init(component: component) { key in
      (workspace.commands[key] ?? []).filter { AppScope.compatible(folded: $0.foldedApp, foldedApp) }
    }
  }

  /// Builds the table of `component`, `commands` giving the menu commands named each action
  /// (folded) that the component's document sees.
  init(component: Component, commands: (String) -> [WorkspaceCommand]) {
    let primary = component.actions.first { $0.origin == .primary }?.key
    for (platform, path) in component.paths {
      for index in path.segments.indices {
        // Read in place: copying a segment would retain every array it holds.
        let subject = path.segments[index].subject
        guard let target = subject.map(ListItem.fold) ?? primary else { continue }
        ways[target, default: [:]][platform, default: Ways()].add(path.segments[index], subject: subject != nil)
      }
    }
    for action in component.actions {
      let key = action.key
      let named = commands(key)
      guard !named.isEmpty else { continue }
      for platform in [Platform.iPad, .mac] where component.paths[platform] != nil {
        let standing = named.filter { $0.platforms.contains(platform) }
        guard !standing.isEmpty else { continue }
        ways[key, default: [:]][platform, default: Ways()].menuCommands += standing
      }
    }
  }

  /// The ways to `action` on `platform` (empty when none).
  public func ways(to action: String, on platform: Platform) -> Ways {
    ways[ListItem.fold(action)]?[platform] ?? Ways()
  }
}
