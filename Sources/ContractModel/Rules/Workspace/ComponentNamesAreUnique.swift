/// Lint: two components share a name in the workspace.
enum ComponentNamesAreUnique {
  static let id = RuleID.duplicateComponent

  /// A component declaration in the index.
  struct Declaration: Sendable, Hashable {
    var document: String
    var range: SourceRange
    var app: String?
  }

  static func check(_ document: ContractDocument, index: [String: [Declaration]]) -> [Diagnostic] {
    document.components.compactMap { component in
      let mine = Declaration(document: document.key, range: component.syntax.nameRange, app: document.app)
      let others = (index[component.name] ?? []).filter { $0 != mine && AppScope.compatible($0.app, document.app) }
        .sorted { ($0.document, $0.range.start) < ($1.document, $1.range.start) }
      guard !others.isEmpty else { return nil }
      return RuleCatalog.makeDiagnostic(
        id,
        message: "Component '\(component.name)' is declared \(others.count + 1) times in the workspace: rename one, "
          + "or merge them into one contract.",
        range: component.syntax.nameRange,
        related: others.map {
          RelatedLocation(
            location: DocumentLocation(document: $0.document, range: $0.range),
            message: "another '\(component.name)'"
          )
        }
      )
    }
  }
}
