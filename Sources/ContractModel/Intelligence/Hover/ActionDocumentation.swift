/// Markdown about an action: a table of the ways that reach it on each platform (completion and hover).
enum ActionDocumentation {
  /// The action's name and a table, one row per platform, of what reaches it (`ReachTable`).
  static func markdown(action: String, table: ReachTable, platforms: [Platform]) -> String {
    var text = "**\(action)** — how it is reached\n\n| Platform | Ways |\n|---|---|\n"
    for platform in platforms {
      let ways = table.ways(to: ListItem.fold(action), on: platform)
      var names = ways.summary
      if !ways.menuCommands.isEmpty {
        let commands = ways.menuCommands.map { command in
          let shortcut = command.command.shortcut.map { " \($0.text)" } ?? ""
          return "\(command.command.menu) → \(command.command.name)\(shortcut)"
        }
        names += (names.isEmpty ? "" : "; ") + commands.joined(separator: ", ")
      }
      text += "| \(platform) | \(names.isEmpty ? "**none**" : escape(names)) |\n"
    }
    return text
  }

  /// `text` safe inside a markdown table cell.
  static func escape(_ text: String) -> String { text.replacing("|", with: "\\|") }
}
