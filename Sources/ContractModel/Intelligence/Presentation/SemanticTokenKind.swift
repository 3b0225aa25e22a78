/// The kinds of highlighted text, in the order of the server's legend.
public enum SemanticTokenKind: Int, Sendable, Hashable, CaseIterable {
  /// Component and menu names in headers.
  case type
  /// Field keys.
  case property
  /// Platform names (path keys).
  case enumMember
  /// Action names: declarations, path subjects, menu commands, `Menu → Command` references.
  case function
  /// Shortcuts.
  case string
  /// Mechanisms, `same`, the `component` / `menu` / `catalog` keywords.
  case keyword
  /// Catalog entries: `catalog` headers and `See:` items.
  case namespace
  /// Comment lines.
  case comment

  /// The LSP token type name.
  public var legendName: String { String(describing: self) }
}

/// One highlighted run of text on one line.
public struct SemanticToken: Sendable, Hashable {
  /// Where it is written: never across a line end.
  public var range: SourceRange
  /// What it is.
  public var kind: SemanticTokenKind
  /// Whether it declares what it names.
  public var isDeclaration: Bool

  /// Creates a token.
  public init(range: SourceRange, kind: SemanticTokenKind, isDeclaration: Bool = false) {
    self.range = range
    self.kind = kind
    self.isDeclaration = isDeclaration
  }
}
