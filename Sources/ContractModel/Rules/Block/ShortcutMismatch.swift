/// Lint: an action's path and its menu command give it the same shortcut on a platform. `Reply:
/// ⌘R` in a menu and `Reply in menu bar, ⌘T` in the Mac path are two statements of one fact that
/// disagree (v1.1).
enum ShortcutMismatch: BlockRule {
  static let descriptor = RuleDescriptor(
    .shortcutMismatch,
    .warning,
    "A path gives an action one shortcut and its menu command another.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      let reach = context.reach(of: component)
      for action in component.actions {
        for platform in [Platform.iPad, .mac] where component.paths[platform] != nil {
          let ways = reach.ways(to: action.name, on: platform)
          let commands = ways.menuCommands.filter { $0.command.shortcut?.shortcut != nil }
          guard let written = ways.shortcuts.first, !commands.isEmpty else { continue }
          let menuShortcuts = Set(commands.compactMap { $0.command.shortcut?.shortcut })
          guard !ways.shortcuts.contains(where: { $0.shortcut.map(menuShortcuts.contains) ?? false }) else { continue }
          let command = commands[0]
          let pathShortcuts = ways.shortcuts.compactMap(\.shortcut).map(\.description)
          let inherited = !component.paths[platform]!.ownSegments.contains { $0.shortcuts.contains(written) }
          result.append(
            diagnostic(
              "'\(action.name)' of '\(component.name)' has \(Self.list(pathShortcuts)) in the \(platform) path but "
                + "\(command.command.shortcut!.shortcut!) as its menu command (\(command.command.menu) → "
                + "\(command.command.name)): write one shortcut in both places.",
              at: inherited ? component.paths[platform]!.reportRange : written.range,
              related: commands.map { command in
                RelatedLocation(
                  location: command.location,
                  message: "\(command.command.menu) → \(command.command.name) is \(command.command.shortcut!.shortcut!)"
                )
              }
            )
          )
        }
      }
    }
    return result
  }

  /// `⌘T` or `⌘T and ⇧⌘T`, each once.
  private static func list(_ shortcuts: [String]) -> String {
    var unique: [String] = []
    for shortcut in shortcuts where !unique.contains(shortcut) { unique.append(shortcut) }
    return unique.joined(separator: " and ")
  }
}

extension RuleID {
  public static let shortcutMismatch: RuleID = "shortcut-mismatch"
}
