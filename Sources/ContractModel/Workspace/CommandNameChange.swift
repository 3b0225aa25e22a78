/// Which documents a change of the workspace's menu command names can affect.
///
/// A command name matters to a document only as a path segment's subject, and a segment starts
/// with a name only when its bytes, ASCII-lowercased, equal the name's folded bytes, followed by
/// a word boundary (``ActionNameTable``). A segment starts where a word or a non-word byte starts.
/// A document in which none of the added or removed names starts that way reads the same with
/// either set of names, so it need not be read again.
struct CommandNameChange {
  /// The folded names added or removed.
  let changedNames: [[UInt8]]
  /// The changed names ready for lookup.
  private let table: ActionNameTable

  /// The change from the names `old` to the names `new`.
  init(from old: [String], to new: [String]) {
    guard old != new else {
      changedNames = []
      table = ActionNameTable(names: [])
      return
    }
    let before = Set(old.map { Array(ListItem.fold($0).utf8) })
    let after = Set(new.map { Array(ListItem.fold($0).utf8) })
    changedNames = before.symmetricDifference(after).filter { !$0.isEmpty }.sorted { $0.lexicographicallyPrecedes($1) }
    table = ActionNameTable(names: changedNames.map { String(decoding: $0, as: UTF8.self) })
  }

  /// Whether every changed name is one of `declared`: a document reads its own menus' command
  /// names whatever the workspace's are, so a change of those alone cannot change it.
  func isWithin(_ declared: [String]) -> Bool {
    guard !changedNames.isEmpty, changedNames.count <= declared.count else { return changedNames.isEmpty }
    let own = Set(declared.map { Array(ListItem.fold($0).utf8) })
    return changedNames.allSatisfy(own.contains)
  }

  /// Whether a document with `text` may read differently after the change.
  ///
  /// Costs one hash lookup per distinct name length at each start of a word or of a non-word
  /// byte, however many names changed.
  func affects(_ text: String) -> Bool {
    guard !changedNames.isEmpty else { return false }
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let startsHere =
        index == 0 || !MechanismMatcher.isWordByte(bytes[index - 1])
        || !MechanismMatcher.isWordByte(bytes[index])
      if startsHere, table.longestPrefix(of: bytes, in: index..<bytes.count) != nil { return true }
      index += 1
    }
    return false
  }
}
