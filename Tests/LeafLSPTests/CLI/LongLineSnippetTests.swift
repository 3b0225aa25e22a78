import Foundation
import Testing

/// `check --format text` on lines wider than 100 terminal cells, through the built binary: the
/// source line is cut around the finding, with `...` on the cut side(s), and the caret stays
/// under the finding's characters (⌘ and → one cell each, an emoji two).
@Suite("check --format text: long lines")
struct LongLineSnippetTests {
  /// Nineteen hover items that the Meaning also names (no finding), joined by ", ".
  static let items = (1...19).map { "item number \($0)" }.joined(separator: ", ")

  /// A contract whose line 4 is `Hover: <hover>`, where only "secret note" is shown on hover alone.
  static func card(hover: String, lineEnd: String = "\n") -> String {
    [
      "App: Shop", "Card", "Meaning: a card showing \(items), ⌘ → 🍃.", "Hover: \(hover)", "iPhone: button",
      "iPad: same", "Mac: same", "Check: Mac: VoiceOver reads the card.", "",
    ].joined(separator: lineEnd)
  }

  /// The finding's source line and underline, from the output of `check` on `text`.
  private func snippet(_ text: String) async throws -> (source: String, underline: String) {
    let folder = try TemporaryFolder()
    try folder.write("Card.contract", text)
    let result = try await folder.leafLSP(["check", "Card.contract"])
    #expect(!result.stdout.contains("\r"))
    let lines = result.stdout.lines
    let header = try #require(lines.firstIndex { $0.contains("[hover-only-information]") }, "\(result.stdout)")
    #expect(lines.filter { $0.contains("[hover-only-information]") }.count == 1, "\(result.stdout)")
    return (lines[header + 1], lines[header + 2])
  }

  /// Checks that the underline starts under "secret note" and spans it, and that the printed
  /// source is no wider than 100 cells besides its ellipses.
  private func expectCaretUnderSecretNote(
    _ snippet: (source: String, underline: String),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let target = try #require(snippet.source.range(of: "secret note"), sourceLocation: sourceLocation)
    let cellsBefore = Self.cells(snippet.source[..<target.lowerBound])
    #expect(
      snippet.underline == String(repeating: " ", count: cellsBefore) + "^" + String(repeating: "~", count: 10),
      "\n\(snippet.source)\n\(snippet.underline)",
      sourceLocation: sourceLocation
    )
    var body = snippet.source.dropFirst(2)
    if body.hasPrefix("...") { body = body.dropFirst(3) }
    if body.hasSuffix("...") { body = body.dropLast(3) }
    #expect(Self.cells(body) <= 100, "\(snippet.source)", sourceLocation: sourceLocation)
  }

  @Test("finding at the far right: cut on the left only")
  func cutOnTheLeft() async throws {
    let snippet = try await snippet(Self.card(hover: "\(Self.items), ⌘ → 🍃, secret note"))
    #expect(snippet.source.hasPrefix("  ..."))
    #expect(snippet.source.hasSuffix("⌘ → 🍃, secret note"))
    try expectCaretUnderSecretNote(snippet)
  }

  @Test("finding near the start: cut on the right only")
  func cutOnTheRight() async throws {
    let snippet = try await snippet(Self.card(hover: "⌘ → 🍃, secret note, \(Self.items)"))
    #expect(snippet.source.hasPrefix("  Hover: ⌘ → 🍃, secret note, item number 1"))
    #expect(snippet.source.hasSuffix("..."))
    try expectCaretUnderSecretNote(snippet)
  }

  @Test("finding in the middle: cut on both sides, the finding in view")
  func cutOnBothSides() async throws {
    let snippet = try await snippet(Self.card(hover: "\(Self.items), ⌘ → 🍃, secret note, \(Self.items)"))
    #expect(snippet.source.hasPrefix("  ..."))
    #expect(snippet.source.hasSuffix("..."))
    #expect(snippet.source.contains("⌘ → 🍃, secret note, item number 1"))
    try expectCaretUnderSecretNote(snippet)
  }

  @Test("a CRLF file: the same cut, and no carriage return in the output")
  func crlf() async throws {
    let hover = "\(Self.items), ⌘ → 🍃, secret note, \(Self.items)"
    let lf = try await snippet(Self.card(hover: hover))
    let crlf = try await snippet(Self.card(hover: hover, lineEnd: "\r\n"))
    #expect(crlf.source == lf.source)
    #expect(crlf.underline == lf.underline)
    try expectCaretUnderSecretNote(crlf)
  }

  @Test("a line of up to 100 cells is printed whole")
  func shortLineWhole() async throws {
    let hover = "⌘ → 🍃, secret note, item number 1, item number 2"
    let snippet = try await snippet(Self.card(hover: hover))
    #expect(snippet.source == "  Hover: \(hover)")
    try expectCaretUnderSecretNote(snippet)
  }

  /// Terminal cells of the fixtures' characters: the leaf emoji takes two, everything else one.
  static func cells(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + ($1 == "🍃" ? 2 : 1) }
  }
}
