import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/formatting` in process: minimal edits in the negotiated encoding that give the
/// formatter's output; none for a formatted document.
@Suite struct FormattingFeatureTests {
  static let messy =
    "\u{FEFF}platforms:iPad, macos  \r\nOrderRow\r\nmeaning :😀 ⌘ order → ⌫.  Primary action: Reorder.\r\n"
    + "iPad:row → details, Cmd-R\r\n\r\n\r\nmacOS:  table row; Reorder in menu bar, Shift-Cmd-R\r\nmenu Order\r\n"
    + "  Reorder:Cmd-R\r\n\r\n"

  @Test(arguments: [ColumnEncoding.utf16, .utf8])
  func editsGiveTheFormattedText(encoding: ColumnEncoding) async throws {
    let uri = "file:///tmp/leaf-lsp-tests-format/Row-\(encoding.rawValue).contract"
    let server = InProcessServer()
    let client = server.client
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    _ = try await client.initialize(capabilities: capabilities)
    try client.open(uri, text: Self.messy)
    let params: JSONValue = ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]]
    let edits = try JSONValueDecoder().decode(
      [TextEdit].self,
      from: try await client.request("textDocument/formatting", params)
    )
    let formatted = CodeActionTestSupport.apply(edits, to: Self.messy, encoding: encoding)
    #expect(
      formatted
        == "\u{FEFF}Platforms: iPad, Mac\r\n\r\nOrderRow\r\nMeaning: 😀 ⌘ order → ⌫.  Primary action: Reorder.\r\n"
        + "iPad: row → details, ⌘R\r\n\r\nMac: table row; Reorder in menu bar, ⇧⌘R\r\n\r\nmenu Order\r\n  Reorder: ⌘R\r\n"
    )
    #expect(formatted == ContractFormatter.format(Self.messy))

    // A formatted document gets no edits.
    try client.change(uri, version: 2, range: LSPRange(0, 0, 100, 0), text: formatted)
    let again = try await client.request("textDocument/formatting", params)
    #expect(again == [])
    try await client.shutdownAndExit()
  }
}
