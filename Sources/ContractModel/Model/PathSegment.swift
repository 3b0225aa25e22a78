/// A mechanism written in a path, with its place in the source.
public struct MechanismUse: Sendable, Hashable {
  /// The mechanism.
  public var mechanism: Mechanism
  /// Where it is written (in the line that wrote it, which for `same` is another platform's line).
  public var range: SourceRange
}

/// A shortcut written in a path or a menu, valid or not.
public struct ShortcutUse: Sendable, Hashable {
  /// The token as written.
  public var text: String
  /// The normalised shortcut, when the token is valid.
  public var shortcut: Shortcut?
  /// Why the token is invalid, when it is.
  public var invalidReason: String?
  /// Where it is written.
  public var range: SourceRange
}

/// `X → Y` where Y is something presented (details, sheet, popover, window, inspector).
public struct Presentation: Sendable, Hashable {
  /// What activates the presentation (`row`).
  public var trigger: String
  /// What is presented (`details`).
  public var presented: String
  /// Where the whole `X → Y` is written.
  public var range: SourceRange
}

/// A piece of a segment: the text between `,`, ` + `, ` and ` or ` or `.
public struct PathPiece: Sendable, Hashable {
  /// The piece's text, trimmed.
  public var text: String
  /// Where it is written.
  public var range: SourceRange
  /// The mechanisms inside it.
  public var mechanisms: [MechanismUse]
}

/// A segment of a platform path: the text between two `;`.
public struct PathSegment: Sendable, Hashable {
  /// The segment's text, trimmed.
  public var text: String
  /// Where it is written.
  public var range: SourceRange
  /// The action the segment is about, if it starts with one.
  public var subject: String?
  /// Where the subject is written.
  public var subjectRange: SourceRange?
  /// Whether the subject was declared by this segment (a capitalised word, not declared elsewhere).
  public var declaresSubject: Bool
  /// The pieces, in order.
  public var pieces: [PathPiece]
  /// Every mechanism of the segment.
  public var mechanisms: [MechanismUse]
  /// Every shortcut token of the segment.
  public var shortcuts: [ShortcutUse]
  /// Every presentation of the segment.
  public var presentations: [Presentation]
  /// Whether the segment holds an `X → Y` (`row → details`): without a subject, it is the
  /// component's activation (tap, click or Return on it).
  public var activates: Bool
  /// The platform whose line wrote it, when `same` brought it here.
  public var inheritedFrom: Platform?
}
