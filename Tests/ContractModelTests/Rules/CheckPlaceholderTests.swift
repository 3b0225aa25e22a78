import Testing

@testable import ContractModel

/// A check that is a placeholder (`TODO`, `…`, `<…>`) is not a check; only the start of its text
/// is read to tell, and that must decide as the whole text would, by bytes (ASCII) or by
/// Characters.
@Suite("Checks: placeholders told from the start of the text")
struct CheckPlaceholderTests {
  /// The definition, over the whole text folded.
  static func reference(_ text: String) -> Bool {
    let folded = ListItem.fold(text)
    if folded.isEmpty { return true }
    return CheckPart.placeholderMarkers.contains { marker in
      guard folded.hasPrefix(marker) else { return false }
      guard marker.first?.isLetter ?? false else { return true }
      return folded.dropFirst(marker.count).first.map { !$0.isLetter } ?? true
    }
  }

  @Test("The start decides as the whole text does")
  func startDecidesLikeTheWhole() {
    let starts = [
      "", " ", "\t  ", "TODO", "todo:", "Todo later", "Today the row", "  TBD", "FIXME", "fixmeplease", "xxx",
      "XXXL size", "…", "...", "<describe>", "TODO" + String(repeating: " ", count: 20) + "x", "Tödo", "ÉTODO",
      "Order → Reorder works with the keyboard alone", "⌘R reorders", "TO DO", "fixme\u{301}", "tbd😀",
      "todo\u{301}x", "<\u{301}", "...\u{301}", "TODO\r\nlater", "\r\n", "todo\tx", "Fixme2", "tbdé", "xxxÉ",
      "x\u{301}xx", "TODOS", "<", "..", "…later", " \t todo",
    ]
    let tails = ["", " and then a long explanation of what to try on the Mac", String(repeating: "word ", count: 40)]
    for start in starts {
      for tail in tails {
        let text = start + tail
        #expect(CheckPart.isPlaceholder(text) == Self.reference(text), "\(text.prefix(40))")
        #expect(CheckPart.isPlaceholderByCharacters(text) == Self.reference(text), "\(text.prefix(40))")
      }
    }
  }
}
