import Testing

@testable import LeafLSP

/// ``NameSuggestions`` on fixed candidates: the order (prefix, substring, edit distance), the limit
/// of three, and the question's wording.
@Suite("NameSuggestions")
struct NameSuggestionsTests {
  static let names = [
    "shortcut-conflict", "shortcut-reserved", "shortcut-standard-meaning", "touch-only-action", "hidden-focus-ring",
    "focus-return-unspecified", "Platform Copy Paste",
  ]

  @Test("prefix matches first, shortest first, then substring matches, then close spellings")
  func order() {
    #expect(
      NameSuggestions.closest(to: "focus", among: Self.names) == ["focus-return-unspecified", "hidden-focus-ring"]
    )
    #expect(NameSuggestions.closest(to: "touch-only", among: Self.names) == ["touch-only-action"])
    #expect(NameSuggestions.closest(to: "tuoch-only-action", among: Self.names) == ["touch-only-action"])
  }

  @Test("at most three, ties broken by name")
  func limit() {
    #expect(
      NameSuggestions.closest(to: "shortcut", among: Self.names)
        == ["shortcut-conflict", "shortcut-reserved", "shortcut-standard-meaning"]
    )
    #expect(NameSuggestions.closest(to: "s", among: Self.names).isEmpty)
  }

  @Test("case, spaces, hyphens and underscores do not count")
  func folding() {
    #expect(NameSuggestions.closest(to: "PLATFORM_COPY_PAST", among: Self.names) == ["Platform Copy Paste"])
    #expect(NameSuggestions.closest(to: "hidden focus ring", among: Self.names) == ["hidden-focus-ring"])
  }

  @Test("one or two characters match no part of a name; far spellings match nothing")
  func nothingClose() {
    #expect(NameSuggestions.closest(to: "on", among: Self.names).isEmpty)
    #expect(NameSuggestions.closest(to: "zzzzzzzz", among: Self.names).isEmpty)
    #expect(NameSuggestions.closest(to: "", among: Self.names).isEmpty)
  }

  @Test("the question lists one, two or three names")
  func question() {
    #expect(NameSuggestions.question(for: []) == nil)
    #expect(NameSuggestions.question(for: ["a"]) == "did you mean 'a'?")
    #expect(NameSuggestions.question(for: ["a", "b"]) == "did you mean 'a' or 'b'?")
    #expect(NameSuggestions.question(for: ["a", "b", "c"]) == "did you mean 'a', 'b' or 'c'?")
  }
}
