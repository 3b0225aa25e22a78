import Testing

@testable import ContractModel

/// Completion finds a path's subject among thousands of commands by binary search over the
/// prefixes of the segment; these tests hold it to the plain definition (the longest name the
/// segment starts with, as whole words, own actions first), over names with spaces, accents
/// written two ways, and own actions that shadow commands.
@Suite("Completion: the action a path segment names")
struct ActionNamesTests {
  static let names = [
    "Reorder", "Reorder All", "Reorder all items", "Re", "Show Details", "Show", "Café", "Cafe\u{301} Menu",
    "Archive", "Archive Now", "Delete", "Ünterschrift", "Zoom In", "Zoom",
  ]

  static func names(_ list: [String]) -> [CommandName] {
    list.map { CommandName(name: $0, folded: ListItem.fold($0)) }
  }

  /// The definition: every name whose folded text the segment's starts with, then a space or the end.
  static func reference(_ segment: String, _ actions: [CommandName]) -> String? {
    let folded = ListItem.fold(segment)
    return actions.filter { action in
      guard folded.hasPrefix(action.folded) else { return false }
      let rest = folded.dropFirst(action.folded.count)
      return rest.isEmpty || rest.first == " "
    }.max { $0.name.count < $1.name.count }?.name
  }

  @Test("The subject equals the definition's for every segment tried")
  func subjectMatchesTheDefinition() {
    var commands: [String: CommandName] = [:]
    for name in Self.names(Self.names) where commands[name.folded] == nil { commands[name.folded] = name }
    let sorted = commands.values.sorted { $0.folded < $1.folded }
    let segments = [
      "reorder", "Reorder all items now", "reorder  ALL", "re", "reorderx", "show details ⌘D", "café menu",
      "cafe\u{301}", "Café Menu bar", "archive", "archive now please", "", " ", "zoom in out", "ünterschrift",
      "Delete ⌫", "deleted",
    ]
    for ownNames in [[], ["Reorder All"], ["Show", "Zoom In", "Order"], ["Café"]] {
      let own = Self.names(ownNames)
      let actions = ActionNames(own: own, commands: sorted)
      let plain = own + sorted.filter { command in !own.contains { $0.folded == command.folded } }
      #expect(actions.all.map(\.name) == plain.map(\.name))
      for segment in segments {
        #expect(actions.subject(of: segment) == Self.reference(segment, plain), "\(segment) with \(ownNames)")
        let folded = ListItem.fold(segment)
        #expect(actions.contains(folded: folded) == plain.contains { $0.folded == folded }, "\(segment)")
      }
    }
  }
}
