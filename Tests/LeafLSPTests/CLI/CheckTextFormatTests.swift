import Foundation
import Testing

/// `leaf-lsp check --format text` (the default), through the built binary.
@Suite("check --format text")
struct CheckTextFormatTests {
  @Test("a finding is 'path:line:col: severity: message [rule-id]', the source line and a caret underline")
  func findingLayout() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/Swiper.contract", Fixture.touchOnlyOnMac)
    let result = try await folder.leafLSP(["check", "--format", "text", "Orders"])
    #expect(result.exitCode == 1)
    let lines = result.stdout.lines
    try #require(lines.count == 4, "\(result.stdout)")
    #expect(
      lines[0].hasPrefix(
        "Orders/Swiper.contract:5:1: error: 'Archive' of 'Swiper' is reached on Mac only by a trackpad gesture"
      )
    )
    #expect(lines[0].hasSuffix(" [touch-only-action]"))
    #expect(lines[1] == "  Mac: table row; Archive as swipe")
    #expect(lines[2] == "  ^~~")
    #expect(lines[3] == "1 error, 0 warnings, 0 information, 0 hints in 1 file")
    #expect(result.stderr.isEmpty)
  }

  @Test("text is the default format")
  func textIsTheDefault() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let implicit = try await folder.leafLSP(["check", "Swiper.contract"])
    let explicit = try await folder.leafLSP(["check", "--format=text", "Swiper.contract"])
    #expect(implicit.stdout == explicit.stdout)
    #expect(implicit.stdout.hasPrefix("Swiper.contract:5:1: error: "))
  }

  @Test("columns count characters: ⌘ and an emoji before the finding are one column each")
  func columnsCountCharacters() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Card.contract", Fixture.hoverAfterEmoji)
    let result = try await folder.leafLSP(["check", "Card.contract"])
    let lines = result.stdout.lines
    try #require(lines.count == 4, "\(result.stdout)")
    #expect(lines[0].hasPrefix("Card.contract:4:24: error: 'secret note' in 'Card' is shown only on hover"))
    #expect(lines[0].hasSuffix("[hover-only-information]"))
    #expect(lines[1] == "  Hover: 🍃 leaf ⌘ badge, secret note")
    // The underline sits under "secret note" on a terminal: the emoji takes two cells, ⌘ one.
    let cellsBefore = "Hover: ".count + 2 + " leaf ⌘ badge, ".count
    #expect(lines[2] == "  " + String(repeating: " ", count: cellsBefore) + "^" + String(repeating: "~", count: 10))
  }

  @Test("paths are relative to the working folder, whether given relative or absolute")
  func pathsRelativeToWorkingFolder() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/Swiper.contract", Fixture.touchOnlyOnMac)
    try folder.write("Cart/Nameless.contract", Fixture.missingMeaning)
    let absolute = try await folder.leafLSP(["check", folder.path("Orders"), folder.path("Cart/Nameless.contract")])
    let relative = try await folder.leafLSP(["check", "./Orders/../Orders", "Cart/Nameless.contract"])
    for result in [absolute, relative] {
      let headers = result.stdout.lines.filter { $0.contains(": error: ") }
      #expect(headers.count == 2, "\(result.stdout)")
      #expect(headers.first?.hasPrefix("Cart/Nameless.contract:2:1: error: ") == true)
      #expect(headers.last?.hasPrefix("Orders/Swiper.contract:5:1: error: ") == true)
      #expect(!result.stdout.contains(folder.url.path))
    }
    // From a subfolder, the same file is named relative to that subfolder.
    let fromOrders = try await folder.leafLSP(["check", "Swiper.contract"], subfolder: "Orders")
    #expect(fromOrders.stdout.hasPrefix("Swiper.contract:5:1: error: "))
  }

  @Test("a file outside the working folder is named by its absolute path")
  func pathOutsideWorkingFolder() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/Swiper.contract", Fixture.touchOnlyOnMac)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Empty"),
      withIntermediateDirectories: true
    )
    let result = try await folder.leafLSP(["check", "../Orders/Swiper.contract"], subfolder: "Empty")
    #expect(result.stdout.hasPrefix(folder.path("Orders/Swiper.contract") + ":5:1: error: "))
  }

  @Test("a file reached through a symbolic link in the working folder is named as given")
  func symbolicLinkKeepsItsName() async throws {
    let shared = try TemporaryFolder()
    try shared.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let folder = try TemporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: folder.path("Shared"), withDestinationPath: shared.url.path)
    let result = try await folder.leafLSP(["check", "Shared/Swiper.contract"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("Shared/Swiper.contract:5:1: error: "), "\(result.stdout)")
  }

  @Test("no ANSI colour when standard output is a pipe, even with a colour-capable TERM")
  func noColourOnAPipe() async throws {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check", "."], environment: ["TERM": "xterm-256color"])
    #expect(result.exitCode == 1)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test(
    "colour on a terminal, and none with --no-color or NO_COLOR",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal")
  )
  func colourOnlyOnATerminal() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Swiper.contract", Fixture.touchOnlyOnMac)
    let binary = ProcessRunner.leafLSPExecutable.path
    func onTerminal(_ command: String, environment: [String: String] = [:]) async throws -> String {
      // util-linux script(1) runs the command with a pseudo-terminal as its standard output.
      let result = try await ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/script"),
        ["-qec", command, "/dev/null"],
        in: folder.url,
        environment: environment
      )
      return result.stdout
    }
    let coloured = try await onTerminal("'\(binary)' check Swiper.contract")
    #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"), "\(coloured)")
    let plain = try await onTerminal("'\(binary)' check --no-color Swiper.contract")
    #expect(plain.contains("Swiper.contract:5:1: error: "))
    #expect(!plain.contains("\u{1B}"))
    let noColor = try await onTerminal("'\(binary)' check Swiper.contract", environment: ["NO_COLOR": "1"])
    #expect(noColor.contains("Swiper.contract:5:1: error: "))
    #expect(!noColor.contains("\u{1B}"))
  }

  @Test("the summary counts every severity and the files checked")
  func summaryLine() async throws {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check"])
    #expect(result.stdout.lines.last == "3 errors, 3 warnings, 1 information, 1 hint in 7 files")
    let clean = try TemporaryFolder()
    try clean.write("Counter.contract", Fixture.clean)
    let none = try await clean.leafLSP(["check", "."])
    #expect(none.stdout == "0 errors, 0 warnings, 0 information, 0 hints in 1 file\n")
    #expect(none.exitCode == 0)
  }

  @Test("severities are printed as error, warning, info and hint")
  func severityWords() async throws {
    let folder = try Fixture.mixedFolder()
    let result = try await folder.leafLSP(["check", "."])
    let headers = result.stdout.lines.filter { !$0.hasPrefix(" ") }.dropLast()
    #expect(headers.count == 8)
    #expect(
      headers.contains { $0.hasPrefix("Cart/Badge.contract:2:1: info: ") && $0.hasSuffix("[mac-voiceover-untested]") }
    )
    #expect(
      headers.contains { $0.hasPrefix("Cart/Badge.contract:4:16: hint: ") && $0.hasSuffix("[unused-suppression]") }
    )
    #expect(headers.contains { $0.hasPrefix("Tile.contract:4:1: warning: ") })
    #expect(headers.contains { $0.hasPrefix("Nameless.contract:2:1: error: ") })
  }

  @Test("a cross-file conflict is followed by a note with the other file's path, line and column")
  func relatedNote() async throws {
    let folder = try TemporaryFolder()
    try folder.write("ArchiveRow.contract", Fixture.conflictArchive)
    try folder.write("ExportRow.contract", Fixture.conflictExport)
    let result = try await folder.leafLSP(["check", "."])
    let lines = result.stdout.lines
    let header = try #require(lines.firstIndex { $0.hasPrefix("ArchiveRow.contract:6:38: warning: ⌃⌘K on Mac") })
    #expect(lines[header + 1] == "  Mac: table row; Archive in menu bar, ⌃⌘K")
    #expect(lines[header + 2] == "  " + String(repeating: " ", count: 37) + "^~~")
    #expect(lines[header + 3].hasPrefix("  ExportRow.contract:6:37: note: "), "\(result.stdout)")
    let other = try #require(lines.firstIndex { $0.hasPrefix("ExportRow.contract:6:37: warning: ⌃⌘K on Mac") })
    #expect(lines[other + 3].hasPrefix("  ArchiveRow.contract:6:38: note: "), "\(result.stdout)")
  }

  @Test("a BOM and CRLF line ends: the BOM takes no column, and no carriage return reaches the snippet")
  func byteOrderMarkAndCRLF() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Windows.contract",
      "\u{FEFF}Platforms: Mac\r\nBadge\r\nMeaning: a count.\r\nHover: 🍃 secret\r\nMac: table row\r\n"
    )
    let result = try await folder.leafLSP(["check", "Windows.contract"])
    #expect(!result.stdout.contains("\r"))
    #expect(!result.stdout.contains("\u{FEFF}"))
    let lines = result.stdout.lines
    let header = try #require(lines.firstIndex { $0.hasPrefix("Windows.contract:2:1: info: ") }, "\(result.stdout)")
    #expect(lines[header + 1] == "  Badge")
    #expect(lines[header + 2] == "  ^~~~~")
    let hover = try #require(lines.firstIndex { $0.hasPrefix("Windows.contract:4:8: error: ") }, "\(result.stdout)")
    #expect(lines[hover + 1] == "  Hover: 🍃 secret")
    // The emoji takes two terminal cells: nine cells in all.
    #expect(lines[hover + 2] == "         ^" + String(repeating: "~", count: 8))
  }

  @Test("the caret stays under the finding when a tab comes before it")
  func caretAfterTab() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Tabbed.contract",
      "Platforms: Mac\nBadge\nMeaning: a count.\nHover:\tsecret\nMac: table row\nCheck: Mac: VoiceOver reads it.\n"
    )
    let result = try await folder.leafLSP(["check", "Tabbed.contract"])
    let lines = result.stdout.lines
    let header = try #require(lines.firstIndex { $0.hasPrefix("Tabbed.contract:4:8: error: ") })
    // Expand tabs as a terminal does (stops every 8 cells) in both lines, then compare places.
    let source = expandingTabs(lines[header + 1])
    let underline = expandingTabs(lines[header + 2])
    let target = try #require(source.range(of: "secret"))
    let caret = try #require(underline.firstIndex(of: "^"))
    #expect(
      source.distance(from: source.startIndex, to: target.lowerBound)
        == underline.distance(from: underline.startIndex, to: caret)
    )
  }

  /// `text` with each tab replaced by the spaces up to the next multiple of 8.
  private func expandingTabs(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "\t" {
        result += String(repeating: " ", count: 8 - result.count % 8)
      } else {
        result.append(character)
      }
    }
    return result
  }
}
