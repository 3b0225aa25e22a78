import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Diagnostic ranges and incremental edits on a line with ⌘, ⌫, →, an emoji and CJK, with each
/// position encoding negotiated.
@Suite struct PositionEncodingTests {
  /// The Mac line: the invalid shortcut `⌘⌘R` comes after every kind of character.
  static let macPrefix = "Mac: 注文 😀 → ⌫ table row; Reorder in menu bar, "
  static let contract = """
    Row
    Meaning: 注文 😀 order. Primary action: Reorder.
    iPhone: Reorder button
    iPad: same + Reorder with ⌘R
    \(macPrefix)⌘⌘R
    Check: Mac: VoiceOver reads it.

    """

  /// The column of the end of `prefix` counted in `encoding`, computed without LineTable.
  static func column(_ prefix: String, _ encoding: ColumnEncoding) -> Int {
    switch encoding {
    case .utf8: return prefix.utf8.count
    case .utf16: return prefix.utf16.count
    case .utf32: return prefix.unicodeScalars.count
    }
  }

  private func start(_ encoding: ColumnEncoding) async throws -> InProcessServer {
    let server = InProcessServer()
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue), "utf-16"]]]
    let result = try await server.client.initialize(capabilities: capabilities)
    #expect(result["capabilities"]?["positionEncoding"] == .string(encoding.rawValue))
    return server
  }

  @Test(arguments: [ColumnEncoding.utf16, .utf8, .utf32])
  func diagnosticRangeAfterWideCharacters(encoding: ColumnEncoding) async throws {
    let uri = "file:///tmp/leaf-lsp-tests-positions/Row-\(encoding.rawValue).contract"
    let server = try await start(encoding)
    let client = server.client
    try client.open(uri, text: Self.contract)
    let published = try await client.waitForDiagnostics(uri)
    #expect(published.codes == ["invalid-shortcut"])
    let start = Self.column(Self.macPrefix, encoding)
    let end = Self.column(Self.macPrefix + "⌘⌘R", encoding)
    #expect(published.diagnostics.first?.range == LSPRange(4, start, 4, end))
    // The columns really differ between encodings (the test would not notice a mix-up otherwise).
    #expect(Self.column(Self.macPrefix, .utf8) != Self.column(Self.macPrefix, .utf16))
    #expect(Self.column(Self.macPrefix, .utf16) != Self.column(Self.macPrefix, .utf32))

    // Fix the shortcut with an edit whose positions lie after the surrogate pair.
    try client.change(uri, version: 2, range: LSPRange(4, start, 4, end), text: "⌘R")
    let fixed = try await client.waitForDiagnostics(uri) { $0.version == 2 }
    #expect(fixed.codes == [])
    #expect(await server.server.openText(uri: uri) == Self.contract.replacingOccurrences(of: "⌘⌘R", with: "⌘R"))
    try await client.shutdownAndExit()
  }

  @Test(arguments: [ColumnEncoding.utf16, .utf8])
  func editsOnACRLFDocumentAfterSurrogatePairs(encoding: ColumnEncoding) async throws {
    let uri = "file:///tmp/leaf-lsp-tests-positions/CRLF-\(encoding.rawValue).contract"
    let crlf = Self.contract.replacingOccurrences(of: "\n", with: "\r\n")
    let server = try await start(encoding)
    let client = server.client
    try client.open(uri, text: crlf)
    let published = try await client.waitForDiagnostics(uri)
    let start = Self.column(Self.macPrefix, encoding)
    let end = Self.column(Self.macPrefix + "⌘⌘R", encoding)
    #expect(published.diagnostics.map(\.range) == [LSPRange(4, start, 4, end)])

    // Insert after 😀 on line 1 (same line as the emoji), and a new CRLF line before the Mac line.
    let meaningPrefix = "Meaning: 注文 😀"
    let insertAt = Self.column(meaningPrefix, encoding)
    try client.changes(
      uri,
      version: 2,
      [
        TextDocumentContentChangeEvent(range: LSPRange(1, insertAt, 1, insertAt), text: "🍀"),
        TextDocumentContentChangeEvent(range: LSPRange(4, 0, 4, 0), text: "Note: 注文 → ⌫\r\n"),
      ]
    )
    let moved = try await client.waitForDiagnostics(uri) { $0.version == 2 }
    #expect(moved.diagnostics.map(\.range) == [LSPRange(5, start, 5, end)])
    let expected =
      crlf
      .replacingOccurrences(of: meaningPrefix, with: meaningPrefix + "🍀")
      .replacingOccurrences(of: "\r\n" + Self.macPrefix, with: "\r\nNote: 注文 → ⌫\r\n" + Self.macPrefix)
    #expect(await server.server.openText(uri: uri) == expected)

    // Delete from the end of the Note line (past its content) through the CRLF: lines join.
    try client.change(uri, version: 3, range: LSPRange(4, 999, 5, 0), text: " ")
    let joined = try await client.waitForDiagnostics(uri) { $0.version == 3 }
    #expect(joined.version == 3)
    let joinedText = expected.replacingOccurrences(of: "⌫\r\n" + Self.macPrefix, with: "⌫ " + Self.macPrefix)
    #expect(await server.server.openText(uri: uri) == joinedText)
    try await client.shutdownAndExit()
  }
}
