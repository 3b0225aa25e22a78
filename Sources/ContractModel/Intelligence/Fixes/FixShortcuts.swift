/// The shortcuts fixes write (v1.1): an action's menu command's shortcut when it has one, else one
/// the action already has on another platform, else a free one, the same on iPad and Mac. Never
/// reserved or standard on a platform the file targets, never bound to another action there.
struct FixShortcuts {
  /// The workspace's bindings of one shortcut on one platform.
  let bindingsOf: (BindingKey) -> [ShortcutBinding]
  /// The document's `App` (nil joins every app).
  let app: String?
  /// The workspace's menus and commands.
  let facts: WorkspaceFacts
  /// The document the fix edits.
  let document: ContractDocument

  /// The platforms with keyboards the file targets: iPad and Mac, or iPhone alone when it targets
  /// nothing else (iPhone reads the iPad facts).
  var keyboardPlatforms: [Platform] {
    let targets = document.targets
    let keyboards = targets.filter { $0 != .iPhone }
    return keyboards.isEmpty ? targets : keyboards
  }

  /// The shortcut a fix gives `action` of `component`, other than `avoided`.
  func shortcut(for action: String, in component: Component?, avoiding avoided: Set<Shortcut> = []) -> Shortcut? {
    let platforms = keyboardPlatforms
    if let menu = menuShortcut(for: action), !avoided.contains(menu), isFree(menu, for: action, on: platforms) {
      return menu
    }
    let key = ListItem.fold(action)
    if let component {
      let primary = component.primaryActions.first.map(ListItem.fold)
      for platform in Platform.allCases {
        for segment in component.paths[platform]?.segments ?? []
        where segment.subject.map(ListItem.fold) ?? primary == key {
          for shortcut in segment.shortcuts.compactMap(\.shortcut)
          where !avoided.contains(shortcut) && isFree(shortcut, for: action, on: platforms) {
            return shortcut
          }
        }
      }
    }
    return freeShortcut(for: action, on: platforms, avoiding: avoided)
  }

  /// The shortcut of the menu command named like `action`: the document's own menus first.
  func menuShortcut(for action: String) -> Shortcut? {
    for menu in document.menus {
      if let shortcut = menu.value.command(named: action)?.shortcut?.shortcut { return shortcut }
    }
    return facts.commands(named: action, app: app).lazy.compactMap { $0.command.shortcut?.shortcut }.first
  }

  /// The best free shortcut for `action` on every platform of `platforms`, other than `avoided`.
  func freeShortcut(for action: String, on platforms: [Platform], avoiding avoided: Set<Shortcut> = []) -> Shortcut? {
    FreeShortcuts.candidates(
      for: action,
      platforms: platforms,
      app: app,
      bindingsOf: bindingsOf,
      limit: avoided.count + 1
    )
    .map(\.shortcut).first { !avoided.contains($0) }
  }

  /// Whether `shortcut` is free for `action` on every platform of `platforms`.
  func isFree(_ shortcut: Shortcut, for action: String, on platforms: [Platform]) -> Bool {
    FreeShortcuts.isSafe(shortcut, on: platforms)
      && !FreeShortcuts.isBoundElsewhere(
        shortcut,
        actionKey: ListItem.fold(action),
        platforms: platforms,
        app: app,
        bindingsOf: bindingsOf
      )
  }
}
