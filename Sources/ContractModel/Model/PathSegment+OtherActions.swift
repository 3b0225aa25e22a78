extension PathSegment {
  /// The most pieces a segment may have to be looked at for other actions: more than a person
  /// writes in one segment (a generated line of thousands is left as read).
  static let maximumPiecesReadForActions = 64

  /// The pieces after the first that start with the name of an action other than the segment's
  /// subject (`Zoom Out ⌘-` in `Zoom In ⌘= and Zoom Out ⌘-`), each with that name, found as
  /// subjects are (``ActionNameTable``: the longest name, any case, up to a word boundary). A
  /// segment has one subject, so the ways of those pieces reach the subject, not the action
  /// written there. Empty for a segment without a subject, of one piece, or of more than
  /// ``maximumPiecesReadForActions``.
  func piecesNamingOtherActions(_ names: ActionNameTable) -> [(index: Int, name: String)] {
    guard let subject, (2...Self.maximumPiecesReadForActions).contains(pieces.count) else { return [] }
    let subjectKey = ListItem.fold(subject)
    return pieces.indices.dropFirst().compactMap { index in
      guard let name = Self.leadingName(of: pieces[index].text, names), ListItem.fold(name) != subjectKey else {
        return nil
      }
      return (index, name)
    }
  }

  /// The name of `names` that `text` starts with, if any.
  static func leadingName(of text: String, _ names: ActionNameTable) -> String? {
    let bytes = Array(text.utf8)
    return names.longestPrefix(of: bytes, in: 0..<bytes.count)?.name
  }
}
