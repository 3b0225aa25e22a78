/// Hover on a shortcut: its spelling, the SwiftUI and AppKit code that binds it, every binding in
/// the workspace, and what the system and conventions do with it per platform.
enum ShortcutHover {
  /// The hover for a shortcut written at `offset`, if one is.
  static func hover(at offset: Int, document: ContractDocument, workspace: ContractWorkspace) -> ContractHover? {
    let lines = document.lines
    let line = lines.line(containing: offset)
    let start = lines.startOfLine(line)
    let text = lines.text(ofLine: line)
    let tokens = ShortcutScanner.scan(text).map { ($0, $0.sourceRange(offsetBy: start)) }
    guard let (token, range) = tokens.first(where: { $0.1.contains(offset) || $0.1.end == offset }) else {
      return nil
    }
    guard let shortcut = token.shortcut else {
      return ContractHover(
        markdown: "`\(token.text)` is not a valid shortcut: \(token.parse.invalidReason ?? "it cannot be read").",
        range: range
      )
    }
    return ContractHover(markdown: markdown(shortcut, workspace: workspace), range: range)
  }

  /// The markdown about `shortcut`.
  static func markdown(_ shortcut: Shortcut, workspace: ContractWorkspace) -> String {
    var text = "**\(shortcut)** — \(shortcut.spelled)\n\n"
    text += "- SwiftUI: `\(shortcut.swiftUI)`\n- AppKit: `\(shortcut.appKit)`\n\n"
    text += "**Bound in the workspace**\n\n"
    let bindings = Platform.allCases.flatMap { workspace.bindings(of: BindingKey(shortcut: shortcut, platform: $0)) }
      .sorted(by: ShortcutConflictGroup.precedes)
    if bindings.isEmpty {
      text += "Nowhere yet.\n\n"
    } else {
      for binding in bindings {
        let app = binding.app.map { ", app \($0)" } ?? ""
        let document = workspace.markdownFence(ofKey: binding.document)?.markdown ?? binding.document
        text += "- \(binding.platform): \(binding.label) (`\(document)`\(app))\n"
      }
      text += "\n"
    }
    text += "**System and conventions**\n\n"
    for (platform, name) in [(Platform.mac, "Mac"), (.iPad, "iPad and iPhone")] {
      let facts = ShortcutFacts.facts(for: shortcut, on: platform)
      if facts.isEmpty {
        text += "- \(name): neither reserved nor standard\n"
      }
      for fact in facts {
        let confirmed = fact.confirmed ? "" : " (not confirmed by the source: never an error)"
        text += "- \(name): **\(fact.severity)** (\(fact.scope)) — \(fact.meaning)\(confirmed)\n"
      }
    }
    if ShortcutReserved.appMenu[shortcut] != nil {
      text += "\nEvery Mac app binds it in its app menu."
    }
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
