import Testing

@testable import ContractModel

/// Key and modifier symbols standing alone are taken from a table, not split by `Character`:
/// runs of them, with what may join them (marks, joiners, selectors), split as `Array(text)` does.
@Suite("Shortcut characters: runs of key symbols")
struct SymbolRunTests {
  @Test("Every run of three of symbols, joiners and marks splits as Array(text)")
  func runs() async {
    let problems = await PropertyCheck.offSharedThreads {
      let pieces = [
        "⌘", "⇧", "⌃", "⌥", "↩", "←", "↘", "⎋", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{301}", "\u{20DD}", "\u{20E3}",
        "A", ";", "😀", "🌐", "\u{1F3FD}", "\u{2192}\u{FE0F}", "\r\n", " ", "\u{2194}", "\u{23FF}",
      ]
      var problems: [String] = []
      for first in pieces {
        for second in pieces {
          for third in pieces {
            let text = first + second + third
            let table = ShortcutCharacters(text)
            let characters = Array(text)
            var offsets: [Int] = []
            var offset = 0
            for character in characters {
              offsets.append(offset)
              offset += character.utf8.count
            }
            let same =
              table.count == characters.count && Array(table.offsets.dropLast()) == offsets
              && characters.indices.allSatisfy { table[$0] == characters[$0] }
            if !same { problems.append(text) }
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
  }

  @Test("A lone symbol is known from the table; one a mark follows is not")
  func lone() {
    #expect(ShortcutCharacters.loneSymbol(Array("⌘A".utf8), at: 0, end: 4)?.symbol == "⌘")
    #expect(ShortcutCharacters.loneSymbol(Array("⌘⇧".utf8), at: 0, end: 6)?.symbol == "⌘")
    #expect(ShortcutCharacters.loneSymbol(Array("↩\u{FE0E}".utf8), at: 0, end: 6) == nil)
    #expect(ShortcutCharacters.loneSymbol(Array("⌘\u{20DD}".utf8), at: 0, end: 6) == nil)
  }
}
