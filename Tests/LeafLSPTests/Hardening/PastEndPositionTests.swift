import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Valid positions past the end of a line or of the document, against the built binary over real
/// pipes, in a CRLF contract with ⌘ ⌥ ⇧ ⌫ → and an emoji: LSP says they default back to the line's
/// length (the document's end), so every request answers as it does at the clamped position, no
/// edit reaches outside the text, and the server keeps serving.
@Suite struct PastEndPositionTests {
  static let text = [
    "Platforms: iPad, Mac", "OrderRow", "Meaning: ⌘ ⌥ ⇧ ⌫ → 😀 one past order. Primary action: Reorder.",
    "iPad: row → details, ⌘R", "Mac: table row; Reorder in menu bar, ⌘R; Delete ⌫",
    "Check: Mac: 😀 VoiceOver reads the row.", "", "menu Order", "  Reorder:   ⌘R", "",
  ].joined(separator: "\r\n")

  /// The UTF-16 lines of ``text``.
  static let lines = text.components(separatedBy: "\r\n").map { $0.utf16.count }

  /// A position as JSON.
  static func position(_ line: Int, _ character: Int) -> JSONValue {
    ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
  }

  /// Positions past the end, each with the one LSP clamps it to.
  static let positions: [(past: JSONValue, clamped: JSONValue)] = [
    (position(2, 10_000), position(2, lines[2])),
    (position(4, lines[4] + 1), position(4, lines[4])),
    (position(5, 1_000_000), position(5, lines[5])),
    (position(1_000, 0), position(lines.count - 1, 0)),
    (position(1_000, 1_000), position(lines.count - 1, 0)),
  ]

  /// The params of each request at `position` (a range from the start for the ranged ones).
  static func requests(_ uri: String, _ position: JSONValue) -> [(method: String, params: JSONValue)] {
    let document: JSONValue = ["uri": .string(uri)]
    let start = Self.position(0, 0)
    return [
      ("textDocument/hover", ["textDocument": document, "position": position]),
      ("textDocument/completion", ["textDocument": document, "position": position]),
      ("textDocument/definition", ["textDocument": document, "position": position]),
      ("textDocument/documentHighlight", ["textDocument": document, "position": position]),
      (
        "textDocument/codeAction",
        ["textDocument": document, "range": ["start": position, "end": position], "context": ["diagnostics": []]]
      ),
      (
        "textDocument/codeAction",
        ["textDocument": document, "range": ["start": start, "end": position], "context": ["diagnostics": []]]
      ),
      (
        "textDocument/rangeFormatting",
        ["textDocument": document, "range": ["start": start, "end": position], "options": [:]]
      ),
    ]
  }

  @Test func pastTheEndAnswersAsTheClampedPosition() async throws {
    let workspace = try TemporaryWorkspace(["OrderRow.contract": Self.text])
    defer { workspace.remove() }
    let (process, _) = try await Hardening.startServer(in: workspace)
    let client = process.client
    let uri = workspace.uri("OrderRow.contract")
    try client.open(uri, text: Self.text)
    _ = try await client.waitForDiagnostics(uri)

    var answered: Set<String> = []
    for (past, clamped) in Self.positions {
      for ((method, params), (_, clampedParams)) in zip(Self.requests(uri, past), Self.requests(uri, clamped)) {
        let answer = try await client.request(method, params)
        let expected = try await client.request(method, clampedParams)
        #expect(answer == expected, "\(method) at \(past)")
        if answer != .null, answer != [] { answered.insert(method) }
        guard method == "textDocument/rangeFormatting" else { continue }
        // The edits stay inside the text, and keep every character but blanks.
        for edit in answer.arrayValue ?? [] {
          let end = try #require(edit["range"]?["end"])
          let line = try #require(end["line"]?.intValue)
          #expect(line < Self.lines.count && (end["character"]?.intValue ?? 0) <= Self.lines[line], "\(edit)")
        }
        let edits = try (answer.arrayValue ?? []).map { try JSONValueDecoder().decode(TextEdit.self, from: $0) }
        let formatted = CodeActionTestSupport.apply(edits, to: Self.text, encoding: .utf16)
        #expect(formatted.filter { !$0.isWhitespace } == Self.text.filter { !$0.isWhitespace })
      }
    }
    let symbols = try await client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
    #expect(symbols.arrayValue?.contains { $0["name"] == "OrderRow" } == true)
    // The answers are not all empty: hover, completion and formatting say something at the ends.
    #expect(answered.count >= 3, "\(answered)")
    try await client.shutdownAndExit()
    #expect(await process.waitForExit() == 0)
    await process.stop()
  }
}
