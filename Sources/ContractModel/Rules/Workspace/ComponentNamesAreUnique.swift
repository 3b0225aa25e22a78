/// Lint: two components share a name in the workspace.
enum ComponentNamesAreUnique {
  static let id = RuleID.duplicateComponent

  /// A component declaration in the index.
  struct Declaration: Sendable, Hashable {
    var document: String
    var range: SourceRange
    var app: String?
  }

  /// A component's name and where it is written.
  struct Name: Sendable, Hashable {
    var name: String
    var range: SourceRange
  }

  static func check(_ document: ContractDocument, index: [String: [Declaration]]) -> [Diagnostic] {
    check(
      document.components.map { Name(name: $0.name, range: $0.syntax.nameRange) },
      in: document.key,
      app: document.app,
      index: index
    )
  }

  /// The findings for the components `names` of the document `key` (of `app`).
  static func check(_ names: [Name], in key: String, app: String?, index: [String: [Declaration]]) -> [Diagnostic] {
    names.compactMap { component in
      let mine = Declaration(document: key, range: component.range, app: app)
      let others = (index[component.name] ?? []).filter { $0 != mine && AppScope.compatible($0.app, app) }
        .sorted { ($0.document, $0.range.start) < ($1.document, $1.range.start) }
      guard !others.isEmpty else { return nil }
      return RuleCatalog.makeDiagnostic(
        id,
        message: "Component '\(component.name)' is declared \(others.count + 1) times in the workspace: rename one, "
          + "or merge them into one contract.",
        range: component.range,
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
