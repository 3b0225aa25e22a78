import SwiftSource
import Testing

@Suite("Facts: shortcuts that cannot be read")
struct UnreadShortcutTests {
  @Test("A computed key leaves no binding and names its control, which is where the command is")
  func computedKeyOnControl() throws {
    let text = """
      struct OrderCommands: Commands {
        var body: some Commands {
          CommandMenu("Order") {
            Button("Reorder") { }.keyboardShortcut(settings.reorderKey)
            Button("Cancel") { }.keyboardShortcut("k")
          }
        }
      }
      """
    let facts = Read.facts(text)
    #expect(facts.shortcuts.map { $0.title?.text } == ["Cancel"])
    #expect(facts.unreadShortcuts.count == 1)
    let reorder = try #require(facts.menuCommands.first { $0.title?.text == "Reorder" })
    #expect(facts.unreadShortcuts.first == reorder.location)
  }

  @Test("A computed shortcut on no control names the modifier; a read one is not listed")
  func computedKeyElsewhere() {
    let facts = Read.facts("Text(\"x\").keyboardShortcut(shortcut)\nButton(\"A\") { }.keyboardShortcut(\"a\")")
    #expect(facts.unreadShortcuts.count == 1)
    let location = facts.unreadShortcuts[0]
    #expect(
      String(decoding: Array("Text(\"x\").keyboardShortcut(shortcut)".utf8)[location.range], as: UTF8.self)
        == ".keyboardShortcut(shortcut)"
    )
    #expect(Read.facts("Button(\"A\") { }.keyboardShortcut(\"a\", modifiers: [.command])").unreadShortcuts.isEmpty)
  }
}
