import SwiftSource
import Testing

@testable import ContractModel

@Suite("SwiftSource's shortcuts as the rules' shortcuts")
struct CodeShortcutsTests {
  static func convert(_ key: SwiftShortcutKey, _ modifiers: [SwiftModifierKey]) -> String? {
    let swift = SwiftShortcut(
      key: key,
      modifiers: modifiers,
      modifiersWritten: true,
      form: .keyboardShortcut,
      sourceText: ""
    )
    return CodeShortcuts.shortcut(swift)?.description
  }

  @Test("Modifiers in any order, in Apple's order after; an upper-case letter adds ⇧")
  func modifiersAndCase() {
    #expect(Self.convert(.character("r"), [.command]) == "⌘R")
    #expect(Self.convert(.character("r"), [.shift, .option, .command]) == "⌥⇧⌘R")
    #expect(Self.convert(.character("R"), [.command]) == "⇧⌘R")
    #expect(Self.convert(.character("/"), [.command, .shift]) == "⌘?")
  }

  @Test("KeyEquivalent names and function keys")
  func namedKeys() {
    #expect(Self.convert(.named("delete"), []) == "⌫")
    #expect(Self.convert(.named("return"), []) == "↩")
    #expect(Self.convert(.named("escape"), []) == "⎋")
    #expect(Self.convert(.named("upArrow"), [.command]) == "⌘↑")
    #expect(Self.convert(.named("space"), [.control, .command]) == "⌃⌘Space")
    #expect(Self.convert(.named("f5"), [.command]) == "⌘F5")
    #expect(Self.convert(.character("1"), [.function]) == "🌐1")
  }

  @Test("The numeric keypad, a key with no symbol here, a non-ASCII character: no shortcut, never a guess")
  func skipped() {
    #expect(Self.convert(.character("1"), [.numericPad, .command]) == nil)
    #expect(Self.convert(.named("clear"), [.command]) == nil)
    #expect(Self.convert(.character("é"), [.command]) == nil)
  }
}
