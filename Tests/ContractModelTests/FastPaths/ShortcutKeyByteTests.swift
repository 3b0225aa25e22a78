import Testing

@testable import ContractModel

/// A key of one byte is read by its byte as the reference reads it by its character.
@Suite("Shortcut key: one byte read as its character")
struct ShortcutKeyByteTests {
  @Test func everyASCIIByteIsTheKeyItsCharacterIs() {
    for byte in UInt8(0)...UInt8(0x7F) {
      let text = String(UnicodeScalar(byte))
      #expect(ShortcutKey.singleByte(text) == ShortcutKey.singleCharacter(text), "byte \(byte)")
    }
  }

  @Test(arguments: [
    ("r", "R", ShortcutKey.Kind.letter), ("R", "R", .letter), ("7", "7", .digit), (",", ",", .punctuation),
    ("?", "?", .punctuation), ("~", "~", .punctuation), ("⌫", "⌫", .named), ("Space", "Space", .named),
    ("F5", "F5", .function),
  ])
  func aSpellingGivesItsKey(spelling: String, token: String, kind: ShortcutKey.Kind) {
    #expect(ShortcutKey(spelling)?.token == token)
    #expect(ShortcutKey(spelling)?.kind == kind)
  }

  @Test(arguments: ["é", "x y", "", "⌘"])
  func otherSpellingsAreNoKey(spelling: String) {
    #expect(ShortcutKey(spelling) == nil)
  }
}
