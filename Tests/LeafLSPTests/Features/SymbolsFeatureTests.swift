import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/documentSymbol` and `workspace/symbol`, in process and over a pipe to the built binary.
@Suite struct SymbolsFeatureTests {
  @Test(arguments: [false, true])
  func documentSymbolsAreHierarchical(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let result = try await session.request("textDocument/documentSymbol", "Orders/Order.contract")
    let symbols = try FeatureFixture.decode([DocumentSymbol].self, result)
    #expect(symbols.map(\.name) == ["App", "OrderRow", "Order"])
    #expect(symbols.map(\.kind) == [7, 5, 2])
    #expect(symbols[1].selectionRange == LSPRange(2, 0, 2, 8))
    #expect(symbols[1].range.end.line == 8)
    #expect(symbols[1].children?.map(\.name) == ["Meaning", "See", "iPhone", "iPad", "Mac", "Check"])
    #expect(symbols[1].children?.map(\.kind) == [7, 7, 22, 22, 22, 7])
    let mac = symbols[1].children?[4]
    #expect(
      mac?.range
        == LSPRange(7, 0, 7, "Mac: 😀 ⌫ table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫".utf16.count)
    )
    #expect(symbols[2].children?.map(\.name) == ["Reorder"])
    #expect(symbols[2].children?.first?.detail == "⌘R")
    #expect(symbols[2].children?.first?.selectionRange == LSPRange(11, 2, 11, 9))
    try await session.finish()
  }

  @Test(arguments: [false, true])
  func workspaceSymbolsMatchAcrossFiles(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let result = try await session.client.request("workspace/symbol", ["query": "row"])
    let symbols = try FeatureFixture.decode([SymbolInformation].self, result)
    #expect(symbols.map(\.name) == ["OrderRow", "CartRow"])
    #expect(symbols.map(\.location.uri) == [session.uri("Orders/Order.contract"), session.uri("Team.contract")])
    #expect(symbols.last?.location.range == LSPRange(4, 0, 4, 7))
    let commands = try FeatureFixture.decode(
      [SymbolInformation].self,
      try await session.client.request("workspace/symbol", ["query": "reordr"])
    )
    #expect(commands.map(\.containerName) == ["Order"])
    #expect(try await session.client.request("workspace/symbol", ["query": "nothing like it"]) == [])
    try await session.finish()
  }
}
