import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/references` for actions and shortcuts across the workspace.
@Suite struct ReferencesFeatureTests {
  static let text = FeatureFixture.order

  @Test(arguments: [false, true])
  func actionAndShortcutReferences(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let order = session.uri("Orders/Order.contract")
    let team = session.uri("Team.contract")
    let onMac = EditorPosition.of("Reorder", in: Self.text, nth: 2)
    let all = try FeatureFixture.decode(
      [Location].self,
      try await session.request(
        "textDocument/references",
        "Orders/Order.contract",
        ["position": onMac, "context": ["includeDeclaration": true]]
      )
    )
    let inOrder = (0..<5).map {
      Location(uri: order, range: EditorPosition.range(of: "Reorder", in: Self.text, nth: $0))
    }
    #expect(all.filter { $0.uri == order } == inOrder)
    #expect(
      all.filter { $0.uri == team }.map(\.range) == [EditorPosition.range(of: "Reorder", in: FeatureFixture.team)]
    )

    let references = try FeatureFixture.decode(
      [Location].self,
      try await session.request(
        "textDocument/references",
        "Orders/Order.contract",
        ["position": onMac, "context": ["includeDeclaration": false]]
      )
    )
    #expect(
      references.filter { $0.uri == order }.map(\.range) == [inOrder[1].range, inOrder[2].range, inOrder[3].range]
    )

    // ⌘R on the Mac line (after 😀 ⌫): every binding in the workspace.
    let shortcut = try FeatureFixture.decode(
      [Location].self,
      try await session.request(
        "textDocument/references",
        "Orders/Order.contract",
        ["position": EditorPosition.of("⌘R", in: Self.text, nth: 1, plus: 1), "context": ["includeDeclaration": true]]
      )
    )
    #expect(
      shortcut == (0..<3).map { Location(uri: order, range: EditorPosition.range(of: "⌘R", in: Self.text, nth: $0)) }
        + [Location(uri: team, range: EditorPosition.range(of: "⌘R", in: FeatureFixture.team))]
    )
    try await session.finish()
  }
}
