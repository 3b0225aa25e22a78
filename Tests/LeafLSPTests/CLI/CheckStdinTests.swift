import Foundation
import Testing

/// `leaf-lsp check -`: standard input, named by `--stdin-filename`, through the built binary.
@Suite("check standard input")
struct CheckStdinTests {
  @Test("'-' reads standard input and reports it under --stdin-filename")
  func readsStandardInput() async throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Orders"),
      withIntermediateDirectories: true
    )
    let text = try await folder.leafLSP(
      ["check", "-", "--stdin-filename", "Orders/X.contract"],
      standardInput: Data(Fixture.touchOnlyOnMac.utf8)
    )
    #expect(text.exitCode == 1)
    let lines = text.stdout.lines
    #expect(lines.first?.hasPrefix("Orders/X.contract:5:1: error: ") == true, "\(text.stdout)")
    #expect(lines.dropFirst().first == "  Mac: table row; Archive as swipe")
    #expect(lines.last == "1 error, 0 warnings, 0 information, 0 hints in 1 file")
    let json = try await folder.leafLSP(
      ["check", "--format", "json", "--stdin-filename=Orders/X.contract", "-"],
      standardInput: Data(Fixture.touchOnlyOnMac.utf8)
    )
    #expect(
      try Decode.diagnostics(json).compactMap(Finding.init(json:)) == [
        Finding("Orders/X.contract", 5, "error", "touch-only-action")
      ]
    )
  }

  @Test("the stdin filename need not exist on disk, and nothing is written there")
  func nameNeedNotExist() async throws {
    let folder = try TemporaryFolder()
    let result = try await folder.leafLSP(
      ["check", "-", "--stdin-filename", "Nowhere/X.contract"],
      standardInput: Data(Fixture.missingMeaning.utf8)
    )
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("Nowhere/X.contract:2:1: error: "))
    #expect(!FileManager.default.fileExists(atPath: folder.path("Nowhere")))
  }

  @Test("without --stdin-filename, standard input is still checked")
  func unnamedStandardInput() async throws {
    let folder = try TemporaryFolder()
    let result = try await folder.leafLSP(["check", "-"], standardInput: Data(Fixture.missingMeaning.utf8))
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains(":2:1: error: "))
    #expect(result.stdout.contains("[missing-meaning]"))
  }

  @Test("configuration for standard input is found from the stdin filename's folder")
  func configurationFromStdinFolder() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Orders/.leaf-lsp.json",
      #"{"rules": {"mac-voiceover-untested": "off", "touch-only-action": "warning"}}"#
    )
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Other"),
      withIntermediateDirectories: true
    )
    let input = Data(
      (Fixture.informationOnly + "\n" + Fixture.touchOnlyOnMac.replacingOccurrences(of: "Platforms: Mac\n", with: ""))
        .utf8
    )

    let configured = try await folder.leafLSP(
      ["check", "--format", "json", "-", "--stdin-filename", "Orders/X.contract"],
      standardInput: input
    )
    let other = try await folder.leafLSP(
      ["check", "--format", "json", "-", "--stdin-filename", "Other/X.contract"],
      standardInput: input
    )
    let configuredFindings = try Decode.diagnostics(configured).compactMap(Finding.init(json:))
    let otherFindings = try Decode.diagnostics(other).compactMap(Finding.init(json:))
    #expect(configured.exitCode == 0)
    #expect(!configuredFindings.contains { $0.rule == "mac-voiceover-untested" })
    #expect(
      configuredFindings.contains(Finding("Orders/X.contract", 10, "warning", "touch-only-action")),
      "\(configuredFindings)"
    )
    #expect(other.exitCode == 1)
    #expect(otherFindings.contains(Finding("Other/X.contract", 2, "information", "mac-voiceover-untested")))
    #expect(otherFindings.contains(Finding("Other/X.contract", 10, "error", "touch-only-action")), "\(otherFindings)")
  }

  @Test("standard input joins the workspace of the other inputs: a cross-file conflict")
  func stdinJoinsWorkspace() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Export/ExportRow.contract", Fixture.conflictExport)
    let result = try await folder.leafLSP(
      ["check", "--format", "json", "Export", "-", "--stdin-filename", "Orders/ArchiveRow.contract"],
      standardInput: Data(Fixture.conflictArchive.utf8)
    )
    let items = try Decode.diagnostics(result)
    let archive = try #require(items.first { $0["path"] as? String == "Orders/ArchiveRow.contract" })
    #expect(archive["rule"] as? String == "shortcut-conflict")
    let related = try #require((archive["related"] as? [[String: Any]])?.first)
    #expect(related["path"] as? String == "Export/ExportRow.contract")
    #expect(related["line"] as? Int == 6)
    #expect(related["column"] as? Int == 37)
  }

  @Test("non-UTF-8 standard input exits 2 and is named on stderr")
  func nonUTF8StandardInput() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Tile.contract", Fixture.oneWarning)
    let result = try await folder.leafLSP(
      ["check", "Tile.contract", "-", "--stdin-filename", "Orders/X.contract"],
      standardInput: Data([0x43, 0x61, 0x66, 0xE9, 0x0A])
    )
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("Orders/X.contract"), "\(result.stderr)")
    #expect(result.stdout.hasPrefix("Tile.contract:4:1: warning: "))
  }

  @Test("standard input named like a file of a folder walk replaces that file, whatever the order")
  func stdinReplacesFileOnDisk() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/X.contract", Fixture.clean)
    // The text being edited has lost its Meaning; the file on disk has not.
    let edited = Data(Fixture.missingMeaning.utf8)
    let stdinFirst = try await folder.leafLSP(
      ["check", "-", "Orders", "--stdin-filename", "Orders/X.contract"],
      standardInput: edited
    )
    #expect(stdinFirst.exitCode == 1)
    #expect(stdinFirst.stdout.contains("[missing-meaning]"))
    let folderFirst = try await folder.leafLSP(
      ["check", "Orders", "-", "--stdin-filename", "Orders/X.contract"],
      standardInput: edited
    )
    #expect(folderFirst.exitCode == 1)
    #expect(folderFirst.stdout.contains("[missing-meaning]"))
  }
}
