import ContractModel
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/semanticTokens/full`: the legend, and tokens delta-encoded in the negotiated encoding.
@Suite struct SemanticTokensFeatureTests {
  static let text = FeatureFixture.order

  /// Absolute tokens (line, start, length, type, modifiers) from the LSP delta encoding.
  static func decoded(_ data: [Int]) -> [[Int]] {
    var result: [[Int]] = []
    var line = 0
    var start = 0
    for index in stride(from: 0, to: data.count, by: 5) {
      line += data[index]
      start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
      result.append([line, start, data[index + 2], data[index + 3], data[index + 4]])
    }
    return result
  }

  @Test(arguments: [(false, ColumnEncoding.utf16), (true, .utf16), (false, .utf8), (true, .utf32)])
  func tokensInTheNegotiatedEncoding(endToEnd: Bool, encoding: ColumnEncoding) async throws {
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd, capabilities: capabilities)
    let result = try await session.request("textDocument/semanticTokens/full", "Orders/Order.contract")
    let tokens = Self.decoded(try FeatureFixture.decode(SemanticTokensResult.self, result).data)
    func column(_ prefix: String) -> Int {
      switch encoding {
      case .utf8: prefix.utf8.count
      case .utf16: prefix.utf16.count
      case .utf32: prefix.unicodeScalars.count
      }
    }
    let macLine = tokens.filter { $0[0] == 7 }
    let width = { (text: String) in column(text) }
    #expect(
      macLine == [
        [7, 0, 3, 2, 0],  // Mac (platform)
        [7, column("Mac: 😀 "), width("⌫"), 4, 0],  // ⌫ (shortcut)
        [7, column("Mac: 😀 ⌫ "), 9, 5, 0],  // table row (mechanism)
        [7, column("Mac: 😀 ⌫ table row; "), 7, 3, 0],  // Reorder (action)
        [7, column("Mac: 😀 ⌫ table row; Reorder in "), 8, 5, 0],  // menu bar
        [7, column("Mac: 😀 ⌫ table row; Reorder in menu bar and "), 12, 5, 0],  // context menu
        [7, column("Mac: 😀 ⌫ table row; Reorder in menu bar and context menu, "), width("⌘R"), 4, 0],
        [7, column("Mac: 😀 ⌫ table row; Reorder in menu bar and context menu, ⌘R; "), 6, 3, 0],  // Delete
        [7, column("Mac: 😀 ⌫ table row; Reorder in menu bar and context menu, ⌘R; Delete "), width("⌫"), 4, 0],
      ]
    )
    #expect(tokens.contains([3, column("Meaning: one past order 😀. Primary action: "), 7, 3, 1]))
    #expect(tokens.contains([2, 0, 8, 0, 1]))
    try await session.finish()
  }

  @Test func legendIsAdvertised() async throws {
    let server = InProcessServer()
    let result = try await server.client.initialize()
    let legend = result["capabilities"]?["semanticTokensProvider"]?["legend"]
    #expect(
      legend?["tokenTypes"]
        == ["type", "property", "enumMember", "function", "string", "keyword", "namespace", "comment"]
    )
    #expect(legend?["tokenModifiers"] == ["declaration"])
    try await server.client.shutdownAndExit()
  }
}
