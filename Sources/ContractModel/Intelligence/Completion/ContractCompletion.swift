/// One completion proposal, in the contract language's terms (the server turns it into LSP).
public struct ContractCompletion: Sendable, Hashable {
  /// What the proposal is.
  public enum Kind: String, Sendable, Hashable {
    case fieldKey, platform, role, kind, mechanism, action, same, catalogEntry, menuCommand, shortcut
  }

  /// The text shown in the list.
  public var label: String
  /// What it is.
  public var kind: Kind
  /// A one-line detail shown next to the label.
  public var detail: String
  /// Markdown documentation.
  public var documentation: String
  /// The text that replaces ``range``.
  public var newText: String
  /// The UTF-8 range replaced: always on the cursor's line, ending at the cursor, or at the end of the
  /// word under the cursor when the new text ends with the rest of that word.
  public var range: SourceRange
  /// The text the client filters with, when it is not the label.
  public var filterText: String?
  /// Orders proposals: the position in the list the engine built.
  public var sortText: String = ""

  /// Creates a proposal.
  public init(
    label: String,
    kind: Kind,
    detail: String,
    documentation: String,
    newText: String,
    range: SourceRange,
    filterText: String? = nil
  ) {
    self.label = label
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.newText = newText
    self.range = range
    self.filterText = filterText
  }
}

/// Decides which typed text a proposal replaces, so that accepting it never drops what was written.
enum CompletionReplacement {
  /// The range to replace for `candidate` given `typed` (the text before the cursor, ending at
  /// `cursor`): the longest suffix of `typed` that starts a word and is a case-insensitive prefix of
  /// `candidate`. An empty range at the cursor when `typed` ends with a separator (or a blank, when
  /// `blanksEndWords`: in paths, free text); nil when what is being typed does not start `candidate`.
  static func range(for candidate: String, typed: String, cursor: Int, blanksEndWords: Bool = true) -> SourceRange? {
    let candidateFolded = candidate.lowercased()
    let pending = blanksEndWords ? typed : CursorContext.trimBlanks(typed)
    let endsInWord = pending.unicodeScalars.last.map { !isBoundary($0) } ?? false
    var best: Int?
    var utf8Before = 0
    var previous: Unicode.Scalar?
    for scalar in typed.unicodeScalars {
      if previous == nil || isBoundary(previous!) {
        let suffix = String(typed.utf8.dropFirst(utf8Before)) ?? ""
        if !suffix.isEmpty, candidateFolded.hasPrefix(suffix.lowercased()), best == nil {
          best = suffix.utf8.count
        }
      }
      utf8Before += String(scalar).utf8.count
      previous = scalar
    }
    if let best { return SourceRange(start: cursor - best, end: cursor) }
    return endsInWord ? nil : .empty(at: cursor)
  }

  /// Blanks and the separators of paths and lists.
  static func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "," || scalar == ";" || scalar == "+" || scalar == "→"
      || scalar == ">" || scalar == ":" || scalar == "(" || scalar == "/"
  }
}
