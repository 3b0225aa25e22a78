/// Shortcut proposals where a shortcut may stand: after modifier symbols (`⌘`), after a text-form
/// modifier (`Cmd-`), or after an action name in a path or a menu command's colon. Free shortcuts
/// come from ``FreeShortcuts``; a complete text form (`Cmd-R`) is offered in canonical form (`⌘R`).
enum ShortcutCompletions {
  /// Text-form modifier names, lower case.
  static let modifierWords: Set<String> = [
    "cmd", "command", "shift", "opt", "option", "alt", "ctrl", "control", "ctl", "fn", "globe",
  ]

  /// What the word before the cursor says about a shortcut.
  enum Typed: Equatable {
    /// Modifiers only (`⌘`, `⇧⌘`, `Cmd-`, `Shift-Cmd+`): propose whole shortcuts over them.
    case modifiers(String)
    /// A complete shortcut not in canonical form (`Cmd-R`, `⌘⇧R`).
    case nonCanonical(String, Shortcut)
    /// Nothing typed yet (the cursor follows a blank or a colon).
    case nothing
    /// A word that is no shortcut.
    case other
  }

  /// Classifies the word before the cursor (the text after the last blank).
  static func classify(_ typed: String) -> Typed {
    let word = String(typed.split(separator: " ", omittingEmptySubsequences: false).last ?? "")
    if word.isEmpty { return .nothing }
    if word.unicodeScalars.allSatisfy({ ShortcutModifiers(symbol: $0) != nil }) { return .modifiers(word) }
    if word.hasSuffix("-") || word.hasSuffix("+") {
      let parts = word.dropLast().split(whereSeparator: { $0 == "-" || $0 == "+" })
      if !parts.isEmpty, parts.allSatisfy({ modifierWords.contains($0.lowercased()) }) { return .modifiers(word) }
    }
    if let shortcut = Shortcut.parse(word).shortcut, !shortcut.modifiers.isEmpty, word != shortcut.description {
      return .nonCanonical(word, shortcut)
    }
    return .other
  }

  /// Free shortcuts for `action` over what was typed, and the canonical form of a complete text form.
  static func items(
    _ context: CursorContext,
    typed: Typed,
    action: String?,
    platforms: [Platform],
    workspace: ContractWorkspace
  ) -> [ContractCompletion] {
    switch typed {
    case .other:
      return []
    case .nonCanonical(let word, let shortcut):
      let range = SourceRange(start: context.offset - word.utf8.count, end: context.offset)
      return [
        ContractCompletion(
          label: shortcut.description,
          kind: .shortcut,
          detail: "canonical form of \(word): \(shortcut.spelled)",
          documentation: "Writes `\(word)` as `\(shortcut)`, the symbol form in Apple's modifier order.\n\n"
            + "SwiftUI: `\(shortcut.swiftUI)`",
          newText: shortcut.description,
          range: range,
          filterText: word
        )
      ]
    case .modifiers(let word):
      return free(context, over: word, action: action, platforms: platforms, workspace: workspace)
    case .nothing:
      return free(context, over: "", action: action, platforms: platforms, workspace: workspace)
    }
  }

  /// ``FreeShortcuts`` proposals replacing `word` (the modifiers typed, or nothing).
  static func free(
    _ context: CursorContext,
    over word: String,
    action: String?,
    platforms: [Platform],
    workspace: ContractWorkspace
  ) -> [ContractCompletion] {
    guard let action else { return [] }
    let range = SourceRange(start: context.offset - word.utf8.count, end: context.offset)
    let candidates = workspace.freeShortcuts(for: action, platforms: platforms, app: context.document.app)
    return candidates.map { candidate in
      let shortcut = candidate.shortcut
      return ContractCompletion(
        label: shortcut.description,
        kind: .shortcut,
        detail: "\(action): \(candidate.reason)",
        documentation: "**\(shortcut)** (\(shortcut.spelled)) for **\(action)**: \(candidate.reason).\n\n"
          + "SwiftUI: `\(shortcut.swiftUI)`",
        newText: shortcut.description,
        range: range,
        filterText: word.isEmpty ? nil : word + shortcut.key.token
      )
    }
  }
}
