/// Chooses a shortcut for an action that nothing takes: no confirmed reserved or standard row on
/// the platforms, and no other binding in the workspace.
struct FixShortcuts {
  /// The workspace's bindings, by shortcut and platform.
  let bindings: [BindingKey: [ShortcutBinding]]

  /// A free shortcut for `action` on every platform of `platforms`: ⌘ with the name's initial,
  /// then ⇧⌘ and ⌥⌘, then the same with the name's other letters. Nil when none is free.
  func freeShortcut(for action: String, on platforms: [Platform], avoiding avoided: Set<Shortcut> = []) -> Shortcut? {
    var letters: [String] = []
    for scalar in action.unicodeScalars where scalar.properties.isAlphabetic && scalar.isASCII {
      let letter = String(scalar).uppercased()
      if !letters.contains(letter) { letters.append(letter) }
    }
    for letter in letters {
      for prefix in ["⌘", "⇧⌘", "⌥⌘"] {
        guard let shortcut = Shortcut.parse(prefix + letter).shortcut, !avoided.contains(shortcut) else { continue }
        if platforms.allSatisfy({ isFree(shortcut, for: action, on: $0) }) { return shortcut }
      }
    }
    return nil
  }

  /// Whether `shortcut` is free for `action` on `platform`.
  func isFree(_ shortcut: Shortcut, for action: String, on platform: Platform) -> Bool {
    if !ShortcutFacts.facts(for: shortcut, on: platform).isEmpty { return false }
    let key = ListItem.fold(action)
    let others = bindings[BindingKey(shortcut: shortcut, platform: platform)] ?? []
    return others.allSatisfy { $0.targetKey == key }
  }
}
