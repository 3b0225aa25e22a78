/// Lint: two components share a name in the workspace, between files of the same `App` (a file
/// without `App` joins every app).
enum DuplicateComponent: WorkspaceRule {
  static let descriptor = RuleDescriptor(
    .duplicateComponent,
    .error,
    "Two components share a name in the workspace.",
    catalog: CatalogEntryName.platformInteractionContract,
    scope: .workspace
  )

  /// A component declaration in the index. Its document's `App` is not part of it: a workspace
  /// rule asks the workspace for it (``CrossFileContext/app(of:)``).
  struct Declaration: Sendable, Hashable {
    var name: String
    var document: String
    var block: BlockID
    var range: SourceRange

    var location: DocumentLocation { DocumentLocation(document: document, range: range, block: block) }
  }

  /// The finding about the block's component, when others share its name.
  static func check(_ context: CrossFileContext) -> [Diagnostic] {
    guard let component = context.component else { return [] }
    let declarations = context.components(named: ListItem.fold(component.name))
    // Most components are the only one of their name: no app is looked up for them.
    guard declarations.contains(where: { $0 != component }) else { return [] }
    let app = context.app(of: component.document)
    let others = declarations.filter {
      $0 != component && AppScope.compatible(folded: context.app(of: $0.document), app)
    }
    guard !others.isEmpty else { return [] }
    var finding = diagnostic(
      "Component '\(component.name)' is declared \(others.count + 1) times in the workspace: rename one, "
        + "or merge them into one contract.",
      at: component.range,
      related: others.map { RelatedLocation(location: $0.location, message: "another '\(component.name)'") }
    )
    // Their blocks' offsets say nothing of the order they stand in: it is found at the edge.
    finding.listsRelatedInPlaceOrder = true
    return [finding]
  }
}

extension RuleID {
  public static let duplicateComponent: RuleID = "duplicate-component"
}
