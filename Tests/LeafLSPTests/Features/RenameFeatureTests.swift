import JSONRPC
import Testing

@testable import LeafLSP

/// `textDocument/prepareRename` and `textDocument/rename` across the workspace.
@Suite struct RenameFeatureTests {
  static let text = FeatureFixture.order

  /// `text` with `edits` applied (positions in UTF-16, lines split at LF).
  static func apply(_ edits: [JSONValue], to text: String) throws -> String {
    // Split the UTF-16 code units at LF: a CRLF is one Character, so String.split would not cut it.
    var lines = Array(text.utf16).split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
    let decoded = try edits.map {
      (try FeatureFixture.decode(LSPRange.self, $0["range"]), $0["newText"]?.stringValue ?? "")
    }
    for (range, newText) in decoded.sorted(by: {
      ($0.0.start.line, $0.0.start.character) > ($1.0.start.line, $1.0.start.character)
    }) {
      guard range.start.line == range.end.line, range.start.line < lines.count,
        range.end.character <= lines[range.start.line].count
      else {
        Issue.record("edit out of its line: \(range)")
        continue
      }
      lines[range.start.line].replaceSubrange(
        range.start.character..<range.end.character,
        with: Array(newText.utf16)
      )
    }
    return String(decoding: Array(lines.joined(separator: [10])), as: UTF16.self)
  }

  @Test(arguments: [false, true])
  func renameAnActionEverywhere(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let onMac = EditorPosition.of("Reorder", in: Self.text, nth: 2, plus: 2)
    let prepared = try await session.request("textDocument/prepareRename", "Orders/Order.contract", ["position": onMac])
    #expect(
      try FeatureFixture.decode(PrepareRenameResult.self, prepared)
        == PrepareRenameResult(
          range: EditorPosition.range(of: "Reorder", in: Self.text, nth: 2),
          placeholder: "Reorder"
        )
    )
    let edit = try await session.request(
      "textDocument/rename",
      "Orders/Order.contract",
      ["position": onMac, "newName": "Order Again"]
    )
    let changes = edit["changes"]
    let orderEdits = changes?[session.uri("Orders/Order.contract")]?.arrayValue ?? []
    let teamEdits = changes?[session.uri("Team.contract")]?.arrayValue ?? []
    // Nothing but the names changes: CRLF, emoji, shortcuts and the rest stay byte for byte.
    #expect(try Self.apply(orderEdits, to: Self.text) == Self.text.replacing("Reorder", with: "Order Again"))
    #expect(
      try Self.apply(teamEdits, to: FeatureFixture.team)
        == FeatureFixture.team.replacing("Reorder", with: "Order Again")
    )
    try await session.finish()
  }

  @Test(arguments: [false, true])
  func renameAComponentAndRefusals(endToEnd: Bool) async throws {
    let session = try await FeatureSession.start(FeatureFixture.files, endToEnd: endToEnd)
    let header = EditorPosition.of("OrderRow", in: Self.text, plus: 3)
    let edit = try await session.request(
      "textDocument/rename",
      "Orders/Order.contract",
      ["position": header, "newName": "PastOrderRow"]
    )
    #expect(
      edit["changes"]?[session.uri("Orders/Order.contract")]?[0]?["range"] == (try encodedAnswer(LSPRange(2, 0, 2, 8)))
    )
    let invalid = try await session.client.requestError(
      "textDocument/rename",
      [
        "textDocument": ["uri": .string(session.uri("Orders/Order.contract"))], "position": header,
        "newName": "Past Order",
      ]
    )
    #expect(invalid.code == .requestFailed)
    #expect(invalid.message.contains("not a valid component name"))
    let shortcut = EditorPosition.of("⌘R", in: Self.text)
    #expect(
      try await session.request("textDocument/prepareRename", "Orders/Order.contract", ["position": shortcut]) == .null
    )
    try await session.finish()
  }
}
