/// The Mac check the `mac-voiceover-untested` fix drafts from the component: what to verify with
/// VoiceOver and the keyboard alone, from the Mac path and the menus. A draft for the author to
/// run and keep, never a placeholder (a placeholder is not a check).
enum MacCheckDraft {
  /// The check's text, after `Check Mac: `.
  static func text(for component: Component, facts: WorkspaceFacts, document: ContractDocument) -> String {
    var steps: [String] = []
    let mac = component.paths[.mac]
    if let primary = component.primaryActions.first {
      if let command = menuCommand(named: primary, facts: facts, document: document) {
        steps.append("\(command.menu) → \(command.name) works with the keyboard alone")
      } else if let shortcut = mac?.segments.filter({ ($0.subject ?? primary) == primary })
        .flatMap(\.shortcuts).compactMap(\.shortcut).first
      {
        steps.append("\(primary) works with \(shortcut) and the keyboard alone")
      } else {
        steps.append("\(primary) is reached with the keyboard alone")
      }
    }
    if mac?.contains(where: \.isTable) ?? false || !component.columns.isEmpty {
      steps.append("VoiceOver reads each row with its position and column headers")
    }
    if component.isCustomView {
      steps.append("Tab reaches it, its focus ring shows, and VoiceOver reads its role, label and value")
    }
    if steps.isEmpty { steps.append("VoiceOver reads '\(component.name)' and Tab reaches every action") }
    return "with VoiceOver on (⌘F5), " + steps.joined(separator: "; ") + "."
  }

  /// The menu command named `name` visible from `document`: its own menus first, then the workspace's.
  private static func menuCommand(named name: String, facts: WorkspaceFacts, document: ContractDocument) -> MenuCommand?
  {
    for menu in document.menus {
      if let command = menu.value.command(named: name) { return command }
    }
    return facts.commands(named: name, app: document.app).first?.command
  }
}
