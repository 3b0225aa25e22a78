import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/inlayHint`: what `same` expands to, only inside the asked range.
@Suite struct InlayHintsFeatureTests {
  @Test(arguments: [false, true])
  func sameHints(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let whole = try FeatureFixture.decode(
      [InlayHint].self,
      try await session.request(
        "textDocument/inlayHint",
        "Orders/Order.contract",
        ["range": try encodedAnswer(LSPRange(0, 0, 20, 0))]
      )
    )
    #expect(whole.map(\.position) == [Position(line: 6, character: "iPad: same".utf16.count)])
    #expect(whole.first?.label == "= row → details; Reorder button visible; …")
    #expect(
      whole.first?.tooltip == "same as iPhone: row → details; Reorder button visible; Delete as swipe + custom action"
    )
    let outside = try await session.request(
      "textDocument/inlayHint",
      "Orders/Order.contract",
      ["range": try encodedAnswer(LSPRange(7, 0, 9, 0))]
    )
    #expect(outside == [])
    try await session.finish()
  }
}
