/// The action names a path may name: the component's own actions, then the menu commands of its
/// app, each folded name once. The commands come sorted by folded name (as
/// ``ContractWorkspace/commandNames(seenFrom:)`` keeps them), so a name is found by binary search
/// rather than by comparing the thousands of commands a workspace declares, on every request.
struct ActionNames {
  /// The component's own actions, in declaration order.
  let own: [CommandName]
  /// The app's commands, sorted by folded name.
  let commands: [CommandName]
  /// Positions in ``commands`` of the commands an own action already names.
  private let shadowed: Set<Int>

  init(own: [CommandName], commands: [CommandName]) {
    self.own = own
    self.commands = commands
    shadowed = Set(own.compactMap { Self.position(of: $0.folded, in: commands) })
  }

  /// Every name, own actions first, each folded name once.
  var all: [CommandName] {
    own + commands.indices.lazy.filter { !shadowed.contains($0) }.map { commands[$0] }
  }

  /// Whether a name folds to `folded`.
  func contains(folded: String) -> Bool {
    own.contains { $0.folded == folded } || Self.position(of: folded, in: commands) != nil
  }

  /// The longest name (in characters) `segment` starts with, as whole words: the names among
  /// the segment's folded text and its prefixes that end before a space; the first such name, in
  /// the order of ``all``, when two are as long.
  func subject(of segment: String) -> String? {
    let folded = ListItem.fold(segment)
    var prefixes: Set<String> = [folded]
    // A prefix drops its trailing ellipsis as names do (`Export… in menu bar` names `Export`).
    for index in folded.indices where folded[index] == " " {
      prefixes.insert(ListItem.fold(String(folded[..<index])))
    }
    let ownMatches = own.filter { prefixes.contains($0.folded) }
    let commandMatches = prefixes.compactMap { Self.position(of: $0, in: commands) }
      .filter { !shadowed.contains($0) }.sorted().map { commands[$0] }
    return (ownMatches + commandMatches).max { $0.name.count < $1.name.count }?.name
  }

  /// The position of the command folded to `folded` in `commands` (sorted by folded name).
  private static func position(of folded: String, in commands: [CommandName]) -> Int? {
    var low = 0
    var high = commands.count
    while low < high {
      let middle = (low + high) / 2
      if commands[middle].folded < folded { low = middle + 1 } else { high = middle }
    }
    return low < commands.count && commands[low].folded == folded ? low : nil
  }
}
