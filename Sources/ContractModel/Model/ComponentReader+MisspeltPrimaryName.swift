extension ComponentReader {
  /// Reads each primary action that misspells the one menu command the paths name as that command
  /// (``MisspeltPrimaryName``): renamed in `actions`, where the command's own entry is dropped.
  /// Returns what it read and the first words of the names it looked up among the commands.
  ///
  /// Only where, as written, the primary action has no menu command on Mac: there is a Mac path, no
  /// segment names it (`subjects`: each platform's folded subjects), no segment without a subject,
  /// which would reach it, holds `menu bar` (`reachedByMenuBar`), and no menu command of the
  /// workspace has its name (`commands`: the names of those whose folded first word is the one
  /// given). The names are one edit apart and four letters or more (``ActionTypo/isOneEdit(_:_:)``),
  /// and no other command of the paths is that close. A primary action read from a misspelt
  /// `Primary action` is not read again.
  static func readMisspeltPrimaryNames(
    _ actions: inout [Action],
    subjects: PlatformTable<Set<String>>,
    hasMacPath: Bool,
    reachedByMenuBar: Bool,
    commands: (String) -> [String]
  ) -> (names: [MisspeltPrimaryName], lookedUp: [String]) {
    guard hasMacPath, !reachedByMenuBar, actions.contains(where: { $0.origin == .menuCommand }) else { return ([], []) }
    let named = subjects.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    var found: [MisspeltPrimaryName] = []
    var lookedUp: [String] = []
    var dropped: Set<String> = []
    for index in actions.indices {
      let primary = actions[index]
      guard primary.origin == .primary, !primary.isMisspeltPrimary, !named.contains(primary.key) else { continue }
      let close = actions.filter { $0.origin == .menuCommand && ActionTypo.isOneEdit(primary.key, $0.key) }
      guard close.count == 1, let command = close.first, !dropped.contains(command.key) else { continue }
      if let word = CommandWord.of(primary.name) {
        lookedUp.append(word)
        if commands(word).contains(where: { ListItem.fold($0) == primary.key }) { continue }
      }
      found.append(
        MisspeltPrimaryName(
          written: primary.name,
          reading: command.name,
          range: primary.range,
          namedOn: Platform.allCases.filter { subjects[$0]?.contains(command.key) ?? false }
        )
      )
      dropped.insert(command.key)
      actions[index].name = command.name
      actions[index].isMisspeltName = true
    }
    actions.removeAll { $0.origin == .menuCommand && dropped.contains($0.key) }
    return (found, lookedUp)
  }
}
