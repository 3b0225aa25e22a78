/// The workspace facts as a block rule sees them: from one document's `App`, each question
/// recorded (``FactReads``), so that the findings made from the answers are made again when, and
/// only when, an answer may have changed.
public struct WorkspaceView {
  /// The facts asked.
  let facts: WorkspaceFacts
  /// The asking document's `App`, folded.
  let app: String?
  /// Where the questions are recorded.
  let reads: FactReads

  /// The menu commands named `key` (folded) visible from the document.
  public func commands(named key: String) -> [WorkspaceCommand] {
    reads.record(.command(key))
    guard let named = facts.commands[key] else { return [] }
    return named.filter { AppScope.compatible(folded: $0.foldedApp, app) }
  }

  /// The contract menus titled `title` (folded) visible from the document, in the workspace's
  /// order.
  public func menus(titled title: String) -> [WorkspaceMenu] {
    reads.record(.menu(title))
    return (facts.menus[title] ?? []).filter { AppScope.compatible($0.app, app) }
  }

  /// The first of `candidates` (menu titles as written) that titles a menu visible from the
  /// document.
  public func menuTitle(among candidates: [String]) -> String? {
    for candidate in candidates {
      let title = ListItem.fold(candidate)
      reads.record(.menu(title))
      if facts.menus[title]?.contains(where: { AppScope.compatible($0.app, app) }) == true { return candidate }
    }
    return nil
  }

  /// The names of the commands of the menus titled `title` visible from the document, in order.
  public func commandNames(inMenu title: String) -> [String] {
    let folded = ListItem.fold(title)
    reads.record(.menuCommands(folded))
    let menus = (facts.menus[folded] ?? []).filter { AppScope.compatible($0.app, app) }
    return menus.flatMap { $0.menu.commands.map(\.name) }
  }

  /// Whether a team catalog block names the entry `folded`.
  public func hasTeamCatalogEntry(_ folded: String) -> Bool {
    reads.record(.catalogEntry(folded))
    return facts.hasTeamCatalogEntry(folded)
  }

  /// The names of the team catalog entries, as written, sorted.
  public var teamCatalogNames: [String] {
    reads.record(.catalogNames)
    return facts.teamCatalogNames
  }
}
