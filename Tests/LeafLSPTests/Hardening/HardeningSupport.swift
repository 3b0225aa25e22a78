import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// Shared steps of the hardening tests.
enum Hardening {
  /// Whether the long versions of the resource tests run (`LEAF_LONG_TESTS=1`).
  static let longTests = ProcessInfo.processInfo.environment["LEAF_LONG_TESTS"] == "1"

  /// `short` normally, `long` under `LEAF_LONG_TESTS=1`.
  static func size(_ short: Int, long: Int) -> Int { longTests ? long : short }

  /// A `leaf-lsp` child process logging to a file in `workspace`, initialised with the workspace
  /// folder and `OrderRow.contract` (``seedOrderRow``) open.
  static func startServer(
    in workspace: TemporaryWorkspace,
    arguments: [String] = [],
    capabilities: JSONValue = [:]
  ) async throws -> (ServerProcess, logFile: URL) {
    let logFile = workspace.root.appendingPathComponent("server.log")
    let process = try ServerProcess(arguments: ["serve", "--stdio", "--log-file", logFile.path] + arguments)
    try await process.client.initialize(folders: [workspace.uri], capabilities: capabilities)
    return (process, logFile)
  }

  /// Asserts that the server still answers a valid request correctly: the pull diagnostics of
  /// `uri`, whose text is ``seedOrderRow``.
  static func expectStillServing(_ client: TestClient, uri: String, id: String = UUID().uuidString) async throws {
    let body =
      #"{"jsonrpc":"2.0","id":"\#(id)","method":"textDocument/diagnostic","params":"#
      + #"{"textDocument":{"uri":"\#(uri)"}}}"#
    try client.sendBody(body)
    let response = try await client.response(to: .string(id))
    guard case .response(_, let result) = response else {
      Issue.record("expected a result, got \(response.jsonValue)")
      return
    }
    #expect(result["kind"] == "full")
    let codes = result["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue }
    #expect(codes == ["mac-voiceover-untested", "focus-return-unspecified"])
  }

  /// The resident set size of process `pid` in KiB (`VmRSS`), or its peak (`VmHWM`).
  static func residentKiB(_ pid: Int32, peak: Bool = false) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    let field = peak ? "VmHWM:" : "VmRSS:"
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  }

  /// Logs a measurement so runs can be recorded in `Documentation/Reliability.md`.
  static func record(_ line: String) {
    FileHandle.standardError.write(Data("[hardening] \(line)\n".utf8))
  }
}
