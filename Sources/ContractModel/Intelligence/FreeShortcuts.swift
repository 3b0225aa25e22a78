/// A shortcut an action may take: free in the workspace and not taken by the system or a convention.
public struct FreeShortcut: Sendable, Hashable {
  /// The shortcut, in normal form.
  public let shortcut: Shortcut
  /// Why it is safe, e.g. "free in Leaf on iPad and Mac; not a system or standard shortcut".
  public let reason: String

  /// Creates a candidate.
  public init(shortcut: Shortcut, reason: String) {
    self.shortcut = shortcut
    self.reason = reason
  }
}

/// Finds shortcuts free for an action: the action's initial with ⌘, then ⇧⌘, then ⌥⌘, then the other
/// letters of its name the same way. A candidate is never reserved or standard (a confirmed row of
/// ``ShortcutFacts`` on the platforms asked for), never a ⌃⌥ chord, never one of the Mac app menu's
/// five (⌘Q ⌘H ⌥⌘H ⌘, ⌘M), and never bound to another action on those platforms in the same app.
public enum FreeShortcuts {
  /// The modifier sets tried for each letter, in order.
  static let modifierOrder: [ShortcutModifiers] = [.command, [.shift, .command], [.option, .command]]

  /// The free shortcuts for `action` on `platforms` in `app` (nil: a file without `App`, which joins
  /// every app), best first, at most `limit`.
  ///
  /// - Parameters:
  ///   - action: the action or menu command name, as written.
  ///   - bindingsOf: the workspace's bindings of one shortcut on one platform
  ///     (``ContractWorkspace/bindings(of:)``): only those of the shortcuts tried are asked for.
  public static func candidates(
    for action: String,
    platforms: some Sequence<Platform>,
    app: String?,
    bindingsOf: (BindingKey) -> [ShortcutBinding],
    limit: Int = 6
  ) -> [FreeShortcut] {
    let platforms = Array(Set(platforms)).sorted()
    guard !platforms.isEmpty, limit > 0 else { return [] }
    let actionKey = ListItem.fold(action)
    var result: [FreeShortcut] = []
    for letter in letters(of: action) {
      for modifiers in modifierOrder {
        guard let key = ShortcutKey(String(letter)) else { continue }
        let shortcut = Shortcut(modifiers: modifiers, key: key)
        guard isSafe(shortcut, on: platforms) else { continue }
        guard !isBoundElsewhere(shortcut, actionKey: actionKey, platforms: platforms, app: app, bindingsOf: bindingsOf)
        else { continue }
        result.append(FreeShortcut(shortcut: shortcut, reason: reason(platforms: platforms, app: app)))
        if result.count == limit { return result }
      }
    }
    return result
  }

  /// Whether `shortcut` is neither reserved nor standard on any of `platforms` (confirmed facts),
  /// nor a ⌃⌥ chord, nor one of the app menu's five.
  public static func isSafe(_ shortcut: Shortcut, on platforms: [Platform]) -> Bool {
    if shortcut.modifiers.isSuperset(of: [.control, .option]) { return false }
    if ShortcutReserved.appMenu[shortcut] != nil { return false }
    for platform in platforms where ShortcutFacts.facts(for: shortcut, on: platform).contains(where: \.confirmed) {
      return false
    }
    return true
  }

  /// Whether a binding of `shortcut` on one of `platforms`, in a compatible app, triggers another action.
  static func isBoundElsewhere(
    _ shortcut: Shortcut,
    actionKey: String,
    platforms: [Platform],
    app: String?,
    bindingsOf: (BindingKey) -> [ShortcutBinding]
  ) -> Bool {
    platforms.contains { platform in
      bindingsOf(BindingKey(shortcut: shortcut, platform: platform)).contains {
        $0.targetKey != actionKey && AppScope.compatible($0.app, app)
      }
    }
  }

  /// The distinct ASCII letters of `name`, upper case, its initial first.
  static func letters(of name: String) -> [Character] {
    var seen: [Character] = []
    for character in name.uppercased() where character.isASCII && character.isLetter && !seen.contains(character) {
      seen.append(character)
    }
    return seen
  }

  /// "free in Leaf on iPad and Mac; not a system or standard shortcut".
  static func reason(platforms: [Platform], app: String?) -> String {
    let list = Platform.list(platforms)
    let scope = app.map { "in \($0)" } ?? "in the workspace"
    return "free \(scope) on \(list); not a system or standard shortcut"
  }
}

extension ContractWorkspace {
  /// The free shortcuts for `action` on `platforms` in `app`, best first (see ``FreeShortcuts``).
  public func freeShortcuts(
    for action: String,
    platforms: some Sequence<Platform>,
    app: String?,
    limit: Int = 6
  ) -> [FreeShortcut] {
    FreeShortcuts.candidates(for: action, platforms: platforms, app: app, bindingsOf: bindings(of:), limit: limit)
  }
}
