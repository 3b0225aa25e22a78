import SwiftSource
import Testing

@Suite("Facts: shortcut bindings")
struct ShortcutTests {
  private func shortcuts(_ text: String) -> [String] {
    Read.facts(text).shortcuts.map { Read.describe($0.shortcut) }
  }

  @Test("A character with no modifiers written takes the default (Command)")
  func defaultModifier() {
    let facts = Read.facts("Button(\"Reorder\") { }.keyboardShortcut(\"r\")")
    #expect(facts.shortcuts.map { Read.describe($0.shortcut) } == ["default r"])
    #expect(facts.shortcuts[0].shortcut.modifiers == [.command])
    #expect(facts.shortcuts[0].title?.text == "Reorder")
    #expect(facts.shortcuts[0].control == .button)
  }

  @Test("Modifiers as written: one, several in any order, none")
  func modifiers() {
    let text = """
      Button("A") { }.keyboardShortcut("a", modifiers: .command)
      Button("B") { }.keyboardShortcut("b", modifiers: [.shift, .command])
      Button("C") { }.keyboardShortcut("c", modifiers: [.command, .option, .control])
      Button("D") { }.keyboardShortcut("d", modifiers: [])
      Button("E") { }.keyboardShortcut("e", modifiers: EventModifiers.capsLock)
      """
    #expect(
      shortcuts(text) == [
        "command a", "shift+command b", "command+option+control c", "[] d", "capsLock e",
      ]
    )
  }

  @Test("An upper-case letter is recorded as such, not normalised")
  func upperCase() {
    let facts = Read.facts("Button(\"Redo\") { }.keyboardShortcut(\"R\")")
    #expect(shortcuts("Button(\"Redo\") { }.keyboardShortcut(\"R\")") == ["default R ⇧"])
    #expect(facts.shortcuts[0].shortcut.modifiers == [.command])
    #expect(shortcuts("Button(\"X\") { }.keyboardShortcut(\"/\")") == ["default /"])
  }

  @Test("KeyEquivalent constants and escapes are named keys")
  func namedKeys() {
    let text = """
      Button("Delete") { }.keyboardShortcut(.delete, modifiers: [])
      Button("Forward") { }.keyboardShortcut(.deleteForward)
      Button("Up") { }.keyboardShortcut(KeyEquivalent.upArrow, modifiers: .option)
      Button("Home") { }.keyboardShortcut(.home)
      Button("Page") { }.keyboardShortcut(.pageDown)
      Button("Clear") { }.keyboardShortcut(.clear)
      Button("Space") { }.keyboardShortcut(.space, modifiers: .control)
      Button("Back") { }.keyboardShortcut("\\u{7F}")
      Button("Tab") { }.keyboardShortcut(KeyEquivalent("\\t"))
      """
    #expect(
      shortcuts(text) == [
        "[] .delete", "default .deleteForward", "option .upArrow", "default .home", "default .pageDown",
        "default .clear", "control .space", "default .delete", "default .tab",
      ]
    )
  }

  @Test(".defaultAction is Return and .cancelAction Escape, with no modifiers")
  func standardActions() {
    let facts = Read.facts(
      """
      Button("Save") { }.keyboardShortcut(.defaultAction)
      Button("Cancel", role: .cancel) { }.keyboardShortcut(.cancelAction)
      """
    )
    #expect(facts.shortcuts.map { Read.describe($0.shortcut) } == ["[] .return", "[] .escape"])
    #expect(facts.shortcuts.map(\.shortcut.form) == [.defaultAction, .cancelAction])
  }

  @Test("KeyboardShortcut values, given to the modifier or kept elsewhere")
  func values() {
    let text = """
      let reorder = KeyboardShortcut("r", modifiers: [.command, .shift])
      Button("Reorder") { }.keyboardShortcut(KeyboardShortcut("r", modifiers: .command))
      """
    let facts = Read.facts(text)
    #expect(facts.shortcuts.map { Read.describe($0.shortcut) } == ["command+shift r", "command r"])
    #expect(facts.shortcuts.map(\.shortcut.form) == [.keyboardShortcutValue, .keyboardShortcut])
    #expect(facts.shortcuts[1].title?.text == "Reorder")
  }

  @Test("A key or modifiers that are not written literally are skipped, never guessed")
  func skipped() {
    let text = """
      Button("A") { }.keyboardShortcut(key)
      Button("B") { }.keyboardShortcut(settings.key, modifiers: .command)
      Button("C") { }.keyboardShortcut("c", modifiers: modifiers)
      Button("D") { }.keyboardShortcut("d", modifiers: .command.union(.shift))
      Button("E") { }.keyboardShortcut(isOn ? "e" : "f")
      Button("F") { }.keyboardShortcut("ab")
      Button("G") { }.keyboardShortcut("\\(letter)")
      """
    #expect(shortcuts(text).isEmpty)
  }

  @Test("Look-alikes are not shortcuts: a function of that name, a shortcut in a preview")
  func lookAlikes() {
    let text = """
      func keyboardShortcut(_ key: String) {}
      keyboardShortcut("r")
      #Preview { Button("P") { }.keyboardShortcut("p") }
      """
    #expect(shortcuts(text).isEmpty)
  }

  @Test("A shortcut on a view that is not a control has no title")
  func onOtherView() {
    let facts = Read.facts("HStack { Text(\"x\") }.keyboardShortcut(\"x\")")
    #expect(facts.shortcuts.count == 1)
    #expect(facts.shortcuts[0].title == nil && facts.shortcuts[0].control == nil)
  }
}
