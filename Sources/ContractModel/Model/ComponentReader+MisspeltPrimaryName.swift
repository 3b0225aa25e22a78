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

extension ComponentReader {
  /// Reads each primary action that misspells one menu command of the workspace, where the paths
  /// name none, as that command (``MisspeltPrimaryName`` with no platform naming it): `Primary
  /// action: Reordr.` beside `Mac: table row; ⌘R` and a menu's `Reorder: ⌘R`, where the `⌘R`
  /// without a subject would bind `Reordr` and conflict with the menu's. Returns what it read and
  /// the words it looked up among the commands.
  ///
  /// As narrow as ``readMisspeltPrimaryNames(_:subjects:hasMacPath:reachedByMenuBar:commands:)``:
  /// there is a Mac path, a segment without a subject binds a shortcut (`bindsShortcut`), none holds
  /// `menu bar` (`reachedByMenuBar`), no segment names the primary action and no menu command of
  /// the workspace has its name. Commands are looked up by first word, so the words one edit from
  /// the name's first word (``ComponentReader/wordsOneEdit(from:)``) are looked up too; exactly one
  /// command the file sees must be one edit from the name (four letters or more,
  /// ``ActionTypo/isOneEdit(_:_:)``), and no action of the component has its name.
  static func readMisspeltMenuOnlyNames(
    _ actions: inout [Action],
    subjects: PlatformTable<Set<String>>,
    hasMacPath: Bool,
    reachedByMenuBar: Bool,
    bindsShortcut: Bool,
    commands: (String) -> [String]
  ) -> (names: [MisspeltPrimaryName], lookedUp: [String]) {
    guard hasMacPath, bindsShortcut, !reachedByMenuBar, !actions.contains(where: { $0.origin == .menuCommand }) else {
      return ([], [])
    }
    let named = subjects.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    let keys = Set(actions.map(\.key))
    var found: [MisspeltPrimaryName] = []
    var lookedUp: [String] = []
    var read: Set<String> = []
    for index in actions.indices {
      let primary = actions[index]
      guard primary.origin == .primary, !primary.isMisspeltPrimary, !named.contains(primary.key),
        let word = CommandWord.of(primary.name)
      else { continue }
      var close: [String: String] = [:]
      var isCommand = false
      for candidate in [word] + wordsOneEdit(from: word) {
        lookedUp.append(candidate)
        for name in commands(candidate) {
          let key = ListItem.fold(name)
          if key == primary.key { isCommand = true }
          if close[key] == nil, ActionTypo.isOneEdit(primary.key, key) { close[key] = name }
        }
      }
      guard !isCommand, close.count == 1, let (key, command) = close.first, !keys.contains(key),
        read.insert(key).inserted
      else { continue }
      found.append(MisspeltPrimaryName(written: primary.name, reading: command, range: primary.range, namedOn: []))
      actions[index].name = command
      actions[index].isMisspeltName = true
    }
    return (found, lookedUp)
  }

  /// The words one edit from `word` (a folded first word): a letter left out, swapped with the
  /// next, replaced or put in (`a` to `z`). Only for an ASCII word of three to twenty letters: a
  /// dozen-letter word has some six hundred.
  static func wordsOneEdit(from word: String) -> [String] {
    let bytes = Array(word.utf8)
    guard (3...20).contains(bytes.count), bytes.allSatisfy({ $0 < 0x80 }) else { return [] }
    let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
    var words: Set<[UInt8]> = []
    for index in bytes.indices {
      var left = bytes
      left.remove(at: index)
      words.insert(left)
      if index + 1 < bytes.count {
        var swapped = bytes
        swapped.swapAt(index, index + 1)
        words.insert(swapped)
      }
      for letter in letters {
        var replaced = bytes
        replaced[index] = letter
        words.insert(replaced)
      }
    }
    for index in 0...bytes.count {
      for letter in letters {
        var longer = bytes
        longer.insert(letter, at: index)
        words.insert(longer)
      }
    }
    words.remove(bytes)
    return words.map { String(decoding: $0, as: UTF8.self) }.sorted()
  }
}
