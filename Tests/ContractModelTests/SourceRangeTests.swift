import Testing

@testable import ContractModel

/// A range holds its offsets in four bytes each: every offset of a text the workspace reads keeps
/// its value, and one past 2 GiB (which none reaches) is held as the largest.
@Suite("SourceRange: offsets held in four bytes")
struct SourceRangeTests {
  @Test("Offsets, moves and order are those of the numbers given")
  func offsetsKeepTheirValues() {
    let range = SourceRange(start: 2_000_000, end: 2_000_010)
    #expect(range.start == 2_000_000 && range.end == 2_000_010 && range.length == 10)
    #expect(range.shifted(by: -1_999_999) == SourceRange(start: 1, end: 11))
    #expect(SourceRange(start: 5, end: 3) == .empty(at: 5), "the end is raised to the start")
    var moved = range
    moved.start -= 2_000_000
    moved.end += 1
    #expect(moved.start == 0 && moved.end == 2_000_011)
    #expect(SourceRange(start: 1, end: 9) < SourceRange(start: 2, end: 3))
    #expect(SourceRange(start: -4, end: -2).length == 2, "a range shifted before the text keeps its offsets")
  }

  @Test("An offset past what four bytes hold is held as the largest they hold")
  func offsetsPast2GiBAreClamped() {
    let range = SourceRange(start: Int(Int32.max) - 1, end: Int(Int32.max) + 10)
    #expect(range.start == Int(Int32.max) - 1)
    #expect(range.end == Int(Int32.max))
    #expect(range.shifted(by: 100).start == Int(Int32.max))
  }
}
