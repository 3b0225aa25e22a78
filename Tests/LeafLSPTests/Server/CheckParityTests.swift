import ContractModel
import Foundation
import JSONRPC
import Testing

@testable import LeafLSP

/// The server and `leaf-lsp check` resolve configuration the same way and find the same
/// diagnostics, one by one: for the files of `Examples/Leaf`, for a workspace of contracts and
/// Swift, and for a workspace with nested config files, an exclude and a broken config.
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

  /// What `leaf-lsp check <folder>` finds, through the check command's own analysis, with
  /// positions in UTF-16.
  static func checkFindings(
    folder: String,
    batchBytes: Int = CheckCommand.readingBatchBytes,
    keptTextBytes: Int = CheckCommand.keptTextBytes
  ) -> [Finding] {
    var inputs = CheckInputs(paths: [folder], stdinFilename: nil, keptTextBytes: keptTextBytes) {
      ConfigurationLoader(root: $0)
    }
    let files = CheckCommand.analyse(&inputs, batchBytes: batchBytes)
    let lines = Dictionary(files.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    var findings: [Finding] = []
    for file in files.sorted(by: { $0.key < $1.key }) {
      for diagnostic in file.diagnostics {
        let related = diagnostic.related.map {
          Location(
            uri: DocumentURI.uri(fromPath: $0.location.document),
            range: DiagnosticConverter.range($0.location.range, in: lines[$0.location.document]!, encoding: .utf16)
          )
        }
        findings.append(
          Finding(
            file: file.key,
            range: DiagnosticConverter.range(diagnostic.range, in: file.lines, encoding: .utf16),
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

  /// What the server reports for the workspace folder `folder`: contract files through
  /// `workspace/diagnostic`, config files through `publishDiagnostics`.
  static func serverFindings(folder: String, configFiles: Set<String>) async throws -> [Finding] {
    let server = InProcessServer()
    let client = server.client
    try await client.initialize(folders: [DocumentURI.uri(fromPath: folder)])
    let result = try await client.request("workspace/diagnostic", ["previousResultIds": []])
    var reports: [(file: String, items: [LSPDiagnostic])] = []
    for item in result["items"]?.arrayValue ?? [] {
      let report = try item.decode(DocumentDiagnosticReport.self)
      let file = try #require(report.uri.flatMap(DocumentURI.path(fromURI:)))
      reports.append((file, report.items ?? []))
    }
    for file in configFiles {
      let published = try await client.waitForDiagnostics(DocumentURI.uri(fromPath: file))
      reports.append((file, published.diagnostics))
    }
    try await client.shutdownAndExit()
    return reports.sorted { $0.file < $1.file }.flatMap { report in
      report.items.map {
        Finding(
          file: report.file,
          range: $0.range,
          severity: $0.severity,
          code: $0.code,
          message: $0.message,
          related: $0.relatedInformation?.map(\.location) ?? []
        )
      }
    }
  }

  private func expectSame(_ actual: [Finding], _ expected: [Finding]) {
    #expect(actual.count == expected.count)
    for (server, check) in zip(actual, expected) {
      #expect(server == check)
    }
  }

  @Test func serverAndCheckAgreeOnExamplesLeaf() async throws {
    let folder = ConfigurationLoader.standardized(TestPaths.leafExample.path)
    try #require(FileManager.default.fileExists(atPath: folder), "Examples/Leaf is missing")
    let expected = Self.checkFindings(folder: folder)
    // The README's nine findings, all in the broken port; the excluded draft is not walked.
    #expect(expected.count == 9)
    #expect(expected.allSatisfy { $0.file.hasSuffix("Orders/PortedFromIPhone.contract") })
    expectSame(try await Self.serverFindings(folder: folder, configFiles: []), expected)
  }

  @Test func serverAndCheckAgreeOnContractsAndSwift() async throws {
    // Archive is a swipe only (Reorder is a menu command of LeafApp.swift, so it is not).
    let archiveList = SwiftFixtures.swipeOnlyList.replacingOccurrences(of: "Reorder", with: "Archive")
    let workspace = try TemporaryWorkspace([
      "Contracts/OrderRow.contract": SwiftFixtures.orderRowContract,
      "App/LeafApp.swift": SwiftFixtures.driftingApp,
      "App/OrdersList.swift": archiveList,
      ".build/checkouts/Other/Other.swift": SwiftFixtures.swipeOnlyList,
    ])
    defer { workspace.remove() }
    let expected = Self.checkFindings(folder: workspace.root.path)
    // Drift on the contract, and the code rules' findings in the Swift (not in .build).
    #expect(expected.contains { $0.code == "contract-drift" && $0.file.hasSuffix("OrderRow.contract") })
    #expect(expected.contains { $0.code == "touch-only-action" && $0.file.hasSuffix("App/OrdersList.swift") })
    #expect(!expected.contains { $0.file.contains("/.build/") })
    expectSame(try await Self.serverFindings(folder: workspace.root.path, configFiles: []), expected)
  }

  @Test func serverAndCheckAgreeWhenCheckReadsOneFilePerBatch() async throws {
    // The component is read before the menu it names (a batch of its own, first in path order):
    // check reads it again once the menu is known.
    let workspace = try TemporaryWorkspace([
      "A.contract": ContractFixtures.detailPane,
      "Z.contract": ContractFixtures.detailsMenu,
    ])
    defer { workspace.remove() }
    let expected = Self.checkFindings(folder: workspace.root.path, batchBytes: 1)
    #expect(expected.filter { $0.code == "shortcut-mismatch" }.count == 2)
    #expect(expected.contains { $0.code == "unknown-menu-command" && $0.file.hasSuffix("A.contract") })
    #expect(Self.checkFindings(folder: workspace.root.path) == expected)
    expectSame(try await Self.serverFindings(folder: workspace.root.path, configFiles: []), expected)
  }

  @Test func serverAndCheckAgreeOnAWorkspaceOfTwoApps() async throws {
    // check reads it one app at a time (AppGroups); the server, whole. Leaf's row conflicts with
    // Leaf's menu, names Fern's catalog entry, and shares a component name with Fern.
    let leafRow = """
      App: Leaf
      See: Fern Care

      PlantRow
      Meaning: a plant. Primary action: Water.
      iPhone: Water button visible
      iPad: Water button, keyboard focus, ⌘K
      Mac: Water in menu bar, ⌘K; Water button, keyboard focus, focus ring
      Check: Mac: Garden → Water works with the keyboard alone.

      """
    let fernCatalog = "App: Fern\n\ncatalog Fern Care\nSummary: how ferns are watered.\n"
    let workspace = try TemporaryWorkspace([
      "Leaf/Menu.contract": "App: Leaf\n\nmenu Garden\n  Water: ⌘J\n  Water Twice: ⌘K\n",
      "Leaf/PlantRow.contract": leafRow,
      "Fern/Catalog.contract": fernCatalog,
      "Fern/PlantRow.contract": leafRow.replacingOccurrences(of: "App: Leaf", with: "App: Fern"),
      "README.md": "# Garden\n\nNo contract here.\n",
    ])
    defer { workspace.remove() }
    let inputs = CheckInputs(paths: [workspace.root.path], stdinFilename: nil, keptTextBytes: 0) {
      ConfigurationLoader(root: $0)
    }
    #expect(AppGroups.plan(inputs.groupMembers, keys: inputs.documents.map(\.key))?.groups.count == 2)
    // Nothing kept: read one app at a time, as past 16 MB.
    let expected = Self.checkFindings(folder: workspace.root.path, keptTextBytes: 0)
    #expect(Self.checkFindings(folder: workspace.root.path) == expected)
    #expect(expected.contains { $0.code == "shortcut-conflict" && !$0.related.isEmpty })
    #expect(!expected.contains { $0.code == "unknown-catalog-entry" || $0.code == "duplicate-component" })
    expectSame(try await Self.serverFindings(folder: workspace.root.path, configFiles: []), expected)
  }

  @Test func serverAndCheckAgreeWithNestedConfigsExcludesAndABrokenConfig() async throws {
    let other = seedOrderRow.replacingOccurrences(of: "OrderRow", with: "OtherRow")
    let workspace = try TemporaryWorkspace([
      ".leaf-lsp.json": #"{"rules": {"mac-voiceover-untested": "warning"}, "exclude": ["drafts/**"]}"#,
      "OrderRow.contract": seedOrderRow,
      "sub/.leaf-lsp.json":
        "{\n  \"rules\": {\"focus-return-unspecified\": \"off\",\n  \"bogus-rule\": \"error\"}\n}\n",
      "sub/OtherRow.contract": other,
      "drafts/Draft.contract": "not a contract line\n",
    ])
    defer { workspace.remove() }
    let expected = Self.checkFindings(folder: workspace.root.path)
    #expect(
      expected.map(\.code) == [
        "mac-voiceover-untested", "focus-return-unspecified", "config", "mac-voiceover-untested",
      ]
    )
    #expect(expected.first?.severity == .warning)
    #expect(expected.last?.severity == .information)
    let actual = try await Self.serverFindings(
      folder: workspace.root.path,
      configFiles: [workspace.path("sub/.leaf-lsp.json")]
    )
    expectSame(actual, expected)
  }
}
