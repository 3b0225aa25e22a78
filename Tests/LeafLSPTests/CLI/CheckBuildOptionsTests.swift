import Foundation
import Testing

/// What builds run (the SwiftPM/Xcode build plugin, the Xcode Run Script), through the built
/// binary: `--format xcode`, `--errors-as-warnings` with `"failBuildOnErrors"`, and `--config-root`.
@Suite("check: build options")
struct CheckBuildOptionsTests {
  @Test("--format xcode: absolute path:line:col: error|warning|note: message [rule-id], and no summary")
  func xcodeFormat() async throws {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check", "--format", "xcode", "."])
    #expect(result.exitCode == 1)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.lines
    let root = folder.url.path
    #expect(lines.contains { $0.hasPrefix("\(root)/Orders/Swiper.contract:5:1: error: ") })
    #expect(lines.contains { $0.hasPrefix("\(root)/Tile.contract:4:1: warning: ") })
    #expect(lines.contains { $0.hasPrefix("\(root)/Cart/Badge.contract:2:1: note: ") })
    #expect(
      lines.contains {
        $0.hasPrefix("\(root)/Cart/Badge.contract:4:16: note: ") && $0.hasSuffix("[unused-suppression]")
      }
    )
    #expect(
      lines.contains {
        $0.hasPrefix("\(root)/Cart/Card.contract:4:24: error: ") && $0.hasSuffix("[hover-only-information]")
      }
    )
    // Every line is a place and a severity: 8 findings and a note for each of the two conflicts.
    #expect(lines.count == 10, "\(result.stdout)")
    #expect(
      lines.allSatisfy {
        $0.hasPrefix(root + "/") && ($0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: "))
      }
    )
  }

  @Test("--format xcode: a related location is a note line right after its finding")
  func xcodeRelatedNote() async throws {
    let folder = try TemporaryFolder()
    try folder.write("ArchiveRow.contract", Fixture.conflictArchive)
    try folder.write("ExportRow.contract", Fixture.conflictExport)
    let result = try await folder.leafLSP(["check", "--format", "xcode", "."])
    let lines = result.stdout.lines
    let root = folder.url.path
    try #require(lines.count == 4, "\(result.stdout)")
    #expect(lines[0].hasPrefix("\(root)/ArchiveRow.contract:6:38: warning: ⌃⌘K on Mac"))
    #expect(lines[1].hasPrefix("\(root)/ExportRow.contract:6:37: note: "))
    #expect(lines[2].hasPrefix("\(root)/ExportRow.contract:6:37: warning: "))
    #expect(lines[3].hasPrefix("\(root)/ArchiveRow.contract:6:38: note: "))
  }

  @Test("--errors-as-warnings: with no failBuildOnErrors, errors are warnings and the run passes")
  func errorsAsWarnings() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    for format in ["xcode", "text"] {
      let result = try await folder.leafLSP(["check", "--format", format, "--errors-as-warnings", "."])
      #expect(result.exitCode == 0)
      #expect(result.stdout.contains("Swiper.contract:5:1: warning: "), "\(result.stdout)")
      #expect(!result.stdout.contains(": error: "))
    }
    let json = try await folder.leafLSP(["check", "--format", "json", "--errors-as-warnings", "."])
    #expect(
      Set(try Decode.diagnostics(json).compactMap(Finding.init(json:))) == [
        Finding("Swiper.contract", 5, "warning", "touch-only-action")
      ]
    )
    // Without the option, the same file fails.
    #expect(try await folder.leafLSP(["check", "--format", "xcode", "."]).exitCode == 1)
  }

  @Test("--errors-as-warnings still fails on more warnings than --max-warnings")
  func errorsAsWarningsCountTowardsTheLimit() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let result = try await folder.leafLSP(["check", "--errors-as-warnings", "--max-warnings", "0", "."])
    #expect(result.exitCode == 1)
    #expect(result.stdout.lines.last == "leaf-lsp check: 1 warning, more than --max-warnings 0")
  }

  @Test("failBuildOnErrors: true keeps the errors of the files it configures, and fails the run")
  func failBuildOnErrors() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Strict/.leaf-lsp.json", #"{"failBuildOnErrors": true}"#)
    try folder.write("Strict/Swiper.contract", Fixture.touchOnlyOnMac)
    try folder.write("Lenient/.leaf-lsp.json", #"{"failBuildOnErrors": false}"#)
    try folder.write("Lenient/Nameless.contract", Fixture.missingMeaning)
    let both = try await folder.leafLSP(["check", "--format", "xcode", "--errors-as-warnings", "."])
    #expect(both.exitCode == 1)
    #expect(both.stdout.contains("/Strict/Swiper.contract:5:1: error: "), "\(both.stdout)")
    #expect(both.stdout.contains("/Lenient/Nameless.contract:2:1: warning: "), "\(both.stdout)")
    let lenient = try await folder.leafLSP(["check", "--format", "xcode", "--errors-as-warnings", "Lenient"])
    #expect(lenient.exitCode == 0)
  }

  @Test("failBuildOnErrors means nothing to a check without --errors-as-warnings")
  func failBuildOnErrorsAloneChangesNothing() async throws {
    let folder = try TemporaryFolder()
    try folder.write(".leaf-lsp.json", #"{"failBuildOnErrors": false}"#)
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let result = try await folder.leafLSP(["check", "."])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("Swiper.contract:5:1: error: "))
  }

  @Test("--config-root: configuration above the inputs' common folder is found from elsewhere")
  func configRoot() async throws {
    let project = try TemporaryFolder()
    try project.write(".leaf-lsp.json", #"{"rules": {"touch-only-action": "off"}}"#)
    try project.write("Sources/App/Contracts/Swiper.contract", Fixture.touchOnlyOnMac)
    let elsewhere = try TemporaryFolder()
    let file = project.path("Sources/App/Contracts/Swiper.contract")
    // From another folder the root is the file's own folder: the project's config is not seen.
    let without = try await elsewhere.leafLSP(["check", "--format", "xcode", file])
    #expect(without.exitCode == 1)
    #expect(without.stdout.contains("[touch-only-action]"))
    let with = try await elsewhere.leafLSP(["check", "--format", "xcode", "--config-root", project.url.path, file])
    #expect(with.exitCode == 0, "\(with.stdout)")
    #expect(with.stdout.isEmpty)
    let inline = try await elsewhere.leafLSP(["check", "--config-root=\(project.url.path)", file])
    #expect(inline.exitCode == 0)
  }
}
