/// `missing-platform-path`: adds the platform's path, built from the component and its other
/// platforms, after the component's last path line, with the lines it then needs (a Mac check
/// for a new Mac path, where focus returns for a path that presents something).
///
/// - iPad: `same` (the iPhone path) plus the primary action's shortcut.
/// - Mac: `table row` when the data is tabular, else `keyboard focus, focus ring`; the primary
///   action `in menu bar and context menu` with a shortcut; the other actions in the context menu.
/// - iPhone: each action as a button, details behind the row.
enum MissingPathFix {
  /// The fix for `diagnostic`.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    // A path written under a misspelt key is renamed (`DidYouMeanFix`), not written again.
    guard diagnostic.rule == .missingPlatformPath, DidYouMeanFix.suggestion(in: diagnostic.message) == nil,
      let placed = text.component(containing: diagnostic.range.start),
      let platform = Platform.allCases.first(where: {
        placed.value.paths[$0] == nil && diagnostic.message.contains("no \($0) path")
      })
    else { return nil }
    let component = placed.value
    let value = path(for: platform, of: component, chooser: chooser)
    let indentation = text.fieldIndentation(of: placed)
    var lines = [indentation + "\(platform): \(value)"]
    if platform == .mac, !component.hasCheck(for: .mac) {
      lines.append(
        indentation + "Check Mac: " + MacCheckDraft.text(for: component, facts: chooser.facts, document: text.document)
      )
    }
    if platform != .iPhone, component.field(.focusAfterDismiss) == nil, presents(value, component: component) {
      lines.append(indentation + "Focus after dismiss: " + FocusReturn.suggestion(for: component))
    }
    let anchor =
      component.paths.values.flatMap(\.fields).map(\.lastLine).max().map { placed.block.firstLine + $0 }
      ?? text.lastFieldLine(of: placed)
    return Fix(
      title: "Add \(platform == .mac ? "a" : "an") \(platform) path: '\(value)'",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [text.insert(lines: lines, afterLine: anchor)]]
    )
  }

  /// Whether the new path presents something: written in `value`, or inherited with `same`.
  static func presents(_ value: String, component: Component) -> Bool {
    let written = value.contains("→") && (value.contains("details") || value.contains("sheet"))
    let inherited = value.hasPrefix("same") && !(component.paths[.iPhone]?.presentations.isEmpty ?? true)
    return written || inherited
  }

  /// The path text for `platform`.
  static func path(for platform: Platform, of component: Component, chooser: FixShortcuts) -> String {
    let primary = component.primaryActions
    let others = component.actions.filter { $0.origin != .primary }.map(\.name)
    var segments: [String] = []
    switch platform {
    case .iPhone:
      segments.append(component.columns.isEmpty ? "row → details" : "list row → details")
      segments += (primary + others).map { "\($0) button" }
    case .iPad:
      let hasEarlier = component.paths[.iPhone] != nil
      segments.append(hasEarlier ? "same + keyboard focus on row, context menu" : "keyboard focus on row, context menu")
      segments += primary.compactMap { action in
        chooser.shortcut(for: action, in: component).map { "\(action) \($0)" }
      }
    case .mac:
      let tabular = !component.columns.isEmpty || ListItem.fold(component.field(.kind)?.value ?? "") == "table"
      segments.append(tabular ? "table row" : "keyboard focus, focus ring")
      segments += primary.map { action in
        let shortcut = chooser.shortcut(for: action, in: component)
        return "\(action) in menu bar and context menu" + (shortcut.map { ", \($0)" } ?? "")
      }
      segments += others.map { "\($0) in context menu" }
    }
    return segments.joined(separator: "; ")
  }
}
