/// A menu command's name as written, with its folded form (what names are matched by).
struct CommandName: Sendable, Hashable {
  /// The name as the menu writes it.
  var name: String
  /// The name folded (``ListItem/fold(_:)``).
  var folded: String
}

extension ContractWorkspace {
  /// The workspace's menu commands that the files of `app` (folded; nil for a file without
  /// `App`) see, one per folded name (the first declared), in the order of the folded names.
  /// Made once per change of the commands, since completion asks for them on every request and a
  /// workspace declares thousands.
  func commandNames(seenFrom app: String?) -> [CommandName] {
    refresh()
    if let known = commandNamesCache[app] { return known }
    let names = facts.commands.keys.sorted().compactMap { key in
      facts.commands[key]?.first { AppScope.compatible(folded: $0.foldedApp, app) }.map {
        CommandName(name: $0.command.name, folded: key)
      }
    }
    commandNamesCache[app] = names
    return names
  }
}
