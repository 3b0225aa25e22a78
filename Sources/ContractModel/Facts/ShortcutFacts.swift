/// What the system, assistive technologies and convention already do with shortcuts, per platform.
///
/// The tables are parsed once, on first use. iPhone has no table of its own and uses the iPad (iOS)
/// facts. Rows whose key no app can bind (⏏, the power button, `⌘` or `🌐` alone, Tab-held Full
/// Keyboard Access commands) are not in the tables; see the comments at the top of each table file.
public enum ShortcutFacts {
  /// Every Mac fact, in table order.
  public static let mac: [ShortcutFact] = load(ShortcutTables.mac, on: .mac)

  /// Every iPad (iOS) fact, in table order.
  public static let iPad: [ShortcutFact] = load(ShortcutTables.iPad, on: .iPad)

  /// The facts of a platform; iPhone gets the iPad facts.
  public static func facts(on platform: Platform) -> [ShortcutFact] {
    platform == .mac ? mac : iPad
  }

  /// The facts about `shortcut` on `platform`: rows of that exact chord first (in table order), then
  /// patterns that match it (`⌃⌥*`). iPhone uses the iPad facts.
  public static func facts(for shortcut: Shortcut, on platform: Platform) -> [ShortcutFact] {
    (platform == .mac ? macIndex : iPadIndex).facts(for: shortcut)
  }

  private static let macIndex = ShortcutFactIndex(mac)
  private static let iPadIndex = ShortcutFactIndex(iPad)

  /// Parses table rows into facts. A row that parses neither as a pattern nor as a shortcut is
  /// dropped (a test checks that none is).
  static func load(_ rows: [ShortcutTables.Row], on platform: Platform) -> [ShortcutFact] {
    rows.compactMap { row in
      // A pattern first: `⌃⌥*` would also parse as the chord ⌃⌥⇧8.
      let pattern = ShortcutPattern(row.written)
      let shortcut = pattern == nil ? Shortcut.parse(row.written).shortcut : nil
      guard shortcut != nil || pattern != nil else { return nil }
      return ShortcutFact(
        shortcut: shortcut,
        pattern: pattern,
        platform: platform,
        meaning: row.meaning,
        scope: row.scope,
        severity: row.severity,
        confirmed: row.confirmed
      )
    }
  }
}

/// A lookup of facts by shortcut: a dictionary for exact chords plus the (few) patterns.
struct ShortcutFactIndex: Sendable {
  private let exact: [Shortcut: [ShortcutFact]]
  private let patterns: [ShortcutFact]

  init(_ facts: [ShortcutFact]) {
    var exact: [Shortcut: [ShortcutFact]] = [:]
    for fact in facts {
      if let shortcut = fact.shortcut { exact[shortcut, default: []].append(fact) }
    }
    self.exact = exact
    patterns = facts.filter { $0.pattern != nil }
  }

  func facts(for shortcut: Shortcut) -> [ShortcutFact] {
    let exact = self.exact[shortcut] ?? []
    // Most shortcuts match no pattern: their rows are returned as they are, not copied.
    guard patterns.contains(where: { $0.matches(shortcut) }) else { return exact }
    return exact + patterns.filter { $0.matches(shortcut) }
  }
}
