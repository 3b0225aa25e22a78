import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/rangeFormatting` against the built `leaf-lsp` binary over real pipes: the edits of
/// whole-document formatting on the lines the range touches, in UTF-16 and UTF-8, in a CRLF
/// document with ⌘ ⌥ ⇧ and emoji; nothing in a Markdown document (as whole-document formatting).
@Suite struct RangeFormattingEndToEndTests {
  /// Every line needs formatting; lines 4 and 5 are blank (the second one goes), and a blank line
  /// goes before `menu Order` (line 7).
  static let messy =
    "platforms:iPad, macos  \r\n"  // 0
    + "OrderRow\r\n"  // 1
    + "meaning :😀 ⌥⌘ order → ⌫.  Primary action: Reorder.\r\n"  // 2
    + "iPad:row → details, Shift-Cmd-R   \r\n"  // 3
    + "\r\n"  // 4
    + "  \r\n"  // 5
    + "macOS:  🛒 table row; Reorder in menu bar, Opt-Cmd-R\r\n"  // 6
    + "menu Order\r\n"  // 7
    + "  Reorder:Shift-Cmd-R\r\n"  // 8

  /// The column just after the 😀 of line 2, in `encoding`.
  static func afterEmoji(_ encoding: ColumnEncoding) -> Int {
    let prefix = "meaning :😀"
    return encoding == .utf8 ? prefix.utf8.count : prefix.utf16.count
  }

  static func rangeFormatting(_ client: TestClient, _ uri: String, _ range: LSPRange) async throws -> [TextEdit] {
    let params: JSONValue = [
      "textDocument": ["uri": .string(uri)], "range": try JSONValueEncoder().encode(range),
      "options": ["tabSize": 2, "insertSpaces": true],
    ]
    return try JSONValueDecoder().decode(
      [TextEdit].self,
      from: try await client.request("textDocument/rangeFormatting", params)
    )
  }

  @Test(arguments: [ColumnEncoding.utf16, .utf8])
  func editsOfTheTouchedLinesOnly(encoding: ColumnEncoding) async throws {
    let process = try ServerProcess()
    let client = process.client
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    let result = try await client.initialize(capabilities: capabilities)
    #expect(result["capabilities"]?["positionEncoding"] == .string(encoding.rawValue))
    #expect(result["capabilities"]?["documentRangeFormattingProvider"] == true)
    let uri = "file:///tmp/leaf-lsp-tests-range-format/Row-\(encoding.rawValue).contract"
    try client.open(uri, text: Self.messy)

    // From inside line 2 (after the emoji) to the start of line 4: lines 2 and 3 only.
    let middle = try await Self.rangeFormatting(client, uri, LSPRange(2, Self.afterEmoji(encoding), 4, 0))
    #expect(
      CodeActionTestSupport.apply(middle, to: Self.messy, encoding: encoding)
        == "platforms:iPad, macos  \r\nOrderRow\r\n"
        + "Meaning: 😀 ⌥⌘ order → ⌫.  Primary action: Reorder.\r\n"
        + "iPad: row → details, ⇧⌘R\r\n"
        + "\r\n  \r\nmacOS:  🛒 table row; Reorder in menu bar, Opt-Cmd-R\r\nmenu Order\r\n  Reorder:Shift-Cmd-R\r\n"
    )

    // Lines 4 to 6 (a range ending inside line 6): the second blank line goes, line 6 is formatted;
    // the blank line that goes before line 7 is line 7's.
    let blanks = try await Self.rangeFormatting(client, uri, LSPRange(4, 0, 6, 3))
    #expect(
      CodeActionTestSupport.apply(blanks, to: Self.messy, encoding: encoding)
        == "platforms:iPad, macos  \r\nOrderRow\r\nmeaning :😀 ⌥⌘ order → ⌫.  Primary action: Reorder.\r\n"
        + "iPad:row → details, Shift-Cmd-R   \r\n"
        + "\r\n"
        + "Mac: 🛒 table row; Reorder in menu bar, ⌥⌘R\r\n"
        + "menu Order\r\n  Reorder:Shift-Cmd-R\r\n"
    )

    // An empty range formats its line; the lines of the whole document give whole-document formatting.
    let header = try await Self.rangeFormatting(client, uri, LSPRange(7, 2, 7, 2))
    #expect(
      CodeActionTestSupport.apply(header, to: Self.messy, encoding: encoding)
        == Self.messy.replacingOccurrences(of: "menu Order", with: "\r\nmenu Order")
    )
    let whole = try await Self.rangeFormatting(client, uri, LSPRange(0, 0, 9, 0))
    #expect(
      CodeActionTestSupport.apply(whole, to: Self.messy, encoding: encoding) == ContractFormatter.format(Self.messy)
    )

    // Each line formatted on its own, from the last line up (a line deleted or inserted moves only
    // the lines below it), gives the formatted text: no edit is lost or made twice.
    var text = Self.messy
    var version = 1
    for line in (0..<9).reversed() {
      let edits = try await Self.rangeFormatting(client, uri, LSPRange(line, 0, line, 0))
      text = CodeActionTestSupport.apply(edits, to: text, encoding: encoding)
      version += 1
      try client.change(uri, version: version, range: LSPRange(0, 0, 100, 0), text: text)
    }
    #expect(text == ContractFormatter.format(Self.messy))
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }

  @Test func nothingInAMarkdownDocument() async throws {
    let process = try ServerProcess()
    let client = process.client
    try await client.initialize()
    let uri = "file:///tmp/leaf-lsp-tests-range-format/orders.md"
    let markdown = "# Orders 🧾\r\n\r\n```contract\r\n" + Self.messy + "```\r\n"
    try MarkdownServerTests.openMarkdown(client, uri, markdown)
    _ = try await client.waitForDiagnostics(uri)
    // Whole-document formatting is `leaf-lsp format`'s in Markdown; so is a range's.
    #expect(try await Self.rangeFormatting(client, uri, LSPRange(3, 0, 8, 0)).isEmpty)
    #expect(try await Self.rangeFormatting(client, uri, LSPRange(0, 0, 12, 0)).isEmpty)
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
