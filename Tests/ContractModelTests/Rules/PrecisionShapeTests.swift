import Testing

@testable import ContractModel

/// The shapes v1.1 settles: platform keys outside components, headers without a name, menu
/// command values.
@Suite("Precision: line shapes")
struct PrecisionShapeTests {
  @Test("A platform key outside a component is an unknown field, without a did-you-mean to itself")
  func platformKeysOutsideComponents() {
    let diagnostics = assertDiagnostics(
      """
      App: Leaf
      1️⃣Mac: table row

      catalog Swipe-Only Delete
      Summary: a delete only a swipe reaches.
      2️⃣iPad: row
      """,
      [
        DiagnosticSpec("1️⃣", .unknownField, .warning, message: "'Mac' is not a field of the file header"),
        DiagnosticSpec("2️⃣", .unknownField, .warning, message: "'iPad' is not a field of a catalog entry"),
      ]
    )
    #expect(!diagnostics.contains { $0.message.contains("Did you mean 'Mac'") || $0.rule == .unknownPlatform })
  }

  @Test("Mean: suggests Meaning; Phone: and Andriod: are platforms misspelt")
  func misspeltKeys() {
    assertDiagnostics(
      """
      Platforms: Mac
      ListRow
      Meaning: one item.
      1️⃣Mean: another
      2️⃣Phone: row
      3️⃣Andriod: row
      Mac: table row
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .unknownField, .warning, message: "Did you mean 'Meaning'?"),
        DiagnosticSpec("2️⃣", .unknownPlatform, .warning, message: "Did you mean 'iPhone'?"),
        DiagnosticSpec("3️⃣", .unknownPlatform, .warning, message: "'Andriod' is not a platform"),
      ]
    )
  }

  @Test(
    "A header keyword alone is one syntax error, and the lines under it are not read",
    arguments: [
      "menu", "component", "catalog", "Menu",
    ]
  )
  func keywordAlone(keyword: String) {
    let diagnostics = assertDiagnostics(
      """
      Platforms: Mac
      1️⃣\(keyword)
        Reorder: ⌘R
      Meaning: stray
      Mac: row

      ListRow
      Meaning: one item.
      Mac: table row
      Check: Mac: VoiceOver reads the row.
      """,
      [DiagnosticSpec("1️⃣", .syntax, .error, message: "needs a name")]
    )
    let document = ContractDocument(key: "k", text: "\(keyword)\n  Reorder: ⌘R\n")
    #expect(document.components.isEmpty && document.menus.isEmpty && document.catalogEntries.isEmpty)
    #expect(diagnostics.count == 1)
  }

  @Test("Each header keyword alone is its own syntax error, even right under another one")
  func keywordsAloneInARow() {
    assertDiagnostics(
      """
      1️⃣menu

      2️⃣component
      Meaning: x

      3️⃣catalog
      Summary: y
      """,
      [
        DiagnosticSpec("1️⃣", .syntax, .error, message: "'menu' needs a name"),
        DiagnosticSpec("2️⃣", .syntax, .error, message: "'component' needs a name"),
        DiagnosticSpec("3️⃣", .syntax, .error, message: "'catalog' needs a name"),
      ]
    )
  }

  @Test("A menu command's value is a shortcut or nothing", arguments: ["Shift-click", "⌘R now", "soon"])
  func menuValuesAreShortcuts(value: String) {
    assertDiagnostics(
      "Platforms: Mac\nmenu Order\n  Reorder: 1️⃣\(value)\n",
      [DiagnosticSpec("1️⃣", .invalidShortcut, .error, message: "'\(value)' for Order → Reorder is not a valid shortcut")]
    )
  }

  @Test("A menu command without a value, or with one shortcut in any form, is fine")
  func menuValuesThatAreFine() {
    assertDiagnostics("Platforms: Mac\nmenu Order\n  Reorder: Cmd-Shift-R\n  Show Details\n  Settings…: ⌘,\n", [])
  }

  @Test(
    "A command's value is read whole: a bare function key, Cmd-PageUp and ⌘PageDown are shortcuts",
    arguments: ["F5", "F13", "Cmd-PageUp", "Cmd-PageDown", "⌘PageDown", "⌥F5", "Space"]
  )
  func menuValuesReadWhole(value: String) {
    assertDiagnostics("Platforms: Mac\r\nmenu Order 🧾\r\n  Refresh: \(value)\r\n", [])
  }

  @Test("A command's value read whole keeps the key's reason when it is none: Cmd-Eject, Reload")
  func menuValuesReadWholeReasons() {
    assertDiagnostics(
      "Platforms: Mac\nmenu Order\n  Eject: 1️⃣Cmd-Eject\n  Refresh: 2️⃣Reload\n",
      [
        DiagnosticSpec("1️⃣", .invalidShortcut, .error, message: "'Eject' (Media Eject) is the system's"),
        DiagnosticSpec("2️⃣", .invalidShortcut, .error, message: "'Reload' is not a key name"),
      ]
    )
  }
}
