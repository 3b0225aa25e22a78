import Testing

@testable import ContractModel

/// A document's lines, after blocks are replaced, are placed as if made afresh from the new
/// blocks: the blocks after an edit are moved (lazily, keystrokes in one block adding up), not
/// placed again from their tables.
@Suite("Workspace: document lines after blocks are replaced")
struct DocumentLinesReplaceTests {
  /// Block texts with what moves positions: CRLF, emoji, ⌘, empty blocks. A block ends where a
  /// line ends (the splitter cuts at line starts); only the last may end without a newline.
  private static let texts = [
    "", "\n", "\r\n", "menu Order\n  Reorder: ⌥⌘↑\n", "Row\nMeaning: one 😀 row\r\n\r\n", "Note: ⌘ ⌥ ⇧ ⌫ →\n",
    "catalog Focus\nSee: x\n\n", "a\nb\nc\n", "😀\n😀\n",
  ]

  private static func table(_ random: inout SeededGenerator) -> LineTable {
    LineTable(texts[Int.random(in: 0..<texts.count, using: &random)])
  }

  @Test("Every replacement, at the start, the middle and the end, of none, one or many blocks")
  func replacementsMatchAFreshPlacing() {
    var random = SeededGenerator(seed: 0xB10C)
    for _ in 0..<300 {
      var tables = (0..<Int.random(in: 1...12, using: &random)).map { _ in Self.table(&random) }
      var lines = DocumentLines(tables: tables)
      for _ in 0..<8 {
        let lower = Int.random(in: 0...tables.count, using: &random)
        let upper = Int.random(in: lower...min(tables.count, lower + 3), using: &random)
        let new = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.table(&random) }
        lines.replace(lower..<upper, with: new)
        // Moves owed to the blocks after an edit are written now or left to add up.
        if Int.random(in: 0..<4, using: &random) == 0 { lines.settle() }
        tables.replaceSubrange(lower..<upper, with: new)
        if tables.isEmpty { tables = [LineTable(bytes: [])] }
        let fresh = DocumentLines(tables: tables)
        #expect(lines.starts == fresh.starts)
        #expect(lines.firstLines == fresh.firstLines)
        #expect(lines.byteCount == fresh.byteCount)
        #expect(lines.lineCount == fresh.lineCount)
        let whole = LineTable(bytes: tables.flatMap(\.bytes))
        for offset in stride(from: 0, through: whole.bytes.count, by: 3) {
          #expect(lines.position(of: offset) == whole.position(of: offset))
        }
      }
    }
  }

  @Test("A keystroke in one block moves the blocks after it by its bytes, and no line")
  func keystrokeMovesLaterBlocks() {
    let tables = ["Row\nMeaning: x\n", "Other\nMeaning: y\n", "Third\nNote: ⌘\n"].map { LineTable($0) }
    var lines = DocumentLines(tables: tables)
    lines.replace(0..<1, with: [LineTable("Row\nMeaning: xé\n")])
    #expect(lines.starts == [0, 17, 34])
    #expect(lines.firstLines == [0, 2, 4])
    #expect(lines.byteCount == 34 + tables[2].bytes.count)
    // A second keystroke in the same block adds to the move owed to the blocks after it.
    lines.replace(0..<1, with: [LineTable("Row\nMeaning: xéé\n")])
    #expect(lines.starts == [0, 19, 36])
    lines.settle()
    #expect(lines.starts == [0, 19, 36])
    #expect(lines.startOfLine(4) == 36)
  }
}
