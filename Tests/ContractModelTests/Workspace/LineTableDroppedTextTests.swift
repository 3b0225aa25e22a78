import Foundation
import Testing

@testable import ContractModel

/// A line table that let its text go keeps its lines: lines and offsets convert as before, what
/// reads the text sees none (and never traps), and only the same text is taken back.
@Suite("Line table: the text let go and taken back")
struct LineTableDroppedTextTests {
  static let text = "⌘⌥⇧ Reorder: ⌥⌘↑\r\nMac: 🍞 row → details\r\n\r\nlast line without ending"

  @Test("Lines, line starts and the length stay; the text reads as empty")
  func linesStay() {
    let table = LineTable(Self.text)
    let dropped = table.droppingText()
    #expect(table.holdsText)
    #expect(!dropped.holdsText)
    #expect(dropped.bytes.isEmpty)
    #expect(dropped.byteCount == table.byteCount)
    #expect(dropped.lineCount == table.lineCount)
    for offset in -2...(table.byteCount + 2) {
      #expect(dropped.line(containing: offset) == table.line(containing: offset), "\(offset)")
    }
    for line in -1...(table.lineCount + 1) {
      #expect(dropped.startOfLine(line) == table.startOfLine(line), "\(line)")
      #expect(dropped.text(ofLine: line).isEmpty)
      // Never past the line's start of the next one, whatever the text held.
      #expect(dropped.endOfLineContent(line) >= table.endOfLineContent(line))
    }
    #expect(dropped.text(in: SourceRange(start: 0, end: table.byteCount)).isEmpty)
    let position = dropped.position(of: table.byteCount, encoding: .utf16)
    #expect(position.line == table.lineCount - 1)
    #expect(dropped.offset(of: LineColumn(line: 1, column: 400)) <= table.byteCount)
  }

  @Test("Only the text of the same length and lines is taken back")
  func sameTextTakenBack() throws {
    let table = LineTable(Self.text)
    let dropped = table.droppingText()
    let restored = try #require(dropped.restoringText(Array(Self.text.utf8)))
    #expect(restored.holdsText)
    #expect(restored.bytes == table.bytes)
    #expect(restored.lineStarts == table.lineStarts)
    // Another length; the same length with a line moved.
    #expect(dropped.restoringText(Array((Self.text + "!").utf8)) == nil)
    let moved = Self.text.replacingOccurrences(of: "Mac: 🍞", with: "\nac: 🍞")
    #expect(moved.utf8.count == Self.text.utf8.count)
    #expect(dropped.restoringText(Array(moved.utf8)) == nil)
  }

  @Test("A document's lines keep where every block starts when a block's text goes")
  func documentLinesKeepTheirPlaces() {
    let blocks = ["App: Leaf\r\n\r\n", "Pantry 🍞\r\nMeaning: → jars.\r\n\r\n", "Shelf\r\niPhone: ⌥⌘R\r\n"]
    var lines = DocumentLines(tables: blocks.map { LineTable($0) })
    let whole = DocumentLines(blocks.joined())
    lines.setTable(LineTable(blocks[1]).droppingText(), at: 1)
    #expect(!lines.holdsText)
    #expect(lines.byteCount == whole.byteCount)
    #expect(lines.lineCount == whole.lineCount)
    for offset in 0...whole.byteCount {
      #expect(lines.line(containing: offset) == whole.line(containing: offset), "\(offset)")
    }
    // A table of other lines is refused: nothing moves.
    lines.setTable(LineTable("Pantry\n"), at: 1)
    #expect(lines.byteCount == whole.byteCount)
    lines.setTable(LineTable(blocks[1]), at: 1)
    #expect(lines.holdsText)
    #expect(lines.text(in: SourceRange(start: 0, end: whole.byteCount)) == blocks.joined())
  }
}
