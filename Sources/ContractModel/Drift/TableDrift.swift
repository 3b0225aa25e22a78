import SwiftSource

/// Drift of a Mac table: the contract's Mac path presents a table (`table row`, `table`) and the
/// component's code presents its rows in a `List` or a stack on macOS, and in no table.
///
/// The code's collections are those whose rows are made of a tied type and those written in a
/// tied type. Shared code (compiled for iOS and macOS alike) may be the iPhone's only while the
/// Mac shows a table made elsewhere, so a `List` compiled for every platform counts only when no
/// table at all is compiled for the Mac. (A component with `Columns` whose Mac path presents no
/// table is `list-should-be-table`'s finding, on the contract alone.)
enum TableDrift {
  /// The finding about `component`'s Mac table, if its code presents none.
  static func finding(_ component: Component, tie: CodeTie, code: AppCode) -> Diagnostic? {
    guard let path = component.paths[.mac],
      let table = path.mechanisms.first(where: { $0.mechanism.isTable })
    else { return nil }
    var collections: [SwiftCollectionPresentation] = []
    for type in tie.types {
      for collection in (code.collectionsByRowType[type] ?? []) + (code.collectionsByType[type] ?? [])
      where code.reaches(collection.platforms, .mac) && !collections.contains(collection) {
        collections.append(collection)
      }
    }
    guard !collections.isEmpty, !collections.contains(where: \.presentsTable) else { return nil }
    let macOnly = collections.contains { $0.platforms.intersection(code.builds).isSubset(of: .mac) }
    guard macOnly || !code.hasMacTable else { return nil }
    let range = path.fields.contains { $0.range.contains(table.range.start) } ? table.range : path.reportRange
    let shown = ActionDrift.list(
      collections.map(\.presentationName).reduce(into: [String]()) { names, name in
        if !names.contains(name) { names.append(name) }
      }
    )
    return ContractDrift.diagnostic(
      "'\(component.name)' is a \(table.mechanism.name) on Mac in the contract, but its code (\(tie.names)) "
        + "presents it in \(shown) on macOS, and in no table: Mac VoiceOver reads a group with no row count or "
        + "column headers. Present the rows in a Table (or NSTableView), or change the contract.",
      at: range,
      related: collections.map { collection in
        RelatedLocation(
          location: collection.location.documentLocation,
          message: "\(collection.presentationName), in \(collection.enclosingType ?? "the code")"
        )
      }
    )
  }
}

extension SwiftCollectionPresentation {
  /// How the code presents the rows, in words: `a List`, `a stack (ScrollView > VStack)`.
  var presentationName: String {
    switch kind {
    case .list: "a List"
    case .table: "a Table"
    case .stack: "a stack (\(containers.joined(separator: " > ")))"
    case .nsTableView: "an NSTableView"
    case .nsOutlineView: "an NSOutlineView"
    }
  }
}
