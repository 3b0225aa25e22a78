import ContractModel
import Testing

/// Every diagnostic range of any text lies inside that text, on scalar boundaries.
@Suite struct DiagnosticRangeTests {
  /// Pieces of random documents: contract words, shortcuts, surrogate pairs, combining marks, CRLF.
  static let pieces = [
    "a", "Reorder", " ", "\n", "\r\n", "😀", "👩‍👩‍👧", "e\u{301}", "\u{301}", "⌘", "⌥", "⇧", "⌫", "→", "⌘R", "⇧⌘N", "Mac: ",
    "iPad: same + ", "iPhone: button\n", "OrderRow\n", "Meaning: a row. Primary action: Reorder.\n",
    "Check: Mac: VoiceOver reads it.\r\n", "# leaf-ignore: shortcut-conflict\n", ", ", "; ", "menu bar",
  ]

  @Test func rangesOfRandomDocumentsLieInsideThem() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...60, using: &random)
      let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      let workspace = ContractWorkspace()
      workspace.setDocument("/t/A.contract", text: text)
      let bytes = Array(text.utf8)
      for diagnostic in workspace.diagnostics(for: "/t/A.contract") {
        let range = diagnostic.range
        let inside = range.start >= 0 && range.start <= range.end && range.end <= bytes.count
        let onBoundary =
          inside && [range.start, range.end].allSatisfy { $0 == bytes.count || bytes[$0] & 0xC0 != 0x80 }
        if !onBoundary {
          Issue.record(
            "\(diagnostic.rule) at \(range.start)..<\(range.end) of \(bytes.count) bytes in \(text.debugDescription)"
          )
          return
        }
      }
    }
  }
}
