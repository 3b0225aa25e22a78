import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/definition` with UTF-16 positions after ⌘ ⌫ and an emoji, on CRLF lines.
@Suite struct DefinitionFeatureTests {
  static let text = FeatureFixture.order

  func definition(_ session: FeatureSession, _ position: JSONValue) async throws -> [Location] {
    let result = try await session.request("textDocument/definition", "Orders/Order.contract", ["position": position])
    return result == .null ? [] : try FeatureFixture.decode([Location].self, result)
  }

  @Test(arguments: [false, true])
  func everyKindOfDefinition(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let order = session.uri("Orders/Order.contract")
    // An action on the Mac line (after 😀 ⌫) → the Meaning sentence that declares it.
    let onMac = EditorPosition.of("Reorder", in: Self.text, nth: 2, plus: 3)
    #expect(
      try await definition(session, onMac) == [
        Location(uri: order, range: EditorPosition.range(of: "Reorder", in: Self.text))
      ]
    )
    // Order → Reorder in the check → the menu command line.
    let inCheck = EditorPosition.of("Reorder", in: Self.text, nth: 3)
    #expect(try await definition(session, inCheck) == [Location(uri: order, range: LSPRange(11, 2, 11, 9))])
    // same → the iPhone line it inherits.
    let iPhone = "iPhone: row → details; Reorder button visible; Delete as swipe + custom action"
    #expect(
      try await definition(session, EditorPosition.of("same", in: Self.text, plus: 2))
        == [Location(uri: order, range: LSPRange(5, 0, 5, iPhone.utf16.count))]
    )
    // A team catalog entry in See → its block in the other file.
    #expect(
      try await definition(session, EditorPosition.of("Team Rules", in: Self.text, plus: 5))
        == [Location(uri: session.uri("Team.contract"), range: LSPRange(0, 8, 0, 18))]
    )
    // Free text has no definition.
    #expect(try await definition(session, EditorPosition.of("table row", in: Self.text)).isEmpty)
    try await session.finish()
  }
}
