/// `missing-platform-path`: adds the platform's path, built from the component and its other
/// platforms, after the component's last path line.
///
/// - iPad: `same` (the iPhone path) plus the primary action's shortcut.
/// - Mac: `table row` when the data is tabular, else `keyboard focus, focus ring`; the primary
///   action `in menu bar and context menu` with a shortcut; the other actions in the context menu.
/// - iPhone: each action as a button, details behind the row.
enum MissingPathFix {
  /// The fix for `diagnostic`.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText, chooser: FixShortcuts) -> Fix? {
    guard diagnostic.rule == .missingPlatformPath,
      let component = text.component(containing: diagnostic.range.start),
      let platform = Platform.allCases.first(where: {
        component.paths[$0] == nil && diagnostic.message.contains("no \($0) path")
      })
    else { return nil }
    let value = path(for: platform, of: component, chooser: chooser)
    let anchor = component.paths.values.flatMap(\.fields).map(\.lastLine).max() ?? text.lastFieldLine(of: component)
    let edit = text.insert(lines: [text.fieldIndentation(of: component) + "\(platform): \(value)"], afterLine: anchor)
    return Fix(
      title: "Add a \(platform) path: '\(value)'",
      ruleID: diagnostic.rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [edit]]
    )
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
        shortcut(for: action, of: component, on: .iPad, chooser: chooser).map { "\(action) \($0)" }
      }
    case .mac:
      let tabular = !component.columns.isEmpty || ListItem.fold(component.field(.kind)?.value ?? "") == "table"
      segments.append(tabular ? "table row" : "keyboard focus, focus ring")
      segments += primary.map { action in
        let shortcut = shortcut(for: action, of: component, on: .mac, chooser: chooser)
        return "\(action) in menu bar and context menu" + (shortcut.map { ", \($0)" } ?? "")
      }
      segments += others.map { "\($0) in context menu" }
    }
    return segments.joined(separator: "; ")
  }

  /// The shortcut another platform already gives `action`, or a free one.
  static func shortcut(
    for action: String,
    of component: Component,
    on platform: Platform,
    chooser: FixShortcuts
  )
    -> Shortcut?
  {
    let key = ListItem.fold(action)
    let existing = component.paths.values.sorted { $0.platform < $1.platform }.flatMap(\.segments)
      .filter { ListItem.fold($0.subject ?? component.primaryActions.first ?? "") == key }
      .flatMap(\.shortcuts).compactMap(\.shortcut)
      .first { chooser.isFree($0, for: action, on: platform) }
    return existing ?? chooser.freeShortcut(for: action, on: [platform])
  }
}
