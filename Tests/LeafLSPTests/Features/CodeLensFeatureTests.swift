import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/codeLens`: each component's platform coverage on its header.
@Suite struct CodeLensFeatureTests {
  @Test(arguments: [false, true])
  func coverageLenses(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let order = try FeatureFixture.decode(
      [CodeLens].self,
      try await session.request("textDocument/codeLens", "Orders/Order.contract")
    )
    #expect(order.map(\.range) == [LSPRange(2, 0, 2, 8)])
    // iPad: focus-return-unspecified; Mac: ⌫ bound to both Reorder (the primary action) and Delete.
    #expect(order.map { $0.command?.title } == ["iPhone ✓ · iPad ✓ 1 warning · Mac ✓ 2 warnings"])
    let team = try FeatureFixture.decode(
      [CodeLens].self,
      try await session.request("textDocument/codeLens", "Team.contract")
    )
    #expect(team.map { $0.command?.title } == ["iPhone ✗ no path · iPad ✗ no path · Mac ✓"])
    try await session.finish()
  }
}
