/// Lint: `Menu → Command` in a `Check` names a command the workspace's menu declares.
///
/// Only menus the workspace declares are checked: `File → Save` is the system's.
enum MenuReferencesExist: DocumentRule {
  static let id = RuleID.unknownMenuCommand

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      for part in component.checks {
        for reference in MenuReference.find(in: part) {
          let menus = (context.workspace.menus[ListItem.fold(reference.menu)] ?? []).filter {
            AppScope.compatible($0.app, context.document.app)
          }
          guard !menus.isEmpty else { continue }
          let commands = menus.flatMap { $0.menu.commands }
          if commands.contains(where: { reference.commandCandidates.contains($0.key) }) { continue }
          result.append(
            diagnostic(
              "Menu '\(reference.menu)' has no command '\(reference.command)': add '\(reference.command)' to "
                + "'menu \(reference.menu)' or fix the check."
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
