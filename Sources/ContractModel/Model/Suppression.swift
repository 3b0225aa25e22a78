/// A `# leaf-ignore:` or `# leaf-ignore-file:` comment.
public struct Suppression: Sendable {
  /// What the comment covers.
  public enum Scope: Sendable, Hashable {
    /// The lines of the next field (first through last line).
    case lines(ClosedRange<Int>)
    /// A whole block (first through last line).
    case block(ClosedRange<Int>)
    /// The whole file.
    case file
    /// Nothing follows the comment: it can silence nothing.
    case nothing
  }

  /// The rule ids named, each with where it is written.
  public var rules: [(id: RuleID, range: SourceRange)]
  /// The reason written after the ids.
  public var reason: String
  /// The comment.
  public var comment: CommentSyntax
  /// What it covers.
  public var scope: Scope
  /// How the comment starts in its language: `#` in a contract, `//` in Swift.
  public var marker = "#"

  /// Whether it covers a diagnostic that starts on `line`.
  public func covers(line: Int) -> Bool {
    switch scope {
    case .lines(let lines), .block(let lines): lines.contains(line)
    case .file: true
    case .nothing: false
    }
  }
}

extension Suppression: Hashable {
  public static func == (lhs: Suppression, rhs: Suppression) -> Bool {
    lhs.comment == rhs.comment && lhs.scope == rhs.scope && lhs.rules.map(\.id) == rhs.rules.map(\.id)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(comment)
    hasher.combine(rules.map(\.id))
  }
}
