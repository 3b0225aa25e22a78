import Testing

@testable import ContractModel

/// ``ContractHovers``: what each part of a contract shows, and the exact range it is about.
@Suite("Hover content")
struct HoverContentTests {
  static let seed = """
    App: Leaf
    OrderRow
    0️⃣Meaning1️⃣: one past order. Primary action: Reorder.
    See: 2️⃣Platform Copy Paste3️⃣
    Role: 4️⃣row5️⃣
    iPhone: row → details; 6️⃣Reorder7️⃣ button visible; Delete as swipe + custom action
    iPad: 8️⃣same9️⃣ + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and 🔟context menu, ⌘R; Delete ⌫

    """

  /// The hover at `marker` of `marked`; the workspace also holds `others`.
  static func hover(_ marked: String, at marker: String, others: [String: String] = [:]) -> (MarkedText, ContractHover?)
  {
    let text = MarkedText(marked)
    let workspace = ContractWorkspace()
    for (key, other) in others { workspace.setDocument(key, text: other) }
    workspace.setDocument("Doc.contract", text: text.text)
    return (text, ContractHovers.hover(in: workspace, key: "Doc.contract", offset: text.offset(of: marker)))
  }

  static func range(_ text: MarkedText, _ start: String, _ end: String) -> SourceRange {
    SourceRange(start: text.offset(of: start), end: text.offset(of: end))
  }

  @Test("A field key: what it means, on the key's range")
  func fieldKey() {
    let (text, hover) = Self.hover(Self.seed, at: "0️⃣")
    #expect(hover?.range == Self.range(text, "0️⃣", "1️⃣"))
    #expect(hover?.markdown.hasPrefix("**Meaning** — component field") == true)
  }

  @Test("A catalog entry: its text and link")
  func catalogEntry() {
    let (text, hover) = Self.hover(Self.seed, at: "2️⃣")
    #expect(hover?.range == Self.range(text, "2️⃣", "3️⃣"))
    #expect(hover?.markdown.contains("(https://github.com/leaf-lsp/leaf-lsp/blob/main/docs/catalog/") == true)
  }

  @Test("A role: meaning and counterpart")
  func role() {
    let (text, hover) = Self.hover(Self.seed, at: "4️⃣")
    #expect(hover?.range == Self.range(text, "4️⃣", "5️⃣"))
    #expect(hover?.markdown.contains("Mac role") == true)
  }

  @Test("An action: a table of how each platform reaches it")
  func action() {
    let (text, hover) = Self.hover(Self.seed, at: "6️⃣")
    #expect(hover?.range == Self.range(text, "6️⃣", "7️⃣"))
    let markdown = hover?.markdown ?? ""
    #expect(markdown.contains("| iPhone | button |"))
    #expect(markdown.contains("| Mac | menu bar, context menu, ⌘R |"))
  }

  @Test("same: the path it expands to")
  func same() {
    let (text, hover) = Self.hover(Self.seed, at: "8️⃣")
    #expect(hover?.range == Self.range(text, "8️⃣", "9️⃣"))
    #expect(hover?.markdown.contains("Inherited: `row → details; Reorder button visible;") == true)
  }

  @Test("A mechanism: availability per platform and who reaches it")
  func mechanism() {
    let (_, hover) = Self.hover(Self.seed, at: "🔟")
    let markdown = hover?.markdown ?? ""
    #expect(markdown.hasPrefix("**context menu**"))
    #expect(markdown.contains("Reached by:"))
  }

  @Test("A shortcut: spelled, SwiftUI and AppKit, every binding, facts per platform")
  func shortcut() {
    let menus = "App: Leaf\nmenu Order\n  Reorder: ⌘R\n"
    let (text, hover) = Self.hover("App: Leaf\nRow\nMac: Reorder with 1️⃣⌘R2️⃣\n", at: "1️⃣", others: ["M.contract": menus])
    #expect(hover?.range == Self.range(text, "1️⃣", "2️⃣"))
    let markdown = hover?.markdown ?? ""
    #expect(markdown.hasPrefix("**⌘R** — Command-R"))
    #expect(markdown.contains(#"`.keyboardShortcut("r", modifiers: .command)`"#))
    #expect(markdown.contains("- Mac: 'Reorder' in Row on Mac (`Doc.contract`, app Leaf)"))
    #expect(markdown.contains("- iPad: Order → Reorder (`M.contract`, app Leaf)"))
    #expect(markdown.contains("- iPad and iPhone: **standard**"))
    #expect(markdown.contains("not confirmed"))
    let reserved = Self.hover("Row\nMac: Hide with 1️⃣⌘H\n", at: "1️⃣").1?.markdown ?? ""
    #expect(reserved.contains("- Mac: **reserved**"))
  }

  @Test("A shortcut after emoji and CRLF: ranges stay exact")
  func shortcutAfterEmojiAndCRLF() {
    let (text, hover) = Self.hover("Row 🍃\r\nMeaning: ⌥ 🍃.\r\nMac: 🍃 Reorder with 1️⃣⇧⌘⌫2️⃣\r\n", at: "1️⃣")
    #expect(hover?.range == Self.range(text, "1️⃣", "2️⃣"))
    #expect(hover?.markdown.hasPrefix("**⇧⌘⌫** — Shift-Command-Delete") == true)
  }

  @Test("A diagnostic's rule: what, why, link; with the element's own hover first")
  func diagnosticRule() {
    let (text, hover) = Self.hover("Row\nMeaning: x.\n1️⃣Rol2️⃣: blob\n", at: "1️⃣")
    #expect(hover?.range == Self.range(text, "1️⃣", "2️⃣"))
    let markdown = hover?.markdown ?? ""
    #expect(markdown.contains("**`unknown-field`**"))
    #expect(markdown.contains("(https://github.com/leaf-lsp/leaf-lsp/blob/main/docs/rules/unknown-field.md)"))
  }

  @Test("Nothing under the cursor: no hover")
  func nothing() {
    #expect(Self.hover("App: Leaf\nRow\nMeaning: 1️⃣one past order.\nCheck: Mac: fine\n", at: "1️⃣").1 == nil)
  }
}
