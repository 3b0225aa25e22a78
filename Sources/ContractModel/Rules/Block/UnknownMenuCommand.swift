/// Lint: `Menu → Command` in a `Check` names a command the workspace's menu declares.
///
/// Only menus the workspace declares are checked: `File → Save` is the system's.
enum UnknownMenuCommand: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownMenuCommand,
    .warning,
    "A `Menu → Command` reference to a command the menu lacks.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      for part in component.checks {
        for reference in MenuReference.find(in: part) {
          guard
            let (title, menus) = reference.resolve(
              in: context.workspace.menus,
              app: context.app,
              appOf: \.app
            )
          else { continue }
          let commands = menus.flatMap { $0.menu.commands }
          if commands.contains(where: { reference.commandCandidates.contains($0.key) }) { continue }
          result.append(
            diagnostic(
              "Menu '\(title)' has no command '\(reference.command)': add '\(reference.command)' to "
                + "'menu \(title)' or fix the check."
                + DidYouMean.sentence(for: reference.command, among: commands.map(\.name)),
              at: reference.commandRange
            )
          )
        }
      }
    }
    return result
  }
}

extension RuleID {
  public static let unknownMenuCommand: RuleID = "unknown-menu-command"
}
