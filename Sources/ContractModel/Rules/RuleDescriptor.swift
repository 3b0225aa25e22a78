/// What the project knows about a rule: its id, default severity, summary, scope and links.
public struct RuleDescriptor: Sendable, Hashable {
  /// What a rule reads.
  public enum Scope: String, Sendable, Hashable {
    /// One block at a time (a component, a menu, a catalog entry, the file header).
    case block
    /// A whole file (suppressions, configuration files).
    case file
    /// The whole workspace (shortcut conflicts, duplicate components).
    case workspace
  }

  /// The stable id.
  public let id: RuleID
  /// The severity when configuration says nothing.
  public let defaultSeverity: Severity
  /// When the default depends on the platform (error on Mac, warning on iPad), a word on it.
  public let severityNote: String?
  /// One line: what the rule catches.
  public let summary: String
  /// The catalog entry its findings link to.
  public let catalogEntry: String?
  /// What the rule reads.
  public let scope: Scope

  /// A rule `id` of `severity`, reading `scope`, whose findings link to `catalogEntry`.
  init(
    _ id: RuleID,
    _ severity: Severity,
    _ summary: String,
    catalog catalogEntry: String?,
    scope: Scope = .block,
    severityNote: String? = nil
  ) {
    self.id = id
    self.defaultSeverity = severity
    self.summary = summary
    self.catalogEntry = catalogEntry
    self.scope = scope
    self.severityNote = severityNote
  }

  /// The doc page's address on the project's site.
  public var documentationURL: String { "\(RuleCatalog.documentationBaseURL)\(id.rawValue).md" }

  /// The note for rules that are an error on Mac and a warning on iPad.
  static let byPlatform = "error on Mac, warning on iPad"
}
