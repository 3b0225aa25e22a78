/// A place in some document of the workspace.
public struct DocumentLocation: Sendable, Hashable {
  /// The document's key in the workspace (a file path, or a URI for unsaved documents).
  public var document: String
  /// The range in that document: relative to ``block`` when it is set, else absolute.
  public var range: SourceRange
  /// The block the range is relative to, until the workspace makes it absolute.
  public var block: BlockID?

  public init(document: String, range: SourceRange, block: BlockID? = nil) {
    self.document = document
    self.range = range
    self.block = block
  }
}

/// Another location that explains a diagnostic, such as the other binding of a shortcut.
public struct RelatedLocation: Sendable, Hashable {
  /// Where it is.
  public var location: DocumentLocation
  /// What it is, in a short sentence.
  public var message: String

  public init(location: DocumentLocation, message: String) {
    self.location = location
    self.message = message
  }
}

/// A finding about a contract: a value, never an error thrown.
public struct Diagnostic: Sendable, Hashable {
  /// The rule that found it.
  public var rule: RuleID
  /// The severity after configuration is applied.
  public var severity: Severity
  /// What is wrong, naming the component, action and platform, and how to fix it.
  public var message: String
  /// Where, in the document the diagnostic belongs to.
  public var range: SourceRange
  /// The catalog entry the finding links to, if any.
  public var catalogEntry: String?
  /// Other locations that explain the finding.
  public var related: [RelatedLocation]
  /// Whether the related locations are listed in the order they stand in the workspace (by
  /// document, then place), once they are made absolute; otherwise in the order the rule gives.
  var listsRelatedInPlaceOrder = false

  public init(
    rule: RuleID,
    severity: Severity,
    message: String,
    range: SourceRange,
    catalogEntry: String? = nil,
    related: [RelatedLocation] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.range = range
    self.catalogEntry = catalogEntry
    self.related = related
  }
}

extension Diagnostic: Comparable {
  /// Orders by position, then rule id, then message: the order every output uses.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.range != rhs.range { return lhs.range < rhs.range }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    return lhs.message < rhs.message
  }
}
