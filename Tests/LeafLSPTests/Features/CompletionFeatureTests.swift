import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/completion` over the protocol: in process for every position encoding, and end to
/// end over pipes to the built binary.
@Suite struct CompletionFeatureTests {
  /// A Mac line with ⌘ ⌥ ⇧ ⌫ → and an emoji before a text-form shortcut, with CRLF line ends.
  static let macPrefix = "Mac: 😀 ⌥ ⇧ ⌫ → table row; Reorder with "
  static let contract = "Row\r\nMeaning: x. Primary action: Reorder.\r\n\(macPrefix)Shift-Cmd-R\r\nRole: \r\n"

  static func column(_ prefix: String, _ encoding: ColumnEncoding) -> Int {
    switch encoding {
    case .utf8: prefix.utf8.count
    case .utf16: prefix.utf16.count
    case .utf32: prefix.unicodeScalars.count
    }
  }

  static func position(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
    ["textDocument": ["uri": .string(uri)], "position": point(line, character)]
  }

  /// An LSP position as JSON.
  static func point(_ line: Int, _ character: Int) -> JSONValue {
    ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
  }

  /// An LSP range on one line as JSON.
  static func range(line: Int, _ start: Int, _ end: Int) -> JSONValue {
    ["start": point(line, start), "end": point(line, end)]
  }

  @Test(arguments: [ColumnEncoding.utf16, .utf8, .utf32])
  func canonicalFormReplacesTheTypedTextAfterWideCharacters(encoding: ColumnEncoding) async throws {
    let server = InProcessServer()
    let client = server.client
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
    let result = try await client.initialize(capabilities: capabilities)
    #expect(result["capabilities"]?["completionProvider"]?["triggerCharacters"]?.arrayValue?.count == 5)
    let uri = "file:///tmp/leaf-lsp-tests-completion/Row-\(encoding.rawValue).contract"
    try client.open(uri, text: Self.contract)
    let end = Self.column(Self.macPrefix + "Shift-Cmd-R", encoding)
    let list = try await client.request("textDocument/completion", Self.position(uri, 2, end))
    #expect(list["isIncomplete"] == false)
    let item = list["items"]?[0]
    #expect(item?["label"] == "⇧⌘R")
    #expect(item?["textEdit"]?["newText"] == "⇧⌘R")
    let start = Self.column(Self.macPrefix, encoding)
    #expect(item?["textEdit"]?["range"] == Self.range(line: 2, start, end))
    #expect(item?["documentation"]?["kind"] == "markdown")
    #expect(list["items"]?.arrayValue?.count == 1)

    let roles = try await client.request("textDocument/completion", Self.position(uri, 3, 6))
    let labels = roles["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    #expect(labels.contains("slider") && labels.contains("adjustable"))
    #expect(roles["items"]?[0]?["textEdit"]?["range"]?["start"] == ["line": 3, "character": 6])
    try await client.shutdownAndExit()
  }

  @Test func aPositionPastTheLineIsClampedAndAnUnknownDocumentHasNoProposals() async throws {
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    let uri = "file:///tmp/leaf-lsp-tests-completion/Clamp.contract"
    try client.open(uri, text: "Row\nKind: cu")
    let clamped = try await client.request("textDocument/completion", Self.position(uri, 1, 99))
    #expect(clamped["items"]?[0]?["label"] == "custom view")
    #expect(clamped["items"]?[0]?["textEdit"]?["range"]?["start"] == ["line": 1, "character": 6])
    let unknown = try await client.request("textDocument/completion", Self.position("file:///nowhere.contract", 0, 0))
    #expect(unknown == .null)
    try await client.shutdownAndExit()
  }

  @Test func endToEndRolesAndFreeShortcuts() async throws {
    let text = seedOrderRow + "Role: \n"
    let workspace = try TemporaryWorkspace(["OrderRow.contract": text])
    defer { workspace.remove() }
    let process = try ServerProcess()
    let client = process.client
    let result = try await client.initialize(folders: [workspace.uri])
    #expect(result["capabilities"]?["completionProvider"]?["triggerCharacters"] == [":", " ", "⌘", "-", "→"])
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: text)
    let roles = try await client.request("textDocument/completion", Self.position(uri, 5, 6))
    let items = roles["items"]?.arrayValue ?? []
    let slider = items.first { $0["label"] == "slider" }
    #expect(slider?["documentation"]?["value"]?.stringValue?.contains("Counterpart on iOS") == true)

    // Type "⌘" after "Reorder " on the iPhone line: free shortcuts for Reorder, never a reserved one.
    let iPhone = "iPhone: row → details; Reorder button visible; Delete as swipe + custom action"
    let column = iPhone.utf16.count
    try client.change(uri, version: 2, range: LSPRange(2, column, 2, column), text: "; Reorder ⌘")
    let shortcuts = try await client.request("textDocument/completion", Self.position(uri, 2, column + 11))
    let labels = shortcuts["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    #expect(labels.first == "⌘R")
    #expect(!labels.contains("⌘H") && !labels.contains("⌘Q"))
    #expect(
      shortcuts["items"]?[0]?["detail"] == "Reorder: free in the workspace on iPhone; not a system or standard shortcut"
    )
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
