import ContractModel
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/documentLink`: built-in See entries, team entries with a Link, Link values.
@Suite struct DocumentLinksFeatureTests {
  @Test(arguments: [false, true])
  func links(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let order = try FeatureFixture.decode(
      [DocumentLink].self,
      try await session.request("textDocument/documentLink", "Orders/Order.contract")
    )
    let text = FeatureFixture.order
    #expect(
      order.map(\.range) == [
        EditorPosition.range(of: "Platform Copy Paste", in: text), EditorPosition.range(of: "Team Rules", in: text),
      ]
    )
    #expect(
      order.map(\.target) == [
        BuiltInCatalog.entry(named: "Platform Copy Paste")!.link, "https://example.com/team-rules",
      ]
    )
    let team = try FeatureFixture.decode(
      [DocumentLink].self,
      try await session.request("textDocument/documentLink", "Team.contract")
    )
    #expect(team.map(\.range) == [EditorPosition.range(of: "https://example.com/team-rules", in: FeatureFixture.team)])
    try await session.finish()
  }
}
