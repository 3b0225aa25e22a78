import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// The server and `check`-style analysis resolve configuration the same way and find the same
/// diagnostics, one by one, for the files of `Examples/Leaf`.
@Suite struct CheckParityTests {
  /// One diagnostic in a form both sides can produce.
  struct Finding: Hashable, CustomStringConvertible {
    var file: String
    var range: LSPRange
    var severity: DiagnosticSeverity?
    var code: String?
    var message: String
    var related: [Location]

    var description: String {
      "\(file):\(range.start.line + 1):\(range.start.character + 1) \(code ?? "-") \(message)"
    }
  }

  /// What `leaf-lsp check <folder>` analyses: a folder walk with a loader rooted at the folder,
  /// a fresh workspace, every file read from disk.
  static func checkFindings(folder: String) -> [Finding] {
    let loader = ConfigurationLoader(root: folder)
    let files = ContractFileFinder.files(in: folder, loader: loader)
    let workspace = ContractWorkspace(configuration: { loader.configuration(forDocumentAt: $0) })
    for file in files {
      workspace.setDocument(file, text: ContractFileReader.text(atPath: file) ?? "")
    }
    var findings: [Finding] = []
    for file in files {
      let lines = workspace.document(file)!.lines
      for diagnostic in workspace.diagnostics(for: file) {
        let related = diagnostic.related.map {
          Location(
            uri: DocumentURI.uri(fromPath: $0.location.document),
            range: DiagnosticConverter.range(
              $0.location.range,
              in: workspace.document($0.location.document)!.lines,
              encoding: .utf16
            )
          )
        }
        findings.append(
          Finding(
            file: file,
            range: DiagnosticConverter.range(diagnostic.range, in: lines, encoding: .utf16),
            severity: DiagnosticConverter.severity(diagnostic.severity),
            code: diagnostic.rule.rawValue,
            message: diagnostic.message,
            related: related
          )
        )
      }
    }
    return findings
  }

  @Test func serverAndCheckAgreeOnExamplesLeaf() async throws {
    let folder = ConfigurationLoader.standardized(TestPaths.leafExample.path)
    try #require(FileManager.default.fileExists(atPath: folder), "Examples/Leaf is missing")
    let expected = Self.checkFindings(folder: folder)
    #expect(expected.count >= 5, "the example should have findings to compare")
    #expect(!expected.contains { $0.file.contains("/drafts/") })

    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [DocumentURI.uri(fromPath: folder)])
    let result = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    var actual: [Finding] = []
    for item in result["items"]?.arrayValue ?? [] {
      let report = try item.decode(DocumentDiagnosticReport.self)
      let file = try #require(report.uri.flatMap(DocumentURI.path(fromURI:)))
      for diagnostic in report.items ?? [] {
        actual.append(
          Finding(
            file: file,
            range: diagnostic.range,
            severity: diagnostic.severity,
            code: diagnostic.code,
            message: diagnostic.message,
            related: diagnostic.relatedInformation?.map(\.location) ?? []
          )
        )
      }
    }
    #expect(actual.count == expected.count)
    for (server, check) in zip(actual, expected) {
      #expect(server == check)
    }

    // Opening a file (push) gives the same findings for it as well.
    let ported = folder + "/Orders/PortedFromIPhone.contract"
    let text = try #require(ContractFileReader.text(atPath: ported))
    try client.open(DocumentURI.uri(fromPath: ported), text: text)
    let published = try await client.waitForDiagnostics(DocumentURI.uri(fromPath: ported))
    #expect(published.diagnostics.map(\.message) == expected.filter { $0.file == ported }.map(\.message))
    try await client.shutdownAndExit()
  }
}
