/// Proposals for field values that name something from a fixed list: platforms, roles, kinds,
/// catalog entries, and menu commands after `Menu → ` in `Check`.
enum ValueCompletions {
  /// What each `Kind` means, in the project's words.
  static let kindMeanings: [(name: String, meaning: String)] = [
    ("list", "A list of rows: a stack of views on iPhone; on Mac, a list or a table."),
    ("table", "Tabular data: rows with columns. The Mac path must present a table."),
    ("row", "One row of a list or table."),
    ("control", "A standard control (button, toggle, slider…) that brings its own accessibility."),
    ("custom view", "A view drawn by the app: it needs `Role`, `Label`, keyboard focus and a focus ring."),
    ("container", "A view that groups others and has no action of its own."),
  ]

  /// Platform names, for `Platforms`.
  static func platforms(_ context: CursorContext) -> [ContractCompletion] {
    let typed = currentItem(context)
    return Platform.allCases.compactMap { platform in
      item(
        platform.rawValue,
        .platform,
        detail: "platform",
        documentation: "Write a `\(platform):` path for each component; `macOS` is an alias of `Mac`.",
        typed: typed,
        context: context
      )
    }
  }

  /// Mac roles and iOS traits for `Role`, each with its meaning and counterpart.
  static func roles(_ context: CursorContext) -> [ContractCompletion] {
    let typed = context.typed
    return AccessibilityRoles.completionNames.compactMap { name in
      let entries = AccessibilityRoles.lookupAll(name).filter { $0.name == name }
      guard let first = entries.first else { return nil }
      return item(
        name,
        .role,
        detail: entries.map(\.kind.description).joined(separator: ", ") + ": " + first.meaning,
        documentation: RoleDocumentation.markdown(entries),
        typed: typed,
        context: context
      )
    }
  }

  /// The kinds, for `Kind`.
  static func kinds(_ context: CursorContext) -> [ContractCompletion] {
    kindMeanings.compactMap {
      item($0.name, .kind, detail: "kind", documentation: $0.meaning, typed: context.typed, context: context)
    }
  }

  /// Built-in and team catalog entries, for `See`.
  static func catalogEntries(_ context: CursorContext, workspace: ContractWorkspace) -> [ContractCompletion] {
    let typed = currentItem(context)
    var items = BuiltInCatalog.entries.compactMap { entry in
      item(
        entry.name,
        .catalogEntry,
        detail: "built-in catalog entry",
        documentation: "\(entry.summary)\n\n[\(entry.name)](\(entry.link))",
        typed: typed,
        context: context
      )
    }
    var seen = Set(BuiltInCatalog.entries.map { ListItem.fold($0.name) })
    for (entry, key) in workspace.workspaceFacts.teamCatalog {
      if seen.insert(ListItem.fold(entry.name)).inserted {
        let link = entry.link.map { "\n\n<\($0.value)>" } ?? ""
        if let proposal = item(
          entry.name,
          .catalogEntry,
          detail: "team catalog entry (\(key))",
          documentation: (entry.summary ?? "A team catalog entry.") + link,
          typed: typed,
          context: context
        ) {
          items.append(proposal)
        }
      }
    }
    return items
  }

  /// The commands of the menu named before the last arrow, in a `Check` value.
  static func menuCommands(_ context: CursorContext, workspace: ContractWorkspace) -> [ContractCompletion] {
    let typed = context.typed
    guard let arrow = lastArrow(in: typed) else { return [] }
    let before = CursorContext.trimBlanks(typed[..<arrow.lowerBound]).lowercased()
    let afterArrow = String(typed[arrow.upperBound...])
    guard afterArrow.hasPrefix(" ") else { return [] }
    let menus = workspace.workspaceFacts.menus
    guard let title = menus.keys.filter({ before.hasSuffix($0) }).max(by: { $0.count < $1.count }) else { return [] }
    var names: [String] = []
    var items: [ContractCompletion] = []
    for declaration in menus[title] ?? [] where AppScope.compatible(declaration.app, context.document.app) {
      for command in declaration.menu.commands where !names.contains(command.key) {
        names.append(command.key)
        let shortcut = command.shortcut.map { ", \($0.text)" } ?? ""
        let document = workspace.markdownFence(ofKey: declaration.document)?.markdown ?? declaration.document
        if let proposal = item(
          command.name,
          .menuCommand,
          detail: "\(declaration.menu.title) → \(command.name)\(shortcut)",
          documentation:
            "Menu command of `\(declaration.menu.title)`\(shortcut), declared in `\(document)`.",
          typed: afterArrow,
          context: context
        ) {
          items.append(proposal)
        }
      }
    }
    return items
  }

  /// The last `→` or `->` in `text`.
  static func lastArrow(in text: String) -> Range<String.Index>? {
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      if text[index] == "→" { return index..<text.index(after: index) }
      if text[index] == ">", index > text.startIndex, text[text.index(before: index)] == "-" {
        return text.index(before: index)..<text.index(after: index)
      }
    }
    return nil
  }

  /// The list item typed so far: the text after the last comma.
  static func currentItem(_ context: CursorContext) -> String {
    let typed = context.typed
    guard let comma = typed.lastIndex(of: ",") else { return typed }
    return String(typed[typed.index(after: comma)...])
  }

  /// A proposal replacing what `typed` (ending at the cursor) has of `label`; nil when it does not fit.
  static func item(
    _ label: String,
    _ kind: ContractCompletion.Kind,
    detail: String,
    documentation: String,
    typed: String,
    context: CursorContext
  ) -> ContractCompletion? {
    guard
      let range = CompletionReplacement.range(for: label, typed: typed, cursor: context.offset, blanksEndWords: false)
    else { return nil }
    return ContractCompletion(
      label: label,
      kind: kind,
      detail: detail,
      documentation: documentation,
      newText: label,
      range: range
    )
  }
}

/// Markdown about accessibility roles, shared by completion and hover.
enum RoleDocumentation {
  /// Every entry named alike (the Mac `button` role and the UIKit `button` trait), with meaning,
  /// API and counterpart.
  static func markdown(_ entries: [AccessibilityRole]) -> String {
    entries.map { role in
      var text = "**\(role.name)** — \(role.kind): \(role.meaning)\n\n`\(role.apiName)`"
      if let counterpart = AccessibilityRoles.counterpart(of: role) {
        let side = role.kind.isMac ? "iOS" : "Mac"
        text += "\n\nCounterpart on \(side): `\(counterpart.name)` (\(counterpart.kind): \(counterpart.meaning))"
      } else {
        text += "\n\nNo counterpart on \(role.kind.isMac ? "iOS" : "Mac")."
      }
      return text
    }.joined(separator: "\n\n---\n\n")
  }
}
