import Testing

@testable import LeafLSP

/// ``SourceSnippet`` on its own, with a narrow window: where lines are cut and where the
/// underline goes, with wide characters, combining marks, joined emoji and tabs.
@Suite("SourceSnippet")
struct SourceSnippetTests {
  private func snippet(_ prefix: String, _ covered: String, _ suffix: String, width: Int = 20) -> SourceSnippet {
    SourceSnippet(prefix: Array(prefix), covered: Array(covered), suffix: Array(suffix), maximumWidth: width)
  }

  @Test("a line that fits is whole; the underline spans the finding's cells")
  func fits() {
    let short = snippet("Mac: ", "⌘R", " and 🍃", width: 20)
    #expect(short.source == "Mac: ⌘R and 🍃")
    #expect(short.indent == "     ")
    #expect(short.underline == "^~")
    let exact = snippet(String(repeating: "a", count: 10), "b", String(repeating: "c", count: 9), width: 20)
    #expect(exact.source == String(repeating: "a", count: 10) + "b" + String(repeating: "c", count: 9))
  }

  @Test("one cell too wide: cut, with the finding centred")
  func oneCellTooWide() {
    let cut = snippet(String(repeating: "a", count: 10), "bb", String(repeating: "c", count: 9), width: 20)
    // 21 cells: the window of 20 starts one cell in, so the left side is cut.
    #expect(cut.source == "..." + String(repeating: "a", count: 9) + "bb" + String(repeating: "c", count: 9))
    #expect(cut.indent == String(repeating: " ", count: 12))
    #expect(cut.underline == "^~")
  }

  @Test("a wide character is never split at the cut, and the caret follows the cells")
  func wideCharacterAtTheCut() {
    let cut = snippet(String(repeating: "🍃", count: 10), "x", String(repeating: "y", count: 30), width: 20)
    // The finding is centred: about nine cells before it, taken in whole emoji.
    #expect(cut.source.hasPrefix("...🍃"))
    #expect(!cut.source.contains("\u{FFFD}"))
    let before = cut.source.dropFirst(3).prefix { $0 == "🍃" }.count
    #expect(cut.indent == "   " + String(repeating: " ", count: 2 * before))
    #expect(cut.source.dropFirst(3 + before).hasPrefix("xyyy"))
    #expect(cut.source.hasSuffix("..."))
  }

  @Test("a finding wider than the window: its start in view, the underline to the window's end")
  func findingWiderThanTheWindow() {
    let cut = snippet(String(repeating: "a", count: 30), String(repeating: "b", count: 40), "ccc", width: 20)
    #expect(cut.source == "..." + String(repeating: "a", count: 8) + String(repeating: "b", count: 12) + "...")
    #expect(cut.indent == String(repeating: " ", count: 11))
    #expect(cut.underline == "^" + String(repeating: "~", count: 11))
  }

  @Test("combining marks take no cell; joined emoji and flags take two")
  func clusters() {
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
    #expect(DisplayWidth.of("🇫🇷") == 2)
    #expect(DisplayWidth.of("⌘⌥⇧→") == 4)
    let marks = snippet("cafe\u{301} ", "x", "")
    #expect(marks.indent == String(repeating: " ", count: 5))
    let family = snippet("👨‍👩‍👧 ", "x", "")
    #expect(family.indent == "   ")
  }

  @Test("tabs before the finding stay tabs under it")
  func tabs() {
    let tabbed = snippet("Hover:\t", "secret", "")
    #expect(tabbed.indent == "      \t")
    #expect(tabbed.underline == "^~~~~~")
  }

  @Test("an empty range gets a caret")
  func emptyRange() {
    let empty = snippet("abc", "", "def")
    #expect(empty.indent == "   ")
    #expect(empty.underline == "^")
  }
}
