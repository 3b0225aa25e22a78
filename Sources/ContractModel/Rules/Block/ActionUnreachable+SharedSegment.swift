/// An action written inside another action's segment (`Zoom In ⌘+ and Zoom Out ⌘- in the View
/// menu`): a segment has one subject, its first action, and every way in it reaches that one, so
/// the second action has no way there (``PathSegment/piecesNamingOtherActions(_:)``).
/// `action-unreachable` says so, and its fix starts a segment for the second action where its
/// piece starts.
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
    let names = ActionNameTable(names: actions.map(\.name))
    for segment in path.ownSegments {
      guard let subject = segment.subject,
        let index = segment.piecesNamingOtherActions(names).first(where: { ListItem.fold($0.name) == action.key })?
          .index
      else { continue }
      let piece = segment.pieces[index]
      let separator = SourceRange(start: segment.pieces[index - 1].range.end, end: piece.range.start)
      var listWay: String?
      if ListItem.fold(piece.text) == action.key, let last = segment.pieces.last?.text,
        let name = PathSegment.leadingName(of: last, names)
      {
        // The words after the name's words, as written.
        let rest = last.split(separator: " ").dropFirst(name.split(separator: " ").count)
        listWay = rest.isEmpty ? nil : rest.joined(separator: " ")
      }
      return SharedSegment(subject: subject, piece: piece, separator: separator, listWay: listWay)
    }
    return nil
  }

  /// What the message says in place of the way to add: where the action is written, and how to
  /// give it its own segment.
  func advice(for action: Action) -> String {
    let own = listWay.map { "\(action.name) \($0)" } ?? piece.text
    return "'\(action.name)' is written inside the segment of '\(subject)', whose ways reach '\(subject)' alone: "
      + "give it a segment of its own ('; \(own)')."
  }
}
