import SwiftSource

/// On code: a `List`, or a `ForEach` of rows in a `VStack`/`LazyVStack`, compiled for macOS whose
/// rows show three or more `Text`s (in the row's closure or the row's view type): tabular data
/// that Mac VoiceOver reads as a group, with no row count or column headers. Whether the data is
/// tabular is a reading of the code, so this is information.
extension ListShouldBeTable: CodeRule {
  /// How many texts a row shows before its data reads as columns.
  static let columnCount = 3

  static func check(code context: CodeRuleContext) -> [CodeFinding] {
    context.facts.collections.compactMap { collection in
      guard collection.kind == .list || collection.kind == .stack, collection.rowTextCount >= columnCount,
        !context.platforms(collection.platforms, in: collection.location.path, among: [.mac]).isEmpty
      else { return nil }
      let place = CodeTitles.place(type: collection.enclosingType, path: collection.location.path)
      let presented =
        collection.kind == .list ? "a List" : "a stack (\(collection.containers.joined(separator: " > ")))"
      return codeFinding(
        "\(place) presents rows of \(collection.rowTextCount) texts in \(presented) on Mac, so Mac VoiceOver reads "
          + "a group with no row count or column headers: use a Table with a TableColumn per value (or an "
          + "NSTableView). Read from the code: each row shows \(collection.rowTextCount) Texts.",
        at: collection.location,
        severity: .information
      )
    }
  }
}
