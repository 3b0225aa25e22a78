import Testing

@testable import ContractModel

/// ``PathParser/SeparatorSet/estimatedParts(_:in:)``: the room reserved for a path's segments and
/// pieces, counted in one pass instead of splitting the text twice.
@Suite("Estimating how many parts a path line splits into")
struct PartEstimateTests {
  /// The parser of the value of the first field of a component whose `iPad` line is `value`.
  private static func parser(_ value: String) -> PathParser {
    let tree = ContractParser.parse("App: Demo\n\nRow\nMeaning: A row.\niPad: \(value)\n")
    let field = tree.blocks.flatMap(\.fields).first { $0.key == "iPad" }!
    return PathParser(field: field)
  }

  /// The parts `separators` split `value` into that are not blank, as the parser reads them.
  private static func parts(_ value: String, _ separators: PathParser.SeparatorSet) -> Int {
    let parser = parser(value)
    let bytes = parser.bytes
    return parser.split(bytes, in: 0..<bytes.count, protected: parser.protected, separators: separators)
      .filter { parser.trim(bytes, $0) != nil }.count
  }

  @Test(
    "Exact where every separator is punctuation outside shortcuts, else at least the parts",
    arguments: [
      "row → details",
      "row → details; Go button visible; Drop as swipe + custom action",
      "same + keyboard focus on row, context menu, ⌥⇧⌘K",
      "table row; Go in menu bar and context menu, ⌥⇧⌘K; Drop in context menu",
      "⌘; moves it; ⌘, opens settings",
      "Go button, keyboard focus, focus ring; row → details 😀; ⌘→ jumps",
    ]
  )
  func exact(value: String) {
    let bytes = Array(value.utf8)
    #expect(
      PathParser.segmentSeparators.estimatedParts(bytes, in: 0..<bytes.count)
        >= Self.parts(value, PathParser.segmentSeparators)
    )
    let plain = !value.contains("⌘;") && !value.contains("⌘,")
    if plain {
      #expect(
        PathParser.segmentSeparators.estimatedParts(bytes, in: 0..<bytes.count)
          == Self.parts(value, PathParser.segmentSeparators)
      )
    }
    // Pieces are split by words too (`and`, `or`): the estimate counts only the punctuation.
    if plain, !value.contains(" and "), !value.contains(" or ") {
      #expect(
        PathParser.pieceSeparators.estimatedParts(bytes, in: 0..<bytes.count)
          == Self.parts(value, PathParser.pieceSeparators)
      )
    }
  }

  @Test("Never fewer than one, and one more per semicolon, comma or plus")
  func counts() {
    let bytes = Array("a; b, c + d and e or f".utf8)
    #expect(PathParser.segmentSeparators.estimatedParts(bytes, in: 0..<bytes.count) == 2)
    #expect(PathParser.pieceSeparators.estimatedParts(bytes, in: 0..<bytes.count) == 3)
    #expect(PathParser.pieceSeparators.estimatedParts(bytes, in: 0..<0) == 1)
    #expect(PathParser.segmentSeparators.estimatedParts(bytes, in: 2..<bytes.count) == 1)
  }
}
