import Foundation
import Testing

/// `--max-warnings N` says why it failed, in each format's human-facing stream: stdout for text,
/// github (a workflow command) and xcode (a build-log error); stderr for json and sarif, whose
/// stdout stays one JSON document.
@Suite("check --max-warnings says why")
struct MaxWarningsMessageTests {
  /// Three warnings, no error: `focus-return-unspecified` and two `shortcut-conflict`s.
  private func threeWarnings() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Tile.contract", Fixture.oneWarning)
    try folder.write("ArchiveRow.contract", Fixture.conflictArchive)
    try folder.write("ExportRow.contract", Fixture.conflictExport)
    return folder
  }

  @Test("text: after the summary, on stdout, the count and the limit")
  func text() async throws {
    let folder = try threeWarnings()
    let result = try await folder.leafLSP(["check", "--max-warnings", "0", "."])
    #expect(result.exitCode == 1)
    let lines = result.stdout.lines
    #expect(lines.suffix(2) == ["0 errors, 3 warnings, 0 information, 0 hints in 3 files", Self.line(3, 0)])
    #expect(result.stderr.isEmpty)
  }

  @Test("one warning is singular")
  func singular() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Tile.contract", Fixture.oneWarning)
    let result = try await folder.leafLSP(["check", "--max-warnings=0", "."])
    #expect(result.exitCode == 1)
    #expect(result.stdout.lines.last == "leaf-lsp check: 1 warning, more than --max-warnings 0")
  }

  @Test("json and sarif: stdout is still one JSON document; the sentence is on stderr", arguments: ["json", "sarif"])
  func machineFormats(format: String) async throws {
    let folder = try threeWarnings()
    let result = try await folder.leafLSP(["check", "--format", format, "--max-warnings", "2", "."])
    #expect(result.exitCode == 1)
    #expect((try? JSONSerialization.jsonObject(with: result.standardOutput)) != nil, "\(result.stdout)")
    #expect(!result.stdout.contains("more than --max-warnings"))
    #expect(result.stderr == Self.line(3, 2) + "\n")
  }

  @Test("github: an ::error:: workflow command on stdout, after the annotations")
  func github() async throws {
    let folder = try threeWarnings()
    let result = try await folder.leafLSP(["check", "--format", "github", "--max-warnings", "1", "."])
    #expect(result.exitCode == 1)
    let lines = result.stdout.lines
    #expect(lines.count == 4)
    #expect(lines.last == "::error title=leaf-lsp check::3 warnings, more than --max-warnings 1")
    #expect(result.stderr.isEmpty)
  }

  @Test("xcode: an error line without a place, which the build log shows as the build's error")
  func xcode() async throws {
    let folder = try threeWarnings()
    let result = try await folder.leafLSP(["check", "--format", "xcode", "--max-warnings", "0", "."])
    #expect(result.exitCode == 1)
    #expect(result.stdout.lines.last == "error: " + Self.line(3, 0))
  }

  @Test(
    "nothing is said when the warnings are within the limit, or there is none",
    arguments: [["--max-warnings", "3"], ["--max-warnings", "9"], []]
  )
  func silentWithinTheLimit(limit: [String]) async throws {
    let folder = try threeWarnings()
    for format in ["text", "json", "sarif", "github", "xcode"] {
      let result = try await folder.leafLSP(["check", "--format", format] + limit + ["."])
      #expect(result.exitCode == 0)
      #expect(!result.stdout.contains("--max-warnings"))
      #expect(result.stderr.isEmpty)
    }
  }

  @Test("errors within the warning limit fail without the sentence")
  func errorsWithoutTheSentence() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Nameless.contract", Fixture.missingMeaning)
    let result = try await folder.leafLSP(["check", "--max-warnings", "0", "."])
    #expect(result.exitCode == 1)
    #expect(!result.stdout.contains("--max-warnings"))
  }

  /// The sentence, with the prefix every stream but xcode's error line carries.
  static func line(_ warnings: Int, _ limit: Int) -> String {
    "leaf-lsp check: \(warnings) warnings, more than --max-warnings \(limit)"
  }
}
