/// Fixes that change what a path presents or shows: a table on Mac, hover information shown in
/// the path too, focus that returns to the selection.
enum PathFixes {
  /// `list-should-be-table`: add `table row` to the Mac path.
  static func table(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .listShouldBeTable,
      let placed = text.component(containing: diagnostic.range.start),
      let path = placed.value.paths[.mac]
    else { return nil }
    return PathAddition.fix(
      adding: "table row",
      to: path,
      in: placed.block,
      title: "Make the Mac path a table row",
      rule: diagnostic.rule,
      key: key
    )
  }

  /// `hover-only-information`: show the item in the path as well (`delivery date visible`), on
  /// the line of its hover piece, or the Mac path for an item of `Hover`.
  static func hoverItem(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .hoverOnlyInformation,
      let placed = text.component(containing: diagnostic.range.start),
      let item = quoted(in: diagnostic.message)
    else { return nil }
    let component = placed.value
    let offset = placed.block.relative(diagnostic.range.start)
    let owner = Platform.allCases.compactMap { component.paths[$0] }.first { path in
      path.fields.contains { $0.range.start <= offset && offset < $0.range.end }
    }
    guard let path = owner ?? component.paths[.mac] ?? Platform.allCases.compactMap({ component.paths[$0] }).first
    else { return nil }
    return PathAddition.fix(
      adding: "\(item) visible",
      to: path,
      in: placed.block,
      title: "Show '\(item)' in the \(path.platform) path as well",
      rule: diagnostic.rule,
      key: key
    )
  }

  /// `focus-not-on-selection`: send focus to the selection, or to the control that presented it.
  static func focusOnSelection(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard diagnostic.rule == .focusNotOnSelection,
      let placed = text.component(containing: diagnostic.range.start),
      let field = placed.value.field(.focusAfterDismiss),
      field.valueParts.count <= 1
    else { return nil }
    let suggestion = FocusReturn.suggestion(for: placed.value)
    let range = placed.absolute(field.valueRange.isEmpty ? .empty(at: field.colonOffset + 1) : field.valueRange)
    return Fix(
      title: "Send focus to '\(suggestion)' after dismiss",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: range, newText: (field.valueRange.isEmpty ? " " : "") + suggestion)]]
    )
  }

  /// The text between the first pair of single quotes of `message`.
  static func quoted(in message: String) -> String? {
    guard let start = message.firstIndex(of: "'") else { return nil }
    let rest = message[message.index(after: start)...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    let text = String(rest[..<end])
    return text.isEmpty ? nil : text
  }
}
