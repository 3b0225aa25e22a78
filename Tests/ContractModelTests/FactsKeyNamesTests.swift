import ContractModel
import Testing

@Suite("Key names")
struct FactsKeyNamesTests {
  @Test("No spelling names two keys or two modifiers")
  func spellingsAreUnique() {
    var owner: [String: String] = [:]
    for row in KeyNames.all {
      for spelling in Set(row.spellings.map { $0.lowercased() }) {
        #expect(owner[spelling] == nil, "\(spelling) names \(owner[spelling] ?? "") and \(row.symbol)")
        owner[spelling] = row.symbol
      }
    }
  }

  @Test("Every key row's symbol is its shortcut key token")
  func symbolsAreTokens() {
    for row in KeyNames.all where row.modifier == nil {
      #expect(ShortcutKey(row.symbol)?.token == row.symbol)
      #expect(ShortcutKey(row.name)?.token == row.symbol, "\(row.name)")
      for alias in row.aliases { #expect(ShortcutKey(alias)?.token == row.symbol, "\(alias)") }
    }
  }

  @Test("Lookups by name and alias")
  func lookups() {
    #expect(KeyNames.key(named: "ESC")?.symbol == "⎋")
    #expect(KeyNames.key(named: "backspace")?.name == "Delete")
    #expect(KeyNames.key(named: "Left Arrow")?.swiftUI == ".leftArrow")
    #expect(KeyNames.key(named: "F5")?.appKit == "String(UnicodeScalar(NSF5FunctionKey)!)")
    #expect(KeyNames.key(named: "⌘") == nil)
    #expect(KeyNames.modifier(named: "Alt")?.modifier == .option)
    #expect(KeyNames.modifier(named: "fn")?.modifier == .globe)
    #expect(KeyNames.modifier(named: "Caps Lock")?.modifier == .capsLock)
    #expect(KeyNames.modifier(named: "meta") == nil)
    #expect(KeyNames.modifiers.map(\.symbol) == ["🌐", "⇪", "⌃", "⌥", "⇧", "⌘"])
    #expect(KeyNames.functionKeys.count == 20)
  }

  @Test(
    "Keys of the key table that contracts do not bind say why, not that they are no key",
    arguments: [
      ("⌘⏏", "(Media Eject) is the system's"), ("⌃⌘⏏", "(Media Eject) is the system's"),
      ("⌥⌘Power", "(the power button) is the system's"), ("⌘⇤", "(Back Tab) is Shift-Tab: write ⇧⇥"),
      ("⌘⌧", "(Clear, on the numeric keypad)"), ("⌘Rx", "'Rx' is not a key name"),
    ]
  )
  func keysContractsDoNotBind(shortcut: String, reason: String) {
    assertDiagnostics(
      "Platforms: Mac\r\nmenu Tools\r\n  Eject 😀: 1️⃣\(shortcut)\r\n",
      [DiagnosticSpec("1️⃣", .invalidShortcut, .error, message: reason)]
    )
  }
}
