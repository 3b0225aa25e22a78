/// The shortcuts fixes write: free ones from ``FreeShortcuts`` for the document's app.
struct FixShortcuts {
  /// The workspace's bindings, by shortcut and platform.
  let bindings: [BindingKey: [ShortcutBinding]]
  /// The document's `App` (nil joins every app).
  let app: String?

  /// The best free shortcut for `action` on every platform of `platforms`, other than `avoided`.
  func freeShortcut(for action: String, on platforms: [Platform], avoiding avoided: Set<Shortcut> = []) -> Shortcut? {
    FreeShortcuts.candidates(
      for: action,
      platforms: platforms,
      app: app,
      bindings: bindings,
      limit: avoided.count + 1
    )
    .map(\.shortcut).first { !avoided.contains($0) }
  }

  /// Whether `shortcut` is free for `action` on `platform`.
  func isFree(_ shortcut: Shortcut, for action: String, on platform: Platform) -> Bool {
    FreeShortcuts.isSafe(shortcut, on: [platform])
      && !FreeShortcuts.isBoundElsewhere(
        shortcut,
        actionKey: ListItem.fold(action),
        platforms: [platform],
        app: app,
        bindings: bindings
      )
  }
}
