import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/documentHighlight`: the document's occurrences, declarations as writes.
@Suite struct HighlightFeatureTests {
  static let text = FeatureFixture.order

  @Test(arguments: [false, true])
  func highlightsInTheDocument(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let result = try await session.request(
      "textDocument/documentHighlight",
      "Orders/Order.contract",
      ["position": EditorPosition.of("Reorder", in: Self.text, nth: 2, plus: 7)]
    )
    let highlights = try FeatureFixture.decode([DocumentHighlight].self, result)
    #expect(highlights.map(\.range) == (0..<5).map { EditorPosition.range(of: "Reorder", in: Self.text, nth: $0) })
    #expect(highlights.map(\.kind) == [3, 2, 2, 2, 3])
    let none = try await session.request(
      "textDocument/documentHighlight",
      "Orders/Order.contract",
      ["position": EditorPosition.of("table row", in: Self.text)]
    )
    #expect(none == [])
    try await session.finish()
  }
}
