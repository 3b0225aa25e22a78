import ContractModel
import Foundation
import Testing

@testable import LeafLSP

/// `check` on a workspace of several apps: one app at a time (`AppGroups`), the texts past
/// `keptTextBytes` let go as they are read and read again with their app's group.
@Suite struct CheckAppGroupsTests {
  /// Two apps: Leaf's row conflicts with Leaf's menu and names Fern's catalog entry; Fern's row
  /// has a path of one platform.
  static let files: [String: String] = [
    "Leaf/Menu.contract": "App: Leaf\n\nmenu Garden\n  Water: ⌘J\n  Water Twice: ⌘K\n",
    "Leaf/PlantRow.contract": """
    App: Leaf
    See: Fern Care

    PlantRow
    Meaning: a plant 🌱. Primary action: Water.
    iPhone: Water button visible
    iPad: Water button, keyboard focus, ⌘K
    Mac: Water in menu bar, ⌘K; Water button, keyboard focus, focus ring
    Check: Mac: Garden → Water works with the keyboard alone.

    """,
    "Fern/Catalog.contract": "App: Fern\n\ncatalog Fern Care\nSummary: how ferns are watered.\n",
    "Fern/FernRow.contract": "App: Fern\n\nFernRow\nMeaning: a fern.\nMac: table row\n",
  ]

  /// Each finding of `files` as path, line, rule and message, related locations with their lines.
  static func rendered(_ files: [CheckedFile]) -> [String] {
    let lines = Dictionary(files.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
    return files.flatMap { file in
      file.diagnostics.map { diagnostic in
        let related = diagnostic.related.map {
          "\($0.location.document):\(lines[$0.location.document]!.position(of: $0.location.range.start).line)"
        }
        let line = file.lines.position(of: diagnostic.range.start).line
        return "\(file.key):\(line) \(diagnostic.rule) \(diagnostic.message) \(related)"
      }
    }
  }

  /// The inputs of the workspace at `root`, keeping `keptTextBytes` of texts.
  static func inputs(_ root: String, keptTextBytes: Int) -> CheckInputs {
    CheckInputs(paths: [root], stdinFilename: nil, keptTextBytes: keptTextBytes) { ConfigurationLoader(root: $0) }
  }

  @Test func textsLetGoAreReadAgainWithTheSameFindings() throws {
    let workspace = try TemporaryWorkspace(Self.files)
    defer { workspace.remove() }
    var kept = Self.inputs(workspace.root.path, keptTextBytes: .max)
    #expect(kept.deferredTexts.isEmpty)
    let expected = Self.rendered(CheckCommand.analyse(&kept))
    #expect(expected.contains { $0.contains("shortcut-conflict") })
    #expect(expected.contains { $0.contains("missing-platform-path") && $0.contains("FernRow") })
    #expect(!expected.contains { $0.contains("unknown-catalog-entry") })
    // Nothing kept: every contract's text is let go once described, and read again with its group.
    var letGo = Self.inputs(workspace.root.path, keptTextBytes: 0)
    #expect(letGo.deferredTexts.count == 4)
    let textsHeld = letGo.documents.filter { !$0.text.isEmpty }.count
    #expect(textsHeld == 0)
    #expect(letGo.groupMembers.count == 4)
    #expect(Self.rendered(CheckCommand.analyse(&letGo)) == expected)
    #expect(letGo.errors.isEmpty)
    #expect(letGo.deferredTexts.isEmpty)
  }

  @Test func aFileChangedBeforeItsGroupIsReadIsAnInputError() throws {
    let workspace = try TemporaryWorkspace(Self.files)
    defer { workspace.remove() }
    var inputs = Self.inputs(workspace.root.path, keptTextBytes: 0)
    try workspace.write("Fern/FernRow.contract", "App: Fern\n\nFernLeaf\nMeaning: a fern.\nMac: table row\n")
    try workspace.delete("Leaf/Menu.contract")
    let findings = Self.rendered(CheckCommand.analyse(&inputs))
    #expect(inputs.errors.count == 2)
    #expect(inputs.errors.contains { $0.hasSuffix("FernRow.contract: changed while it was checked") })
    #expect(
      inputs.errors.contains { $0.hasSuffix("Menu.contract: cannot be read again: it changed while it was checked") }
    )
    // The text checked is the new one.
    #expect(findings.contains { $0.contains("FernRow.contract") && $0.contains("'FernLeaf'") })
    #expect(CheckCommand.exitStatus([], inputs: inputs, maxWarnings: nil) == .usageOrIOError)
  }

  @Test func theBinaryChecksTwoAppsAsTheServerDoes() async throws {
    let folder = try TemporaryFolder()
    for (path, text) in Self.files { try folder.write(path, text) }
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 1)
    let findings = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]])
    let rules = findings.map { "\($0["path"] ?? "") \($0["rule"] ?? "")" }
    #expect(rules.contains("Leaf/Menu.contract shortcut-conflict"))
    #expect(rules.contains("Leaf/PlantRow.contract shortcut-conflict"))
    #expect(rules.contains("Fern/FernRow.contract missing-platform-path"))
    #expect(!rules.contains { $0.hasSuffix("unknown-catalog-entry") })
  }
}
