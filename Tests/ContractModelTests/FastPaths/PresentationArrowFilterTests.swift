import Testing

@testable import ContractModel

/// The scanner's filter lets text whose only symbols are arrows between words (`row → details`)
/// skip the full reader: it must find no token there, and send every other arrow to the reader.
@Suite("Scanner filter: arrows between words")
struct PresentationArrowFilterTests {
  /// Arrows in every neighbourhood the filter looks at: spaces, words, digits, `_`, separators,
  /// groups, text forms, symbols, emoji, combining marks, variation selectors and CRLF.
  private static func texts() -> [String] {
    let arrows = ["→", "←", "↑", "↓", "↖", "->"]
    let befores = ["row ", "row", "row  ", "1 ", "_ ", "a\t", "↑ ", "← / ", "⌘R ", "é ", "", " ", "x/", "e\u{301} "]
    let afters = [
      " details", "details", "  details", " 2", " _x", " and b", " AND", " or", " Or c", " ordering", " andy",
      " ↓", " / ↑", "/→", " ⌘R", " Cmd-R", " Option+Return", " x-y", " é", " .", " ,", " ;", " + x", "\r\n x",
      " x\r\n", "\u{FE0E} x", "\u{FE0F}", " 😀", " x → y", " x ← ↑", "", " d.",
    ]
    var texts: [String] = []
    for arrow in arrows {
      for before in befores {
        for after in afters {
          texts.append(before + arrow + after)
          texts.append("Open: " + before + arrow + after + "; then b → c")
        }
      }
    }
    return texts + FastPathSamples.strings().map { "row → details, " + $0 }
  }

  @Test("Filtered scans find what reading every character finds")
  func agrees() async {
    let problems = await PropertyCheck.offSharedThreads {
      Self.texts().filter { ShortcutScanner.scan($0) != ShortcutScanner.scanEveryCharacter($0) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
  }

  @Test("Arrows between words skip the reader; arrow keys and groups do not")
  func decides() {
    #expect(!ShortcutScanner.mayHoldShortcut("row → details; Go button, swipe"))
    #expect(!ShortcutScanner.mayHoldShortcut("cell ← 2"))
    #expect(ShortcutScanner.mayHoldShortcut("move with ↑ and ↓"))
    #expect(ShortcutScanner.mayHoldShortcut("row → and"))
    #expect(ShortcutScanner.mayHoldShortcut("↑ ↓ keys"))
    #expect(ShortcutScanner.mayHoldShortcut("row → details, ⌘R"))
    #expect(ShortcutScanner.mayHoldShortcut("row → Cmd-R"))
    #expect(ShortcutScanner.scan("move with ↑ and ↓").count == 2)
  }
}
