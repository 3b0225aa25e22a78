import SwiftSource

/// The draft of one `menu` block: a menu of the app's code, its commands with their shortcuts.
struct MenuDraft {
  /// The menu's title (the app's name for the application menu).
  let title: String
  /// The command lines, indented.
  let lines: [String]

  /// The drafts of every menu of `code`, in the order their first commands are written; the
  /// application menu (`CommandGroup(after: .appInfo)`) is titled `app`.
  static func drafts(_ code: AppCode, app: String) -> [MenuDraft] {
    var titles: [String] = []
    var commands: [String: [SwiftMenuCommand]] = [:]
    for command in code.facts.menuCommands {
      guard var title = command.context.menuTitle.flatMap(ComponentDraft.actionName(plain:)) else { continue }
      if command.context.menu == nil && title == "App" { title = app }
      let folded = ListItem.fold(title)
      if commands[folded] == nil { titles.append(title) }
      commands[folded, default: []].append(command)
    }
    return titles.map { title in
      var lines: [String] = []
      var seen = Set<String>()
      var computed = 0
      for command in commands[ListItem.fold(title)]! {
        guard let key = AppCode.titleKey(command.title), let name = ComponentDraft.actionName(command.title!) else {
          computed += 1
          continue
        }
        guard seen.insert(key).inserted else { continue }
        let shortcut = command.shortcut.flatMap(CodeShortcuts.shortcut).map { ": \($0)" } ?? ""
        lines.append("  \(name)\(shortcut)")
      }
      if computed > 0 {
        lines.append("  # and \(computed) command\(computed == 1 ? "" : "s") whose title the code computes")
      }
      return MenuDraft(title: title, lines: lines)
    }
    .filter { $0.lines.contains { !$0.hasPrefix("  #") } }
  }

  /// The menu as contract text.
  var text: String { (["menu \(title)"] + lines).joined(separator: "\n") + "\n" }
}

extension ComponentDraft {
  /// ``actionName(_:)`` of a plain string.
  static func actionName(plain text: String) -> String? {
    actionName(SwiftText(source: .verbatim, text: text, literalParts: [text], interpolations: [], range: 0..<0))
  }
}
