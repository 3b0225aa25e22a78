/// The settings of a `.leaf-lsp.json` file (and of editor settings layered over it).
public struct Configuration: Sendable, Hashable {
  /// The config file's path, when one was found.
  public var file: String?
  /// The folder `exclude` globs are relative to.
  public var directory: String?
  /// Platforms every file targets unless its header says otherwise.
  public var platforms: [Platform]?
  /// Severity per rule; a nil severity switches the rule off.
  public var severities: [RuleID: Severity?]
  /// Globs of paths left out of folder walks.
  public var exclude: [String]
  /// Whether errors fail a build (the build plugin, the Xcode Run Script); by default a build
  /// shows them as warnings (`"failBuildOnErrors": true` in `.leaf-lsp.json`).
  public var failBuildOnErrors: Bool
  /// Whether folder walks read the contracts written in Markdown files (fences whose info
  /// string is `contract`); on unless `"markdown": false` in `.leaf-lsp.json`.
  public var markdown: Bool
  /// Problems found in the config file itself (rule `config`), in that file's offsets.
  public var diagnostics: [Diagnostic]

  public init(
    file: String? = nil,
    directory: String? = nil,
    platforms: [Platform]? = nil,
    severities: [RuleID: Severity?] = [:],
    exclude: [String] = [],
    failBuildOnErrors: Bool = false,
    markdown: Bool = true,
    diagnostics: [Diagnostic] = []
  ) {
    self.file = file
    self.directory = directory
    self.platforms = platforms
    self.severities = severities
    self.exclude = exclude
    self.failBuildOnErrors = failBuildOnErrors
    self.markdown = markdown
    self.diagnostics = diagnostics
  }

  /// No file: defaults everywhere.
  public static let defaults = Configuration()

  /// The severity `rule` gets: the configured one, else `severity` (the rule's own); nil when off.
  public func severity(of rule: RuleID, default severity: Severity) -> Severity? {
    if let configured = severities[rule] { return configured }
    return severity
  }

  /// Whether `rule` is switched off.
  public func isOff(_ rule: RuleID) -> Bool {
    if let configured = severities[rule] { return configured == nil }
    return false
  }

  /// This configuration with `overrides` (editor settings) taking precedence.
  public func overridden(by overrides: [RuleID: Severity?]) -> Configuration {
    var copy = self
    for (rule, severity) in overrides { copy.severities[rule] = severity }
    return copy
  }

  /// Parses the severity words of the config file and editor settings: error, warning,
  /// information, hint, off. Returns nil for an unknown word.
  public static func severityWord(_ word: String) -> Severity?? {
    switch word.lowercased() {
    case "error": .some(.error)
    case "warning": .some(.warning)
    case "information": .some(.information)
    case "hint": .some(.hint)
    case "off": .some(nil)
    default: nil
    }
  }
}
