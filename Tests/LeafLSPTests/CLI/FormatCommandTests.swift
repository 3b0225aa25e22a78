import Foundation
import Testing

/// `leaf-lsp format [--check]` through the built binary.
@Suite("format")
struct FormatCommandTests {
  static let messy =
    "\u{FEFF}OrderRow  \r\nmeaning:😀 ⌘ order.\r\nmacOS:  table row; Reorder in menu bar, Cmd-Shift-R\r\n\r\n\r\n"
  static let formatted = "\u{FEFF}OrderRow\r\nMeaning: 😀 ⌘ order.\r\nMac: table row; Reorder in menu bar, ⇧⌘R\r\n"

  @Test("--check lists the files that would change and exits 1, writing nothing; 0 when all are formatted")
  func check() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/OrderRow.contract", Self.messy)
    try folder.write("Clean.contract", Self.formatted)
    let result = try await folder.leafLSP(["format", "--check"])
    #expect(result.exitCode == 1)
    #expect(result.stdout == "would reformat Orders/OrderRow.contract\n")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: folder.path("Orders/OrderRow.contract"))) == Data(Self.messy.utf8)
    )
    let clean = try await folder.leafLSP(["format", "--check", "Clean.contract"])
    #expect(clean.exitCode == 0)
    #expect(clean.stdout.isEmpty)
  }

  @Test("formats in place (BOM and CRLF kept), then --check passes; standard input goes to standard output")
  func formatInPlace() async throws {
    let folder = try TemporaryFolder()
    try folder.write("OrderRow.contract", Self.messy)
    let result = try await folder.leafLSP(["format", "OrderRow.contract"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "formatted OrderRow.contract\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("OrderRow.contract"))) == Data(Self.formatted.utf8))
    #expect(try await folder.leafLSP(["format", "--check", "."]).exitCode == 0)
    let stdin = try await folder.leafLSP(["format", "-"], standardInput: Data(Self.messy.utf8))
    #expect(stdin.standardOutput == Data(Self.formatted.utf8))
  }

  @Test("a missing file or an unknown option exits 2")
  func errors() async throws {
    let folder = try TemporaryFolder()
    #expect(try await folder.leafLSP(["format", "Nope.contract"]).exitCode == 2)
    #expect(try await folder.leafLSP(["format", "--frobnicate"]).exitCode == 2)
    let help = try await folder.leafLSP(["format", "--help"])
    #expect(help.exitCode == 0 && help.stdout.contains("USAGE: leaf-lsp format [--check] [PATH ...]"))
  }
}
