import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/hover` over the protocol: in process for every position encoding, and end to end
/// over pipes to the built binary.
@Suite struct HoverFeatureTests {
  static let macPrefix = "Mac: 😀 ⌥ ⇧ ⌫ → table row; Reorder with "
  static let contract = "Row\r\nMeaning: x. Primary action: Reorder.\r\n\(macPrefix)⌘R\r\n"

  @Test(arguments: [ColumnEncoding.utf16, .utf8, .utf32])
  func shortcutRangeAfterWideCharacters(encoding: ColumnEncoding) async throws {
    let server = InProcessServer()
    let client = server.client
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    let result = try await client.initialize(capabilities: capabilities)
    #expect(result["capabilities"]?["hoverProvider"] == true)
    let uri = "file:///tmp/leaf-lsp-tests-hover/Row-\(encoding.rawValue).contract"
    try client.open(uri, text: Self.contract)
    let start = CompletionFeatureTests.column(Self.macPrefix, encoding)
    let end = CompletionFeatureTests.column(Self.macPrefix + "⌘R", encoding)
    let hover = try await client.request("textDocument/hover", CompletionFeatureTests.position(uri, 2, start))
    #expect(hover["contents"]?["kind"] == "markdown")
    #expect(hover["contents"]?["value"]?.stringValue?.hasPrefix("**⌘R** — Command-R") == true)
    #expect(hover["range"] == CompletionFeatureTests.range(line: 2, start, end))
    let nothing = try await client.request("textDocument/hover", CompletionFeatureTests.position(uri, 1, 10))
    #expect(nothing == .null)
    try await client.shutdownAndExit()
  }

  @Test func endToEndShortcutAndDiagnosticRule() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    let result = try await client.initialize(folders: [workspace.uri])
    #expect(result["capabilities"]?["hoverProvider"] == true)
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: seedOrderRow)
    let iPad = "iPad: same + keyboard focus on row, context menu, "
    let hover = try await client.request(
      "textDocument/hover",
      CompletionFeatureTests.position(uri, 3, iPad.utf16.count)
    )
    let markdown = hover["contents"]?["value"]?.stringValue ?? ""
    #expect(markdown.contains("Command-R"))
    #expect(markdown.contains(".keyboardShortcut(\"r\", modifiers: .command)"))
    #expect(markdown.contains("- iPad: 'Reorder' in OrderRow on iPad (`"))
    // The iPad key carries focus-return-unspecified: its rule follows the key's meaning.
    let key = try await client.request("textDocument/hover", CompletionFeatureTests.position(uri, 3, 1))
    let keyMarkdown = key["contents"]?["value"]?.stringValue ?? ""
    #expect(keyMarkdown.hasPrefix("**iPad** — platform path"))
    #expect(keyMarkdown.contains("**`focus-return-unspecified`**"))
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
