import Foundation
import Testing

/// The exit codes of `leaf-lsp check` (0 clean, 1 findings, 2 usage or I/O), through the built binary.
@Suite("check exit codes")
struct CheckExitCodeTests {
  @Test("0 on a folder with only information and hints", arguments: ["text", "json", "sarif", "github"])
  func cleanFolder(format: String) async throws {
    let folder = try TemporaryFolder()
    try folder.write("Badge.contract", Fixture.informationOnly)
    try folder.write("Counter.contract", Fixture.clean)
    let result = try await folder.leafLSP(["check", "--format", format, "."])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test("1 with an error", arguments: ["text", "json", "sarif", "github"])
  func errors(format: String) async throws {
    let folder = try TemporaryFolder()
    try folder.write("Counter.contract", Fixture.clean)
    try folder.write("Nameless.contract", Fixture.missingMeaning)
    let result = try await folder.leafLSP(["check", "--format", format, "."])
    #expect(result.exitCode == 1)
    #expect(result.stderr.isEmpty)
  }

  @Test("warnings alone exit 0, and 1 when there are more than --max-warnings")
  func maxWarnings() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Tile.contract", Fixture.oneWarning)
    try folder.write("ArchiveRow.contract", Fixture.conflictArchive)
    try folder.write("ExportRow.contract", Fixture.conflictExport)
    // Three warnings, no error.
    let unlimited = try await folder.leafLSP(["check", "."])
    #expect(unlimited.stdout.lines.last == "0 errors, 3 warnings, 0 information, 0 hints in 3 files")
    #expect(unlimited.exitCode == 0)
    let none = try await folder.leafLSP(["check", "--max-warnings", "0", "."])
    #expect(none.exitCode == 1)
    let under = try await folder.leafLSP(["check", "--max-warnings", "5", "."])
    #expect(under.exitCode == 0)
    let equal = try await folder.leafLSP(["check", "--max-warnings=3", "."])
    #expect(equal.exitCode == 0)
    let over = try await folder.leafLSP(["check", "--max-warnings=2", "--format", "sarif", "."])
    #expect(over.exitCode == 1)
  }

  @Test("information and hints never count as warnings")
  func informationIsNotAWarning() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Badge.contract", Fixture.informationOnly)
    let result = try await folder.leafLSP(["check", "--max-warnings", "0", "."])
    #expect(result.exitCode == 0)
  }

  @Test(
    "2, one line naming the problem and a pointer to the check help on stderr, for bad usage",
    arguments: [
      ["check", "--bogus", "."],
      ["check", "--format", "xml", "."],
      ["check", "--format"],
      ["check", "--max-warnings", "-1", "."],
      ["check", "--max-warnings", "many", "."],
    ]
  )
  func badUsage(arguments: [String]) async throws {
    let folder = try TemporaryFolder()
    try folder.write("Counter.contract", Fixture.clean)
    let result = try await folder.leafLSP(arguments)
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.lines
    #expect(lines.count == 2, "\(result.stderr)")
    #expect(lines.first?.hasPrefix("leaf-lsp check: ") == true)
    #expect(lines.last == "see 'leaf-lsp check --help'")
    #expect(!result.stderr.contains("USAGE:"))
  }

  @Test("the usage message names the problem")
  func usageMessages() async throws {
    let folder = try TemporaryFolder()
    let option = try await folder.leafLSP(["check", "--bogus"])
    #expect(option.stderr.hasPrefix("leaf-lsp check: unknown option '--bogus'"))
    let format = try await folder.leafLSP(["check", "--format", "xml"])
    #expect(format.stderr.hasPrefix("leaf-lsp check: unknown format 'xml'"))
  }

  @Test("2 for a missing path; the other inputs are still checked and reported")
  func missingPath() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Tile.contract", Fixture.oneWarning)
    let result = try await folder.leafLSP(["check", "Tile.contract", "Nowhere/Missing.contract"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("Nowhere/Missing.contract"))
    #expect(result.stdout.hasPrefix("Tile.contract:4:1: warning: "))
  }

  @Test("2 for a non-UTF-8 file: named on stderr, the other files reported on stdout")
  func nonUTF8File() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/Swiper.contract", Fixture.touchOnlyOnMac)
    try folder.write(
      "Orders/Latin1.contract",
      data: Data("Platforms: Mac\nCaf\u{E9}\nMeaning: caf\u{E9}.\n".utf8).latin1
    )
    for format in ["text", "json"] {
      let result = try await folder.leafLSP(["check", "--format", format, "Orders"])
      #expect(result.exitCode == 2)
      #expect(result.stderr.contains("Orders/Latin1.contract"), "\(result.stderr)")
      #expect(result.stderr.contains("UTF-8"))
      #expect(result.stdout.contains("Orders/Swiper.contract"))
      #expect(!result.stdout.contains("Latin1"))
    }
  }

  @Test("2 wins over 1: an I/O error with findings in the other files")
  func ioErrorWinsOverFindings() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Nameless.contract", Fixture.missingMeaning)
    try folder.write("Bad.contract", data: Data([0x43, 0xFF, 0xFE, 0x0A]))
    let result = try await folder.leafLSP(["check", "."])
    #expect(result.exitCode == 2)
    #expect(result.stdout.contains("Nameless.contract:2:1: error: "))
    #expect(result.stderr.contains("Bad.contract"))
  }

  @Test(
    "2 for an unreadable file (chmod 000): named on stderr, the other files reported",
    .enabled(if: permissionsBlockReading(), "this process reads chmod 000 files (root): nothing is unreadable")
  )
  func unreadableFile() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/Swiper.contract", Fixture.touchOnlyOnMac)
    try folder.write("Orders/Locked.contract", Fixture.clean)
    #expect(chmod(folder.path("Orders/Locked.contract"), 0) == 0)
    try #require(!canReadDespitePermissions(folder.path("Orders/Locked.contract")))
    for arguments in [["check", "Orders"], ["check", "Orders/Locked.contract", "Orders/Swiper.contract"]] {
      let result = try await folder.leafLSP(arguments)
      #expect(result.exitCode == 2)
      #expect(result.stderr.contains("Orders/Locked.contract"), "\(result.stderr)")
      #expect(result.stdout.contains("Orders/Swiper.contract:5:1: error: "))
    }
  }

  @Test(
    "2 for a file whose read fails even for root; the other files are still reported",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux /proc")
  )
  func readFailure() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    // Reading a process's memory from offset 0 fails with EIO: a read error no permission bit gives.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("Memory.contract"),
      withDestinationPath: "/proc/self/mem"
    )
    let result = try await folder.leafLSP(["check", "Memory.contract", "Swiper.contract"])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("cannot be read"), "\(result.stderr)")
    #expect(result.stdout.contains("Swiper.contract:5:1: error: "))
  }
}

extension Data {
  /// The text re-encoded as ISO Latin 1 (not valid UTF-8 when it has accented letters).
  fileprivate var latin1: Data {
    String(decoding: self, as: UTF8.self).data(using: .isoLatin1) ?? Data()
  }
}
