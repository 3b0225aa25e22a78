import Foundation
import JSONRPC

@testable import LeafLSP

/// A server — in this process or the built binary over real pipes — over a temporary workspace whose
/// contract files are all open: what the navigation and presentation feature tests talk to.
final class FeatureSession {
  let workspace: TemporaryWorkspace
  let client: TestClient
  private let process: ServerProcess?
  private let inProcess: InProcessServer?

  private init(workspace: TemporaryWorkspace, process: ServerProcess?, inProcess: InProcessServer?) {
    self.workspace = workspace
    self.process = process
    self.inProcess = inProcess
    client = process?.client ?? inProcess!.client
  }

  /// Starts a server over `files` (path → text), initialises it with `capabilities` and opens every file.
  static func start(
    _ files: [String: String],
    endToEnd: Bool,
    capabilities: JSONValue = [:]
  ) async throws -> FeatureSession {
    let workspace = try TemporaryWorkspace(files)
    let session =
      endToEnd
      ? FeatureSession(workspace: workspace, process: try ServerProcess(), inProcess: nil)
      : FeatureSession(workspace: workspace, process: nil, inProcess: InProcessServer())
    try await session.client.initialize(folders: [workspace.uri], capabilities: capabilities)
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      try session.client.open(workspace.uri(path), text: text)
    }
    return session
  }

  /// The URI of a file of the workspace.
  func uri(_ path: String) -> String { workspace.uri(path) }

  /// Sends a request about `path` with `params` added to its `textDocument`.
  func request(_ method: String, _ path: String, _ params: JSONObject = [:]) async throws -> JSONValue {
    var all = params
    all["textDocument"] = ["uri": .string(uri(path))]
    return try await client.request(method, .object(all))
  }

  /// Shuts the server down and removes the workspace.
  func finish() async throws {
    try await client.shutdownAndExit()
    if let process {
      _ = await process.waitForExit()
      await process.stop()
    }
    workspace.remove()
  }
}

/// Positions and ranges written the way an editor counts them (UTF-16 unless told).
enum EditorPosition {
  /// The position of the `nth` occurrence of `needle` in `text`, plus `offset` characters.
  static func of(_ needle: String, in text: String, nth: Int = 0, plus offset: Int = 0) -> JSONValue {
    let position = find(needle, in: text, nth: nth)
    return ["line": .integer(Int64(position.line)), "character": .integer(Int64(position.character + offset))]
  }

  /// The LSP range covering the `nth` occurrence of `needle`.
  static func range(of needle: String, in text: String, nth: Int = 0) -> LSPRange {
    let start = find(needle, in: text, nth: nth)
    return LSPRange(
      start: Position(line: start.line, character: start.character),
      end: Position(line: start.line, character: start.character + needle.utf16.count)
    )
  }

  private static func find(_ needle: String, in text: String, nth: Int) -> (line: Int, character: Int) {
    var searchStart = text.startIndex
    var found = text.range(of: needle)!
    for _ in 0..<nth {
      searchStart = found.upperBound
      found = text.range(of: needle, range: searchStart..<text.endIndex)!
    }
    let prefix = Array(text[..<found.lowerBound].utf16)
    let lastNewline = prefix.lastIndex(of: 10)
    let line = prefix.filter { $0 == 10 }.count
    return (line, lastNewline.map { prefix.count - $0 - 1 } ?? prefix.count)
  }
}

/// The contracts the feature tests share: ⌘ ⌥ ⇧ ⌫ → and an emoji before the names, CRLF line ends, a menu
/// referenced from a check.
enum FeatureFixture {
  static let order = [
    "App: Shop",
    "",
    "OrderRow",
    "Meaning: one past order 😀. Primary action: Reorder.",
    "See: Platform Copy Paste, Team Rules",
    "iPhone: row → details; Reorder button visible; Delete as swipe + custom action",
    "iPad: same + keyboard focus on row, context menu, ⌘R",
    "Mac: 😀 ⌫ table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫",
    "Check: Mac: Order → Reorder works with the keyboard alone.",
    "",
    "menu Order",
    "  Reorder: ⌘R",
    "",
  ].joined(separator: "\r\n")

  static let team = """
    catalog Team Rules
    Summary: what the team agreed.
    Link: https://example.com/team-rules

    CartRow
    Meaning: a cart line.
    Mac: table row, ⌥⇧⌘N; Reorder with ⌘R

    """

  static let files = ["Orders/Order.contract": order, "Team.contract": team]

  /// Decodes `value` as `T`.
  static func decode<T: Decodable>(_ type: T.Type, _ value: JSONValue?) throws -> T {
    try JSONValueDecoder().decode(T.self, from: value ?? .null)
  }
}
