/// Something a contract names in several places: what navigation finds, highlights and renames.
public enum ContractSymbol: Sendable, Hashable {
  /// An action, by folded name: declarations, path subjects, menu commands named like it.
  case action(String)
  /// A component, by name.
  case component(String)
  /// A normalised shortcut.
  case shortcut(Shortcut)
  /// A catalog entry (built in or team), by folded name.
  case catalogEntry(String)
  /// A menu, by folded title.
  case menu(String)
  /// The `same` of a platform path in a component: it stands for the path it inherits.
  case same(component: String, platform: Platform)

  /// Whether a rename of the symbol is offered.
  public var isRenamable: Bool {
    switch self {
    case .action, .component: true
    default: false
    }
  }
}

/// Whether an occurrence declares its symbol or refers to it.
public enum OccurrenceRole: String, Sendable, Hashable {
  /// Declares it: `Actions: Reorder`, a menu command line, a component header, a `catalog` header.
  case declaration
  /// Refers to it: a path subject, a `Check` reference, a `See:` item, a shortcut token.
  case reference
}

/// Where an occurrence stands.
public enum OccurrencePlace: Sendable, Hashable {
  /// Inside a component block (its name).
  case component(String)
  /// Inside a `Check` field of a component.
  case check(String)
  /// Inside a `menu` block (its title).
  case menu(String)
  /// In a `catalog` block or the file header.
  case elsewhere
}

/// One place a document names a symbol.
public struct SymbolOccurrence: Sendable, Hashable {
  /// What is named.
  public var symbol: ContractSymbol
  /// Where the name is written (UTF-8 offsets).
  public var range: SourceRange
  /// Declaration or reference.
  public var role: OccurrenceRole
  /// The block (or field) it stands in.
  public var place: OccurrencePlace

  /// Creates an occurrence.
  public init(symbol: ContractSymbol, range: SourceRange, role: OccurrenceRole, place: OccurrencePlace) {
    self.symbol = symbol
    self.range = range
    self.role = role
    self.place = place
  }

  /// The component the occurrence belongs to, when it stands in one.
  public var componentName: String? {
    switch place {
    case .component(let name), .check(let name): name
    default: nil
    }
  }
}

/// An occurrence in a document of the workspace.
public struct WorkspaceOccurrence: Sendable, Hashable {
  /// The document's key.
  public var document: String
  /// The occurrence.
  public var occurrence: SymbolOccurrence

  /// Creates a workspace occurrence.
  public init(document: String, occurrence: SymbolOccurrence) {
    self.document = document
    self.occurrence = occurrence
  }

  /// The range in ``document``.
  public var range: SourceRange { occurrence.range }
}
