import Foundation
import Testing

/// `leaf-lsp check --format json`, through the built binary.
@Suite("check --format json")
struct CheckJSONFormatTests {
  static let keys: Set<String> = [
    "path", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "catalogEntry", "related",
  ]

  @Test("standard output is one array; each item has every documented key, with the right types")
  func oneArrayWithEveryKey() async throws {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 1)
    #expect(result.stderr.isEmpty)
    let items = try Decode.diagnostics(result)
    #expect(items.count == 8)
    for item in items {
      #expect(Self.keys.isSubset(of: Set(item.keys)), "\(item)")
      #expect(item["path"] is String)
      for key in ["line", "column", "endLine", "endColumn"] {
        let number = item[key] as? Int
        #expect((number ?? 0) >= 1, "\(key) in \(item)")
      }
      #expect(["error", "warning", "information", "hint"].contains(item["severity"] as? String))
      #expect((item["rule"] as? String)?.isEmpty == false)
      #expect((item["message"] as? String)?.isEmpty == false)
      #expect(item["catalogEntry"] is String || item["catalogEntry"] is NSNull)
      #expect(item["related"] is [Any])
    }
    let findings = Set(items.compactMap(Finding.init(json:)))
    #expect(
      findings == [
        Finding("Cart/Badge.contract", 2, "information", "mac-voiceover-untested"),
        Finding("Cart/Badge.contract", 4, "hint", "unused-suppression"),
        Finding("Cart/Card.contract", 4, "error", "hover-only-information"),
        Finding("Nameless.contract", 2, "error", "missing-meaning"),
        Finding("Orders/ArchiveRow.contract", 6, "warning", "shortcut-conflict"),
        Finding("Orders/ExportRow.contract", 6, "warning", "shortcut-conflict"),
        Finding("Orders/Swiper.contract", 5, "error", "touch-only-action"),
        Finding("Tile.contract", 4, "warning", "focus-return-unspecified"),
      ]
    )
  }

  @Test("line and column are 1-based and counted in characters, as in the text format")
  func positionsInCharacters() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Card.contract", Fixture.hoverAfterEmoji)
    let result = try await folder.leafLSP(["check", "--format", "json", "Card.contract"])
    let items = try Decode.diagnostics(result)
    try #require(items.count == 1)
    let item = items[0]
    #expect(item["path"] as? String == "Card.contract")
    #expect(item["line"] as? Int == 4)
    #expect(item["column"] as? Int == 24)
    #expect(item["endLine"] as? Int == 4)
    #expect(item["endColumn"] as? Int == 35)
    #expect(item["severity"] as? String == "error")
    #expect(item["rule"] as? String == "hover-only-information")
    #expect((item["message"] as? String)?.contains("'secret note'") == true)
    #expect(item["catalogEntry"] as? String == "Platform Copy Paste")
    #expect((item["related"] as? [Any])?.isEmpty == true)
  }

  @Test("a shortcut conflict between two files points to the other file's path, line and column")
  func crossFileRelated() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/ArchiveRow.contract", Fixture.conflictArchive)
    try folder.write("Export/ExportRow.contract", Fixture.conflictExport)
    let result = try await folder.leafLSP(["check", "--format", "json", "Orders", "Export"])
    #expect(result.exitCode == 0)
    let items = try Decode.diagnostics(result)
    try #require(items.count == 2, "\(result.stdout)")
    let archive = try #require(items.first { $0["path"] as? String == "Orders/ArchiveRow.contract" })
    let export = try #require(items.first { $0["path"] as? String == "Export/ExportRow.contract" })
    for (item, line, column) in [(archive, 6, 38), (export, 6, 37)] {
      #expect(item["rule"] as? String == "shortcut-conflict")
      #expect(item["severity"] as? String == "warning")
      #expect(item["line"] as? Int == line)
      #expect(item["column"] as? Int == column)
      #expect(item["endColumn"] as? Int == column + 3)
      #expect(item["catalogEntry"] as? String == "Platform Interaction Contract")
    }
    let archiveRelated = try #require(archive["related"] as? [[String: Any]])
    try #require(archiveRelated.count == 1)
    #expect(archiveRelated[0]["path"] as? String == "Export/ExportRow.contract")
    #expect(archiveRelated[0]["line"] as? Int == 6)
    #expect(archiveRelated[0]["column"] as? Int == 37)
    #expect((archiveRelated[0]["message"] as? String)?.contains("Export") == true)
    let exportRelated = try #require(export["related"] as? [[String: Any]])
    try #require(exportRelated.count == 1)
    #expect(exportRelated[0]["path"] as? String == "Orders/ArchiveRow.contract")
    #expect(exportRelated[0]["line"] as? Int == 6)
    #expect(exportRelated[0]["column"] as? Int == 38)
  }

  @Test("a clean run prints an empty array")
  func emptyArray() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Counter.contract", Fixture.clean)
    let result = try await folder.leafLSP(["check", "--format", "json"])
    #expect(result.exitCode == 0)
    #expect(try Decode.diagnostics(result).isEmpty)
  }

  @Test("standard output stays one parseable array when an input is missing")
  func parseableOnUsageError() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let result = try await folder.leafLSP(["check", "-f", "json", "Swiper.contract", "Missing.contract"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("Missing.contract"))
    let items = try Decode.diagnostics(result)
    #expect(items.compactMap(Finding.init(json:)) == [Finding("Swiper.contract", 5, "error", "touch-only-action")])
  }
}
