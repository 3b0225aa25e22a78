import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/foldingRange`: blocks and multi-line fields.
@Suite struct FoldingFeatureTests {
  @Test(arguments: [false, true])
  func foldingRanges(endToEnd: Bool) async throws {
    let files = FeatureFixture.files.merging(["Notes.contract": "# one\r\n# two\r\nRow\r\nMeaning: a\r\n  b\r\n"]) {
      $1
    }
    let session = try await FeatureSession.start(files, endToEnd: endToEnd)
    let order = try FeatureFixture.decode(
      [FoldingRange].self,
      try await session.request("textDocument/foldingRange", "Orders/Order.contract")
    )
    #expect(
      order == [
        FoldingRange(startLine: 2, endLine: 8, kind: "region"),
        FoldingRange(startLine: 10, endLine: 11, kind: "region"),
      ]
    )
    let notes = try FeatureFixture.decode(
      [FoldingRange].self,
      try await session.request("textDocument/foldingRange", "Notes.contract")
    )
    #expect(
      notes == [
        FoldingRange(startLine: 0, endLine: 1, kind: "comment"), FoldingRange(startLine: 2, endLine: 4, kind: "region"),
        FoldingRange(startLine: 3, endLine: 4, kind: "region"),
      ]
    )
    try await session.finish()
  }
}
