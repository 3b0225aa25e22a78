import Testing

@testable import ContractModel

/// A menu title that ends in what is not a word (`menu Shäre 😀`) is referenced as written: its
/// references are checked and renamed like any other.
@Suite("Menus: titles with symbols")
struct MenuTitleSymbolTests {
  static let marked = MarkedText(
    """
    App: X
    Platforms: Mac
    Row
    Meaning: one row. Primary action: 1️⃣Teilen.
    Mac: table row; Teilen in menu bar, ⇧⌘E
    Check: Mac: Shäre 😀 → 2️⃣Teilen works with the keyboard alone.

    menu Shäre 😀
      3️⃣Teilen: ⇧⌘E

    """
  )

  @Test("A reference to a command of a menu titled with an emoji is checked: none when it is there, one when not")
  func referencesAreChecked() {
    assertDiagnostics(Self.marked.text, [])
    assertDiagnostics(
      Self.marked.text.replacing("→ Teilen works", with: "→ 1️⃣Teilenx works"),
      [DiagnosticSpec("1️⃣", .unknownMenuCommand, .warning, message: "Menu 'Shäre 😀' has no command 'Teilenx'")]
    )
  }

  @Test("Renaming the command renames its reference under a title with an emoji")
  func renameReachesTheReference() throws {
    let workspace = ContractWorkspace()
    workspace.setDocument("A.contract", text: Self.marked.text)
    let edits = try ContractNavigator(workspace: workspace).rename(
      at: Self.marked.offset(of: "3️⃣"),
      in: "A.contract",
      to: "Senden"
    )
    var bytes = Array(Self.marked.text.utf8)
    for edit in edits.sorted(by: { $0.range > $1.range }) {
      bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == Self.marked.text.replacing("Teilen", with: "Senden"))
  }
}
