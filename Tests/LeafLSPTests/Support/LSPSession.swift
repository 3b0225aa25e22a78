import Foundation
import JSONRPC

@testable import LeafLSP

/// Typed LSP steps on a ``TestClient``.
extension TestClient {
  /// `initialize` then `initialized`; returns the `initialize` result.
  @discardableResult
  func initialize(
    folders: [String] = [],
    capabilities: JSONValue = [:],
    initializationOptions: JSONValue? = nil,
    sendInitialized: Bool = true
  ) async throws -> JSONValue {
    var params: JSONObject = [
      "processId": .null,
      "capabilities": capabilities,
      "workspaceFolders": .array(folders.map { ["uri": .string($0), "name": "folder"] }),
    ]
    if let initializationOptions { params["initializationOptions"] = initializationOptions }
    let result = try await request("initialize", .object(params))
    if sendInitialized { try notify("initialized", [:]) }
    return result
  }

  /// `textDocument/didOpen`.
  func open(_ uri: String, text: String, version: Int = 1) throws {
    try notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "contract", "version": .integer(Int64(version)), "text": .string(text),
        ]
      ]
    )
  }

  /// `textDocument/didChange` with one ranged edit (positions in the negotiated encoding).
  func change(_ uri: String, version: Int, range: LSPRange, text: String) throws {
    try changes(uri, version: version, [TextDocumentContentChangeEvent(range: range, text: text)])
  }

  /// `textDocument/didChange` with several changes.
  func changes(_ uri: String, version: Int, _ changes: [TextDocumentContentChangeEvent]) throws {
    try notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
        "contentChanges": try JSONValueEncoder().encode(changes),
      ]
    )
  }

  /// `textDocument/didClose`.
  func close(_ uri: String) throws {
    try notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
  }

  /// `shutdown` then `exit`.
  func shutdownAndExit() async throws {
    _ = try await request("shutdown")
    try notify("exit")
  }
}

extension LSPRange {
  /// A range from line/character pairs.
  init(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) {
    self.init(
      start: Position(line: startLine, character: startCharacter),
      end: Position(line: endLine, character: endCharacter)
    )
  }
}

extension PublishDiagnosticsParams {
  /// The rule ids, in order.
  var codes: [String] { diagnostics.compactMap(\.code) }
}

/// The seed's own OrderRow, verbatim from the contract language design.
let seedOrderRow = """
  OrderRow
  Meaning: one past order. Number, date, total, status. Primary action: Reorder.
  iPhone: row → details; Reorder button visible; Delete as swipe + custom action
  iPad: same + keyboard focus on row, context menu, ⌘R
  Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫

  """
