/// An action written inside another action's segment (`Zoom In ⌘+ and Zoom Out ⌘- in the View
/// menu`): a segment has one subject, its first action, and every way in it reaches that one, so
/// the second action has no way there. `action-unreachable` says so, and its fix starts a segment
/// for the second action where its piece starts.
struct SharedSegment {
  /// The action whose segment it is.
  let subject: String
  /// The piece that starts with the other action's name.
  let piece: PathPiece
  /// Where the separator before that piece is (` and `, `, `, ` + `, ` or `), in the block's
  /// offsets: the fix writes `; ` there.
  let separator: SourceRange
  /// When the piece is the name alone (`Bold, Italic and Checklist in the keyboard toolbar`), what
  /// the segment's last piece writes after the action name it starts with (`in the keyboard
  /// toolbar`): the way the author likely meant for every name of the list.
  let listWay: String?

  /// Where `action` is written at the start of a piece, after the first, of a segment of `path`
  /// whose subject is another of `actions`; nil when it is not.
  static func find(_ action: Action, in path: PlatformPath, actions: [Action]) -> SharedSegment? {
    for segment in path.ownSegments where segment.pieces.count <= maximumPieces {
      guard let subject = segment.subject, ListItem.fold(subject) != action.key else { continue }
      for index in segment.pieces.indices.dropFirst() where startsWith(segment.pieces[index].text, action.name) {
        let separator = SourceRange(start: segment.pieces[index - 1].range.end, end: segment.pieces[index].range.start)
        var listWay: String?
        if ListItem.fold(segment.pieces[index].text) == action.key, let last = segment.pieces.last?.text,
          let name = actions.first(where: { startsWith(last, $0.name) })?.name
        {
          // The words after the name's words, as written.
          let nameWords = name.split(separator: " ").count
          let rest = last.split(separator: " ", omittingEmptySubsequences: true).dropFirst(nameWords)
          listWay = rest.isEmpty ? nil : rest.joined(separator: " ")
        }
        return SharedSegment(subject: subject, piece: segment.pieces[index], separator: separator, listWay: listWay)
      }
    }
    return nil
  }

  /// The most pieces a segment may have to be looked at: more than a person writes in one segment
  /// (a generated line of thousands is left as read).
  static let maximumPieces = 64

  /// Whether `text` starts with the name `name` (any case), followed by its end or a non-letter.
  static func startsWith(_ text: String, _ name: String) -> Bool {
    let folded = ListItem.fold(text)
    let key = ListItem.fold(name)
    guard !key.isEmpty, folded.hasPrefix(key) else { return false }
    guard let next = folded.dropFirst(key.count).first else { return true }
    return !next.isLetter && !next.isNumber
  }

  /// What the message says in place of the way to add: where the action is written, and how to
  /// give it its own segment.
  func advice(for action: Action) -> String {
    let own = listWay.map { "\(action.name) \($0)" } ?? piece.text
    return "'\(action.name)' is written inside the segment of '\(subject)', whose ways reach '\(subject)' alone: "
      + "give it a segment of its own ('; \(own)')."
  }
}
