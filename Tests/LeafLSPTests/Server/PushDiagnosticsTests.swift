import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/publishDiagnostics` while typing, in process.
@Suite struct PushDiagnosticsTests {
  @Test func seedOrderRowGetsExactlyItsTwoFindings() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": seedOrderRow])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(workspace.uri("OrderRow.contract"), text: seedOrderRow)
    let published = try await client.waitForDiagnostics(workspace.uri("OrderRow.contract"))
    #expect(published.version == 1)
    #expect(published.codes == ["mac-voiceover-untested", "focus-return-unspecified"])
    let voiceOver = try #require(published.diagnostics.first)
    #expect(voiceOver.range == LSPRange(0, 0, 0, 8))
    #expect(voiceOver.severity == .information)
    #expect(voiceOver.source == "leaf-lsp")
    #expect(voiceOver.codeDescription?.href == RuleCatalog.descriptor("mac-voiceover-untested")?.documentationURL)
    let focus = try #require(published.diagnostics.last)
    #expect(focus.range.start.line == 3)
    #expect(focus.severity == .warning)
    #expect(focus.codeDescription?.href.hasSuffix("docs/rules/focus-return-unspecified.md") == true)
    try await client.shutdownAndExit()
  }

  @Test func typingAConflictShowsItInBothFilesThenRemovesIt() async throws {
    let workspace = try TemporaryWorkspace([
      "Orders/OrderRow.contract": ContractFixtures.orderRow,
      "Cart/CartRow.contract": ContractFixtures.cartRow,
    ])
    defer { workspace.remove() }
    let orderURI = workspace.uri("Orders/OrderRow.contract")
    let cartURI = workspace.uri("Cart/CartRow.contract")
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(orderURI, text: ContractFixtures.orderRow)
    try client.open(cartURI, text: ContractFixtures.cartRow)
    #expect(try await client.waitForDiagnostics(orderURI).codes == [])
    #expect(try await client.waitForDiagnostics(cartURI).codes == [])

    // Type R over the Y of CartRow's Mac shortcut: ⌘R is now bound to two actions on Mac.
    let line = ContractFixtures.cartRowMacLine
    let column = ContractFixtures.cartRowMacKeyColumn
    try client.change(cartURI, version: 2, range: LSPRange(line, column, line, column + 1), text: "R")
    let cart = try await client.waitForDiagnostics(cartURI) { $0.version == 2 }
    #expect(cart.codes == ["shortcut-conflict"])
    let cartConflict = try #require(cart.diagnostics.first)
    #expect(cartConflict.range == LSPRange(line, column - 1, line, column + 1))
    let related = try #require(cartConflict.relatedInformation?.first)
    #expect(related.location.uri == orderURI)
    #expect(related.location.range == LSPRange(5, 26, 5, 28))
    // The other open file is re-published (at its own version) with the conflict.
    let order = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == ["shortcut-conflict"] }
    #expect(order.version == 1)
    #expect(order.diagnostics.first?.relatedInformation?.first?.location.uri == cartURI)

    // Type Y back: the conflict disappears from both files.
    try client.change(cartURI, version: 3, range: LSPRange(line, column, line, column + 1), text: "Y")
    #expect(try await client.waitForDiagnostics(cartURI) { $0.version == 3 }.codes == [])
    _ = try await client.waitForLatestDiagnostics(orderURI) { $0.codes == [] }
    try await client.shutdownAndExit()
  }

  @Test func conflictWithAFileThatIsNotOpenComesFromTheIndex() async throws {
    let conflicting = ContractFixtures.cartRow.replacingOccurrences(of: "⌘Y", with: "⌘R")
    let workspace = try TemporaryWorkspace([
      "OrderRow.contract": ContractFixtures.orderRow,
      "CartRow.contract": conflicting,
    ])
    defer { workspace.remove() }
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [workspace.uri])
    try client.open(workspace.uri("OrderRow.contract"), text: ContractFixtures.orderRow)
    let published = try await client.waitForDiagnostics(workspace.uri("OrderRow.contract"))
    // iPad and Mac both conflict; the first result already sees the unopened file.
    #expect(published.codes == ["shortcut-conflict", "shortcut-conflict"])
    #expect(
      published.diagnostics.allSatisfy {
        $0.relatedInformation?.first?.location.uri == workspace.uri("CartRow.contract")
      }
    )
    try await client.shutdownAndExit()
  }

  @Test func rapidTypingNeverPublishesAStaleResult() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-typing/Typing.contract"
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    var text = seedOrderRow
    var texts = [1: text]
    try client.open(uri, text: text)
    // Type a Check line, then a Focus line, one character per change.
    let typed = "Check: Mac: keyboard only.\nFocus after dismiss: selected row\n"
    var version = 1
    for character in typed {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let lastLine = lines.count - 1
      let column = lines[lastLine].utf16.count
      version += 1
      try client.change(
        uri,
        version: version,
        range: LSPRange(lastLine, column, lastLine, column),
        text: String(character)
      )
      text.append(character)
      texts[version] = text
    }
    let final = try await client.waitForDiagnostics(uri) { $0.version == version }
    #expect(final.codes == [])
    // Every result published matches a fresh analysis of the text at its version, and
    // versions never go backwards.
    let all = client.published(uri)
    #expect(all.map { $0.version ?? 0 } == all.map { $0.version ?? 0 }.sorted())
    for published in all {
      let version = try #require(published.version)
      let expected = try #require(texts[version])
      let fresh = ContractWorkspace()
      fresh.setDocument("/tmp/x.contract", text: expected)
      #expect(published.codes == fresh.diagnostics(for: "/tmp/x.contract").map(\.rule.rawValue), "version \(version)")
    }
    try await client.shutdownAndExit()
  }

  @Test func staleVersionsAndUnopenedDocumentsAreIgnored() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-versions/Row.contract"
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    try client.open(uri, text: seedOrderRow, version: 5)
    _ = try await client.waitForDiagnostics(uri) { $0.version == 5 }
    // Version 4 is older: ignored, the text stays as it was.
    try client.change(uri, version: 4, range: LSPRange(0, 0, 0, 8), text: "Broken line here")
    try client.change(uri, version: 6, range: LSPRange(0, 8, 0, 8), text: "2")
    let latest = try await client.waitForDiagnostics(uri) { $0.version == 6 }
    #expect(latest.codes == ["mac-voiceover-untested", "focus-return-unspecified"])
    #expect(latest.diagnostics.first?.range == LSPRange(0, 0, 0, 9))
    #expect(client.published(uri).allSatisfy { $0.version != 4 })
    _ = try await client.waitForNotification("window/logMessage") {
      $0["message"]?.stringValue?.contains("version 4 is not newer than 5") == true
    }
    try await client.shutdownAndExit()
  }

  @Test func closingClearsDiagnostics() async throws {
    let uri = "file:///tmp/leaf-lsp-tests-close/Row.contract"
    let server = InProcessServer()
    let client = server.client
    try await client.initialize()
    try client.open(uri, text: seedOrderRow)
    _ = try await client.waitForDiagnostics(uri) { !$0.diagnostics.isEmpty }
    try client.close(uri)
    let cleared = try await client.waitForLatestDiagnostics(uri) { $0.diagnostics.isEmpty }
    #expect(cleared.version == nil)
    try await client.shutdownAndExit()
  }
}
