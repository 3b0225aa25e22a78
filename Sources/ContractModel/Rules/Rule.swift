/// A rule of the contract language, declared once: its descriptor (id, default severity,
/// catalog entry, doc page, scope) stands beside its check, in a file named after its id.
protocol Rule: Sendable {
  /// What the project says about the rule.
  static var descriptor: RuleDescriptor { get }

  /// The rule as a block rule, when it is one (``BlockRule`` answers itself, any other rule nil).
  ///
  /// The catalog sorts its rules by these instead of by casts: a cast to a protocol looks the
  /// conformance up among every conformance of the program the first time it is asked, and the
  /// catalog's casts were 30% of the instructions of a `check` of the bundled example.
  static var asBlockRule: (any BlockRule.Type)? { get }
  /// The rule as a workspace rule, when it is one.
  static var asWorkspaceRule: (any WorkspaceRule.Type)? { get }
  /// The rule as a rule with a check on code, when it is one.
  static var asCodeRule: (any CodeRule.Type)? { get }
}

extension Rule {
  static var asBlockRule: (any BlockRule.Type)? { nil }
  static var asWorkspaceRule: (any WorkspaceRule.Type)? { nil }
  static var asCodeRule: (any CodeRule.Type)? { nil }

  /// The rule's id.
  static var id: RuleID { descriptor.id }

  /// A finding of this rule, at its default severity unless `severity` is given.
  static func diagnostic(
    _ message: String,
    at range: SourceRange,
    severity: Severity? = nil,
    related: [RelatedLocation] = []
  ) -> Diagnostic {
    Diagnostic(
      rule: descriptor.id,
      severity: severity ?? descriptor.defaultSeverity,
      message: message,
      range: range,
      catalogEntry: descriptor.catalogEntry,
      related: related
    )
  }
}

/// A rule that reads one block at a time. What it finds lies in that block, in the block's own
/// offsets, and depends only on the block, the file header's facts and the workspace facts: its
/// ``BlockContext`` holds no other block, so the compiler keeps it that way.
protocol BlockRule: Rule {
  /// The findings about the block, at default severity.
  static func check(_ context: BlockContext) -> [Diagnostic]
}

extension BlockRule {
  static var asBlockRule: (any BlockRule.Type)? { self }
}

/// A rule that reads one block's facts against the rest of the workspace through the engine's
/// indexes (its bindings against every binding of the same shortcut, its name against every
/// component's). What it finds lies in that block, in the block's own offsets.
protocol WorkspaceRule: Rule {
  /// The findings about the block, at default severity.
  static func check(_ context: CrossFileContext) -> [Diagnostic]
}

extension WorkspaceRule {
  static var asWorkspaceRule: (any WorkspaceRule.Type)? { self }
}
