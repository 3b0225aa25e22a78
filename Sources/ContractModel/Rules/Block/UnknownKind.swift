/// Lint: `Kind` is one of list, table, row, control, custom view, container.
enum UnknownKind: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownKind,
    .warning,
    "A Kind outside list, table, row, control, custom view, container.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  /// The kinds the language defines.
  public static let kinds = ["list", "table", "row", "control", "custom view", "container"]

  static func check(_ context: BlockContext) -> [Diagnostic] {
    context.components.compactMap { component in
      guard let field = component.field(.kind), !kinds.contains(ListItem.fold(field.value)) else { return nil }
      return diagnostic(
        "Kind '\(field.value)' of '\(component.name)' is not a kind: use one of \(kinds.joined(separator: ", "))."
          + DidYouMean.sentence(for: field.value, among: kinds),
        at: field.valueRange.isEmpty ? field.keyRange : field.valueRange
      )
    }
  }
}

extension RuleID {
  public static let unknownKind: RuleID = "unknown-kind"
}
