import Testing

@testable import ContractModel

/// The byte paths of the rules that read words (focus ring, focus after dismiss, menu references)
/// agree with the Unicode ways they replace for ASCII text.
@Suite("Rule byte paths")
struct RuleBytePathTests {
  /// Texts around the words the rules look for, with Unicode corners and CRLF.
  private static func texts() -> [String] {
    var texts = FastPathSamples.strings()
    let phrases = [
      "focus ring", "Focus Ring hidden", "no focus ring", "focusRingType = .none", "FOCUSRINGTYPE none",
      ".focusEffectDisabled()", "focus ring off", "keyboard focus", "focus ring, without", "focus-ring:NONE",
      "selected row", "the opening row", "Originating cell", "invoker", "Triggered", "nowhere", "deselected",
      "Order → Reorder", "File -> Save As", "Order → Reorder Items now", "a → B", "Menü → Öffnen Datei",
      "X → Y…", "Edit → Undo-Redo 2", "→ Start", "Menu →", "Ⅻ → Ⅻ",
    ]
    for phrase in phrases {
      texts.append(phrase)
      for corner in ["⌘", "⌥", "⇧", "😀", "\r\n", "é", "İ", "ß", "\u{212A}"] {
        texts.append(corner + phrase)
        texts.append(phrase + corner)
        texts.append(phrase.split(separator: " ").joined(separator: corner))
      }
    }
    return texts
  }

  @Test("hidden-focus-ring reads pieces as its Unicode way does")
  func focusRing() async {
    let problems = await PropertyCheck.offSharedThreads {
      let ring = MechanismVocabulary.lookup("focus ring")!
      var problems: [String] = []
      for text in Self.texts() {
        for mechanisms in [[], [MechanismUse(mechanism: ring, range: .empty(at: 0))]] {
          let piece = PathPiece(text: text, range: .empty(at: 0), mechanisms: mechanisms)
          if HiddenFocusRing.hides(piece) != HiddenFocusRing.hidesByCharacters(piece) {
            problems.append(text)
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
  }

  @Test("Menu reference words are cut from bytes as scalar by scalar")
  func menuWords() async {
    let problems = await PropertyCheck.offSharedThreads {
      Self.texts().filter { text in
        let bytes = Array(text.utf8)
        let fast = MenuReference.words(bytes, 0..<bytes.count)
        let slow = MenuReference.wordsByScalars(bytes, 0..<bytes.count)
        return fast.map(\.text) != slow.map(\.text) || fast.map(\.range) != slow.map(\.range)
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
  }

  @Test("The samples hold what the byte paths decide")
  func samplesReachTheDecisions() {
    let ring = MechanismVocabulary.lookup("focus ring")!
    let hidden = PathPiece(
      text: "no focus ring",
      range: .empty(at: 0),
      mechanisms: [MechanismUse(mechanism: ring, range: .empty(at: 0))]
    )
    #expect(HiddenFocusRing.hides(hidden))
    #expect(!HiddenFocusRing.hides(PathPiece(text: "focus ring", range: .empty(at: 0), mechanisms: [])))
    #expect(FocusReturn.namesTheSelection("the Selected row"))
    #expect(!FocusReturn.namesTheSelection("the toolbar"))
    let bytes = Array("Order → Reorder Items".utf8)
    #expect(MenuReference.words(bytes, 0..<bytes.count).map(\.text) == ["Order", "Reorder", "Items"])
  }
}
