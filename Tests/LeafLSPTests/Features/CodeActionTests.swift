import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/codeAction` in process: quick fixes for the context's diagnostics with exact ranges
/// in each encoding, `isPreferred`, the `only` filter, and `source.fixAll.leaf`.
@Suite struct CodeActionTests {
  /// A See entry misspelt after an emoji and ⌘ ⌥ ⇧ ⌫ →, in a CRLF file.
  static let prefix = "See: 😀 ⌘⌥⇧⌫→ notes, "
  static let text =
    "OrderRow\r\nMeaning: one order.\r\n\(prefix)Platfrom Copy Paste\r\niPhone: row\r\niPad: same\r\n"
    + "Mac: same; table row\r\nRole: buton\r\nCheck Mac: fine\r\n"

  private func start(_ encoding: ColumnEncoding) async throws -> InProcessServer {
    let server = InProcessServer()
    let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding.rawValue), "utf-16"]]]
    let result = try await server.client.initialize(capabilities: capabilities)
    #expect(result["capabilities"]?["codeActionProvider"]?["codeActionKinds"] == ["quickfix", "source.fixAll.leaf"])
    #expect(result["capabilities"]?["documentFormattingProvider"] == true)
    return server
  }

  @Test(arguments: [ColumnEncoding.utf16, .utf8, .utf32])
  func quickFixForAContextDiagnostic(encoding: ColumnEncoding) async throws {
    let uri = "file:///tmp/leaf-lsp-tests-actions/Row-\(encoding.rawValue).contract"
    let server = try await start(encoding)
    let client = server.client
    try client.open(uri, text: Self.text)
    let published = try await client.waitForDiagnostics(uri)
    let diagnostic = try #require(
      published.diagnostics.first {
        $0.code == "unknown-catalog-entry" && $0.range.start.line == 2 && $0.range.start.character > 6
      }
    )
    let start = PositionEncodingTests.column(Self.prefix, encoding)
    let end = PositionEncodingTests.column(Self.prefix + "Platfrom Copy Paste", encoding)
    #expect(diagnostic.range == LSPRange(2, start, 2, end))

    let result = try await client.request(
      "textDocument/codeAction",
      CodeActionTestSupport.params(uri, range: diagnostic.range, diagnostics: [diagnostic])
    )
    let actions = try CodeActionTestSupport.actions(result)
    #expect(
      actions.map(\.title) == [
        "Replace 'Platfrom Copy Paste' with 'Platform Copy Paste'",
        "Suppress 'unknown-catalog-entry' here (# leaf-ignore)",
        "Fix all safe leaf-lsp findings",
      ]
    )
    let replace = try #require(actions.first)
    #expect(replace.kind == "quickfix")
    #expect(replace.isPreferred == true)
    #expect(replace.diagnostics == [diagnostic])
    #expect(
      replace.edit.changes == [uri: [TextEdit(range: LSPRange(2, start, 2, end), newText: "Platform Copy Paste")]]
    )
    #expect(actions[1].isPreferred == nil)
    let suppressed = CodeActionTestSupport.apply(actions[1].edit.changes[uri] ?? [], to: Self.text, encoding: encoding)
    #expect(suppressed.contains("\r\n# leaf-ignore: unknown-catalog-entry <reason>\r\n\(Self.prefix)"))
    try await client.shutdownAndExit()
  }

  @Test func findingsOfOneRuleOnOneLineGetTheirOwnFixesAndOneSuppression() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-actions/TouchOnly.contract"
    let server = try await start(.utf16)
    let client = server.client
    let text =
      "Platforms: Mac\nMailRow\nMeaning: one message.\nActions: Archive, Flag, Move\n"
      + "Mac: table row; Archive as swipe; Flag as swipe; Move as swipe\nCheck: Mac: VoiceOver reads the row.\n"
    try client.open(uri, text: text)
    let published = try await client.waitForDiagnostics(uri)
    let touchOnly = published.diagnostics.filter { $0.code == "touch-only-action" }
    #expect(touchOnly.count == 3)
    let actions = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: touchOnly[0].range, diagnostics: touchOnly, only: ["quickfix"])
      )
    )
    let suppressions = actions.filter { $0.title.hasPrefix("Suppress") }
    #expect(suppressions.count == 1)
    #expect(suppressions.first?.diagnostics?.count == 3)
    let additions = actions.filter { $0.title.hasPrefix("Add") }.map(\.title)
    #expect(additions.count == 3 && Set(additions).count == 3, "\(additions)")
    #expect(additions.allSatisfy { $0.contains("in context menu, ") })
    try await client.shutdownAndExit()
  }

  @Test func onlyFixAllAppliesTheSafeFixesAndKeepsCRLF() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-actions/FixAll.contract"
    let server = try await start(.utf16)
    let client = server.client
    try client.open(uri, text: Self.text)
    _ = try await client.waitForDiagnostics(uri)
    let result = try await client.request(
      "textDocument/codeAction",
      CodeActionTestSupport.params(uri, range: LSPRange(0, 0, 0, 0), only: ["source.fixAll"])
    )
    let actions = try CodeActionTestSupport.actions(result)
    #expect(actions.map(\.kind) == ["source.fixAll.leaf"])
    let fixed = CodeActionTestSupport.apply(actions.first?.edit.changes[uri] ?? [], to: Self.text, encoding: .utf16)
    #expect(
      fixed
        == Self.text.replacingOccurrences(of: "Platfrom", with: "Platform")
        .replacingOccurrences(of: "buton", with: "button")
    )
    try await client.shutdownAndExit()
  }

  @Test func noContextDiagnosticsMeansThoseInTheRange() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-actions/Range.contract"
    let server = try await start(.utf16)
    let client = server.client
    try client.open(uri, text: Self.text)
    _ = try await client.waitForDiagnostics(uri)
    let onRole = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: LSPRange(6, 7, 6, 7), only: ["quickfix"])
      )
    )
    #expect(onRole.map(\.title) == ["Replace 'buton' with 'button'", "Suppress 'unknown-role' here (# leaf-ignore)"])
    let onMeaning = try CodeActionTestSupport.actions(
      try await client.request(
        "textDocument/codeAction",
        CodeActionTestSupport.params(uri, range: LSPRange(1, 3, 1, 3), only: ["quickfix"])
      )
    )
    #expect(onMeaning.isEmpty)
    let error = try await client.requestError(
      "textDocument/codeAction",
      CodeActionTestSupport.params("file:///tmp/leaf-lsp-tests-actions/unknown.contract", range: LSPRange(0, 0, 0, 0))
    )
    #expect(error.code == .requestFailed)
    try await client.shutdownAndExit()
  }
}
