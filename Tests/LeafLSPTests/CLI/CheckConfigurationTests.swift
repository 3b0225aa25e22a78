import Foundation
import Testing

/// `.leaf-lsp.json` as `leaf-lsp check` reads it, through the built binary.
@Suite("check configuration")
struct CheckConfigurationTests {
  /// A folder whose contracts give, with default settings, `touch-only-action` (error, Swiper.contract:5)
  /// and `mac-voiceover-untested` (information, Badge.contract:2), plus the Badge's unused-suppression hint.
  private func folder(config: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(".leaf-lsp.json", config)
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    try folder.write("Badge.contract", Fixture.informationOnly)
    return folder
  }

  private static let defaultFindings: Set<Finding> = [
    Finding("Swiper.contract", 5, "error", "touch-only-action"),
    Finding("Badge.contract", 2, "information", "mac-voiceover-untested"),
    Finding("Badge.contract", 4, "hint", "unused-suppression"),
  ]

  @Test("invalid JSON is a config error at its line and column, and the contracts are checked with defaults")
  func invalidJSON() async throws {
    let folder = try folder(config: "{\n  \"rules\": {\n    \"mac-voiceover-untested\": \"off\",\n  oops\n}\n")
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 1)
    let items = try Decode.diagnostics(result)
    let config = try #require(items.first { $0["rule"] as? String == "config" })
    #expect(config["path"] as? String == ".leaf-lsp.json")
    #expect(config["severity"] as? String == "error")
    #expect(config["line"] as? Int == 4)
    #expect(config["column"] as? Int == 3)
    #expect((config["message"] as? String)?.contains("JSON") == true)
    // "off" was never read: the information is still reported.
    #expect(
      Set(items.compactMap(Finding.init(json:))).subtracting([Finding(".leaf-lsp.json", 4, "error", "config")])
        == Self.defaultFindings
    )

    let text = try await folder.leafLSP(["check", "."])
    let lines = text.stdout.lines
    let header = try #require(
      lines.firstIndex { $0.hasPrefix(".leaf-lsp.json:4:3: error: ") && $0.hasSuffix("[config]") },
      "\(text.stdout)"
    )
    #expect(lines[header + 1] == "    oops")
    #expect(lines[header + 2] == "    ^")
  }

  @Test("an unknown rule id is a config error on that key, with a did-you-mean; the contracts are still checked")
  func unknownRule() async throws {
    let folder = try folder(config: "{\n  \"rules\": {\n    \"touch-only-actoin\": \"off\"\n  }\n}\n")
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 1)
    let items = try Decode.diagnostics(result)
    let config = try #require(items.first { $0["rule"] as? String == "config" })
    #expect(config["path"] as? String == ".leaf-lsp.json")
    #expect(config["line"] as? Int == 3)
    #expect(config["column"] as? Int == 5)
    #expect((config["message"] as? String)?.contains("touch-only-actoin") == true)
    #expect(Set(items.compactMap(Finding.init(json:))).isSuperset(of: Self.defaultFindings))
  }

  @Test("an unknown severity is a config error on that value; the contracts are still checked")
  func unknownSeverity() async throws {
    let folder = try folder(config: "{\n  \"rules\": {\n    \"touch-only-action\": \"loud\"\n  }\n}\n")
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 1)
    let items = try Decode.diagnostics(result)
    let config = try #require(items.first { $0["rule"] as? String == "config" })
    #expect(config["line"] as? Int == 3)
    #expect(config["column"] as? Int == 26)
    #expect(config["endColumn"] as? Int == 32)
    #expect((config["message"] as? String)?.contains("loud") == true)
    #expect(Set(items.compactMap(Finding.init(json:))).isSuperset(of: Self.defaultFindings))
  }

  @Test("an unknown platform is a config error on that value")
  func unknownPlatform() async throws {
    let folder = try folder(config: #"{"platforms": ["iPhone", "Windows"]}"#)
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    let items = try Decode.diagnostics(result)
    let config = try #require(items.first { $0["rule"] as? String == "config" })
    #expect(config["line"] as? Int == 1)
    #expect(config["column"] as? Int == 26)
    #expect((config["message"] as? String)?.contains("Windows") == true)
  }

  @Test("a config error in the SARIF and GitHub formats points into the config file")
  func configInOtherFormats() async throws {
    let folder = try folder(config: "{\n  \"rules\": {\n    \"touch-only-action\": \"loud\"\n  }\n}\n")
    let github = try await folder.leafLSP(["check", "--format", "github", "."])
    #expect(
      github.stdout.lines.contains {
        $0.hasPrefix("::error file=.leaf-lsp.json,line=3,col=26,") && $0.contains("title=config::")
      }
    )
    let sarif = try await folder.leafLSP(["check", "--format", "sarif", "."])
    let log = try Decode.object(sarif.standardOutput)
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let config = try #require(results.first { $0["ruleId"] as? String == "config" })
    let physical = (config["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == ".leaf-lsp.json")
    #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 3)
  }

  @Test("a rule set to off is silenced, and a rule's severity can be changed")
  func ruleSettings() async throws {
    let folder = try folder(config: #"{"rules": {"mac-voiceover-untested": "off", "touch-only-action": "warning"}}"#)
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    let findings = Set(try Decode.diagnostics(result).compactMap(Finding.init(json:)))
    #expect(
      findings == [
        Finding("Swiper.contract", 5, "warning", "touch-only-action"),
        Finding("Badge.contract", 4, "hint", "unused-suppression"),
      ]
    )
    #expect(result.exitCode == 0)
    let strict = try await folder.leafLSP(["check", "--max-warnings", "0", "."])
    #expect(strict.exitCode == 1)
  }

  @Test("the nearest config applies: a subfolder's file overrides its parent's")
  func nearestConfigWins() async throws {
    let folder = try folder(config: #"{"rules": {"touch-only-action": "warning"}}"#)
    try folder.write("Strict/.leaf-lsp.json", #"{"rules": {"touch-only-action": "error"}}"#)
    try folder.write(
      "Strict/Swiper2.contract",
      Fixture.touchOnlyOnMac.replacingOccurrences(of: "Swiper", with: "Swiper2")
    )
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    let findings = Set(try Decode.diagnostics(result).compactMap(Finding.init(json:)))
    #expect(findings.contains(Finding("Swiper.contract", 5, "warning", "touch-only-action")))
    #expect(findings.contains(Finding("Strict/Swiper2.contract", 5, "error", "touch-only-action")))
  }

  @Test("exclude globs skip files in folder walks, but a file named explicitly is still checked")
  func excludeGlobs() async throws {
    let folder = try TemporaryFolder()
    try folder.write(".leaf-lsp.json", #"{"exclude": ["drafts/**", "*.draft.contract"]}"#)
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    try folder.write("drafts/Nameless.contract", Fixture.missingMeaning)
    try folder.write(
      "drafts/deeper/Nameless2.contract",
      Fixture.missingMeaning.replacingOccurrences(of: "Nameless", with: "Nameless2")
    )
    try folder.write(
      "Orders/Old.draft.contract",
      Fixture.missingMeaning.replacingOccurrences(of: "Nameless", with: "Old")
    )
    let walk = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(Set(try Decode.diagnostics(walk).compactMap { $0["path"] as? String }) == ["Swiper.contract"])
    let subfolderWalk = try await folder.leafLSP(["check", "--format", "json", "drafts", "Orders"])
    #expect(try Decode.diagnostics(subfolderWalk).isEmpty)
    let named = try await folder.leafLSP([
      "check", "--format", "json", "drafts/Nameless.contract", "Orders/Old.draft.contract",
    ])
    #expect(
      Set(try Decode.diagnostics(named).compactMap(Finding.init(json:))) == [
        Finding("drafts/Nameless.contract", 2, "error", "missing-meaning"),
        Finding("Orders/Old.draft.contract", 2, "error", "missing-meaning"),
      ]
    )
    #expect(named.exitCode == 1)
  }

  @Test("folder walks skip files that do not end in .contract and hidden folders")
  func walkSelectsContracts() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Notes.txt", Fixture.missingMeaning)
    try folder.write(".hidden/Nameless.contract", Fixture.missingMeaning)
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let result = try await folder.leafLSP(["check", "--format", "json"])
    #expect(
      try Decode.diagnostics(result).compactMap(Finding.init(json:)) == [
        Finding("Swiper.contract", 5, "error", "touch-only-action")
      ]
    )
  }
}
