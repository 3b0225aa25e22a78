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
          guard let title = context.workspace.menuTitle(among: reference.menuCandidates) else { continue }
          let menu = ListItem.fold(title)
          let named = reference.commandCandidates.flatMap { context.workspace.commands(named: $0) }
          if named.contains(where: { ListItem.fold($0.command.menu) == menu }) { continue }
          result.append(
            diagnostic(
              "Menu '\(title)' has no command '\(reference.command)': add '\(reference.command)' to "
                + "'menu \(title)' or fix the check."
                + DidYouMean.sentence(for: reference.command, among: context.workspace.commandNames(inMenu: title)),
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
