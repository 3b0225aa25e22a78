import ContractModel
import Testing

@Suite("Shortcut parsing and normal form")
struct ShortcutTests {
  private func shortcut(_ token: String) -> Shortcut? { Shortcut.parse(token).shortcut }

  @Test(
    "Every spelling of Shift-Command-N is one shortcut",
    arguments: ["⇧⌘N", "⌘⇧N", "Shift-Cmd-N", "Cmd+Shift+N", "shift-command-n", "Command+Shift+N", "⌘+⇧+N", " ⇧⌘n "]
  )
  func shiftCommandN(spelling: String) {
    let expected = Shortcut(modifiers: [.shift, .command], key: ShortcutKey("N")!)
    #expect(shortcut(spelling) == expected)
    #expect(shortcut(spelling)?.description == "⇧⌘N")
  }

  @Test("Modifiers are written in Apple's order")
  func modifierOrder() {
    #expect(shortcut("⌘⌥⇧N")?.description == "⌥⇧⌘N")
    #expect(shortcut("⌘⌃🌐F")?.description == "🌐⌃⌘F")
    #expect(shortcut("Cmd-Ctrl-Opt-Space")?.description == "⌃⌥⌘Space")
    #expect(shortcut("⌘⇪A")?.description == "⇪⌘A")
  }

  @Test("Shift makes a different shortcut")
  func shiftDiffers() {
    #expect(shortcut("⌘R") != shortcut("⇧⌘R"))
    #expect(shortcut("⌘R") == shortcut("⌘r"))
    #expect(shortcut("⌘R")?.modifiers == .command)
  }

  @Test(
    "Shifted punctuation is written as the menu shows it",
    arguments: [
      ("⇧⌘/", "⌘?"), ("⇧⌘=", "⌘+"), ("Shift-Cmd-;", "⌘:"), ("⇧⌘[", "⌘{"), ("⇧⌘]", "⌘}"), ("⇧⌘\\", "⌘|"),
      ("⇧⌘`", "⌘~"), ("⇧⌘-", "⌘_"), ("⇧⌘,", "⌘<"), ("⇧⌘.", "⌘>"), ("⇧⌘'", "⌘\""), ("⇧⌘?", "⌘?"),
      ("⌘?", "⌘?"), ("⇧⌘3", "⇧⌘3"), ("⌘#", "⇧⌘3"), ("⇧⌘A", "⇧⌘A"), ("⌥⌘=", "⌥⌘="),
    ]
  )
  func shiftedPunctuation(written: String, canonical: String) {
    #expect(shortcut(written)?.description == canonical)
  }

  @Test("A comma, semicolon or period after the modifiers is the key")
  func punctuationKeys() {
    #expect(shortcut("⌘,")?.key == ShortcutKey(","))
    #expect(shortcut("⌘;")?.key == ShortcutKey(";"))
    #expect(shortcut("⌘.")?.key == ShortcutKey("."))
    #expect(shortcut("Cmd-,")?.description == "⌘,")
    #expect(shortcut("Command-Comma")?.description == "⌘,")
    #expect(shortcut("⌘-")?.description == "⌘-")
    #expect(shortcut("Command--")?.description == "⌘-")
    #expect(shortcut("⌘+")?.description == "⌘+")
  }

  @Test(
    "Key names are read case-insensitively",
    arguments: [
      ("⌘Space", "⌘Space"), ("⌃⌥Space", "⌃⌥Space"), ("⌘F5", "⌘F5"), ("⌘esc", "⌘⎋"), ("Option-Command-Esc", "⌥⌘⎋"),
      ("Cmd-Left", "⌘←"), ("⌘Page Up", "⌘⇞"), ("Cmd-Return", "⌘↩"), ("Cmd-Delete", "⌘⌫"), ("Cmd-Backspace", "⌘⌫"),
      ("Ctrl-Opt-Space", "⌃⌥Space"), ("Shift-Tab", "⇧⇥"), ("Alt-Cmd-Up Arrow", "⌥⌘↑"), ("fn-f", "🌐F"),
      ("Globe-H", "🌐H"), ("Caps Lock-A", "⇪A"), ("⌘F20", "⌘F20"), ("⌘↩︎", "⌘↩"), ("🌐️E", "🌐E"),
      ("Control-Shift-Command-3", "⌃⇧⌘3"), ("Command-Question mark", "⌘?"), ("Cmd-Enter", "⌘⌤"),
    ]
  )
  func keyNames(written: String, canonical: String) {
    #expect(shortcut(written)?.description == canonical)
  }

  @Test(
    "A variation selector after any character of a token is read through",
    arguments: [
      ("⌘\u{FE0F}R", "⌘R"), ("⌘R\u{FE0F}", "⌘R"), ("Cmd-\u{FE0F}W", "⌘W"), ("Cmd\u{FE0F}-W", "⌘W"),
      ("⇧\u{FE0E}⌘\u{FE0E}N\u{FE0E}", "⇧⌘N"), ("F5\u{FE0F}", "F5"), ("Space\u{FE0F}", "Space"),
      ("Cmd-Right-\u{FE0F}Arrow", "⌘→"), ("⌘\u{E0100}R", "⌘R"),
    ]
  )
  func variationSelectors(written: String, canonical: String) {
    #expect(shortcut(written)?.description == canonical)
  }

  @Test("Bare keys parse as a whole token")
  func bareKeys() {
    #expect(shortcut("⌫")?.isBareKey == true)
    #expect(shortcut("Space") == Shortcut(key: .space))
    #expect(shortcut("F8")?.description == "F8")
    #expect(shortcut("→") == Shortcut(key: .rightArrow))
    #expect(shortcut("⌘R")?.isBareKey == false)
  }

  @Test(
    "Tokens that cannot be normalised say why",
    arguments: [
      ("⌘", "a modifier needs a key"), ("⇧⌘", "a modifier needs a key"), ("⌘⌘R", "⌘ is repeated"),
      ("⌘⇧⌘R", "⌘ is repeated"), ("⌘Rx", "'Rx' is not a key name"), ("⌘F21", "'F21' is not a key name"),
      ("Cmd-Cmd-R", "⌘ is repeated"), ("Shift-click", "'click' is not a key name"), ("Cmd", "a modifier needs a key"),
      ("Cmd-", "a modifier needs a key"), ("⇥L", "'⇥L' is not a key name"), ("⌘é", "'é' is not a key name"),
      ("", "an empty token is not a shortcut"), ("⌘-click", "'click' is not a key name"),
      ("⌘R ⌘S", "' ⌘S' follows the key"),
    ]
  )
  func invalid(token: String, reason: String) {
    #expect(Shortcut.parse(token) == .invalid(reason: reason))
  }

  @Test("Apple's spelled form")
  func spelled() {
    #expect(shortcut("⇧⌘N")?.spelled == "Shift-Command-N")
    #expect(shortcut("⌘,")?.spelled == "Command-,")
    #expect(shortcut("⌥⌘←")?.spelled == "Option-Command-Left Arrow")
    #expect(shortcut("⌃⌥Space")?.spelled == "Control-Option-Space")
    #expect(shortcut("⌥⌘⎋")?.spelled == "Option-Command-Escape")
    #expect(shortcut("⌦")?.spelled == "Forward Delete")
    #expect(shortcut("🌐⌃F")?.spelled == "Globe-Control-F")
  }

  @Test("SwiftUI spelling")
  func swiftUI() {
    #expect(shortcut("⌘R")?.swiftUI == #".keyboardShortcut("r", modifiers: .command)"#)
    #expect(shortcut("⌫")?.swiftUI == ".keyboardShortcut(.delete, modifiers: [])")
    #expect(shortcut("⌥⌘↑")?.swiftUI == ".keyboardShortcut(.upArrow, modifiers: [.option, .command])")
    #expect(shortcut("⇧⌘N")?.swiftUI == #".keyboardShortcut("n", modifiers: [.shift, .command])"#)
    #expect(shortcut("⌘,")?.swiftUI == #".keyboardShortcut(",", modifiers: .command)"#)
    #expect(shortcut("⌘F5")?.swiftUI == #".keyboardShortcut(KeyEquivalent("\u{F708}"), modifiers: .command)"#)
    #expect(shortcut("⌘|")?.swiftUI == #".keyboardShortcut("|", modifiers: .command)"#)
  }

  @Test("AppKit spelling")
  func appKit() {
    #expect(shortcut("⌘R")?.appKit == #"keyEquivalent = "r"; keyEquivalentModifierMask = [.command]"#)
    #expect(
      shortcut("⌘⌫")?.appKit
        == "keyEquivalent = String(UnicodeScalar(NSBackspaceCharacter)!); keyEquivalentModifierMask = [.command]"
    )
    #expect(shortcut("↩")?.appKit == #"keyEquivalent = "\r"; keyEquivalentModifierMask = []"#)
    #expect(
      shortcut("⌃⌥F1")?.appKit
        == "keyEquivalent = String(UnicodeScalar(NSF1FunctionKey)!); keyEquivalentModifierMask = [.control, .option]"
    )
  }

  @Test("Shortcuts sort by key, then by their modifiers")
  func ordering() {
    let sorted = ["⇧⌘R", "⌘Space", "⌘R", "⌘1", "⌥⇧⌘R", "⌘F10", "⌘F2", "⌘,"].compactMap(shortcut).sorted()
    #expect(sorted.map(\.description) == ["⌘R", "⇧⌘R", "⌥⇧⌘R", "⌘1", "⌘,", "⌘Space", "⌘F2", "⌘F10"])
  }
}
