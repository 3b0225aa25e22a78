/// A rule of the contract language, declared once: its descriptor (id, default severity,
/// catalog entry, doc page, scope) stands beside its check, in a file named after its id.
protocol Rule: Sendable {
  /// What the project says about the rule.
  static var descriptor: RuleDescriptor { get }
}

extension Rule {
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

/// A rule that reads one block's facts against the rest of the workspace through the engine's
/// indexes (its bindings against every binding of the same shortcut, its name against every
/// component's). What it finds lies in that block, in the block's own offsets.
protocol WorkspaceRule: Rule {
  /// The findings about the block, at default severity.
  static func check(_ context: CrossFileContext) -> [Diagnostic]
}
