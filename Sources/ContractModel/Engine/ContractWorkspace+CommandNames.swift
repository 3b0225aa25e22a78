/// A menu command's name as written, with its folded form (what names are matched by).
public struct CommandName: Sendable, Hashable {
  /// The name as the menu writes it.
  public var name: String
  /// The name folded (``ListItem/fold(_:)``).
  public var folded: String

  /// The name `name`, folded `folded`.
  public init(name: String, folded: String) {
    self.name = name
    self.folded = folded
  }
}

extension ContractWorkspace {
  /// The workspace's menu commands that the files of `app` (folded; nil for a file without
  /// `App`) see, one per folded name (the first declared), in the order of the folded names.
  /// Made once per change of the commands, since completion asks for them on every request and a
  /// workspace declares thousands.
  public func commandNames(seenFrom app: String?) -> [CommandName] {
    refresh()
    if let known = commandNamesCache[app] { return known }
    var names: [CommandName] = []
    for key in sortedCommandKeys {
      let seen = facts.commands[key]?.first { AppScope.compatible(folded: $0.foldedApp, app) }
      if let seen { names.append(CommandName(name: seen.command.name, folded: key)) }
    }
    commandNamesCache[app] = names
    return names
  }
}
