import Foundation
import Testing

/// A contract whose lines end in a lone CR (classic Mac OS) through the built binary: `check`
/// reports one `syntax` finding at the first lone CR and nothing else about the file (its lines
/// cannot be read); `check --fix` converts the line ends to LF and reports what the file holds;
/// `format` leaves it alone and says why. LF and CRLF files are not touched by any of it.
@Suite("check: lone CR line ends")
struct CheckLoneCarriageReturnTests {
  /// Two lines with LF, then CR line ends; the first CR after emoji and ⌘. Read by CR lines, the
  /// component is fine but for its Mac check; read by LF lines, its paths run into `Meaning`.
  static let classicMac =
    "Platforms: iPad, Mac\nOrderRow\rMeaning: 😀 ⌘ one order. Primary action: Reorder.\r"
    + "iPad: row → details, ⌘R\rMac: table row; Reorder in menu bar, ⌘R\rFocus after dismiss: selected row\r"

  /// The same contract with CRLF line ends: a correct file.
  static let windows =
    "Platforms: iPad, Mac\r\nCartRow\r\nMeaning: 😀 ⌘ one cart item. Primary action: Remove.\r\n"
    + "iPad: row → details, ⌘Y\r\nMac: table row; Remove in menu bar, ⌘Y\r\nFocus after dismiss: selected row\r\n"

  @Test("one syntax finding at the first lone CR, 1-based in characters; nothing else about the file")
  func oneFinding() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Mac.contract", Self.classicMac)
    try folder.write("Windows.contract", Self.windows)
    let result = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(result.exitCode == 1)
    #expect(result.stderr.isEmpty)
    let items = try Decode.diagnostics(result)
    let mac = items.filter { $0["path"] as? String == "Mac.contract" }
    #expect(mac.count == 1, "\(mac)")
    let finding = try #require(mac.first)
    #expect(finding["rule"] as? String == "syntax")
    #expect(finding["severity"] as? String == "error")
    // The first lone CR ends line 2, after `OrderRow`; the finding covers it, up to line 3's start.
    #expect(finding["line"] as? Int == 2)
    #expect(finding["column"] as? Int == "OrderRow".count + 1)
    #expect(finding["endLine"] as? Int == 3)
    #expect(finding["endColumn"] as? Int == 1)
    #expect((finding["message"] as? String)?.contains("lone CR") == true)
    // The CRLF file gets only its own finding (no Mac check).
    #expect(
      items.filter { $0["path"] as? String == "Windows.contract" }.map { $0["rule"] as? String } == [
        "mac-voiceover-untested"
      ]
    )

    // The text format names the same place, and shows the line without its CR.
    let text = try await folder.leafLSP(["check", "Mac.contract"])
    #expect(text.stdout.hasPrefix("Mac.contract:2:9: error: This file ends lines with a lone CR"), "\(text.stdout)")
    #expect(!text.stdout.contains("\r"), "\(text.stdout.debugDescription)")
    #expect(text.exitCode == 1)
  }

  @Test("the first lone CR after an emoji on a line: its column in characters")
  func columnAfterEmoji() async throws {
    let folder = try TemporaryFolder()
    let meaning = "Meaning: 😀 ⌘ one order."
    try folder.write("Row.contract", "Platforms: Mac\nOrderRow\n" + meaning + "\rMac: table row\r")
    let result = try await folder.leafLSP(["check", "--format", "json", "Row.contract"])
    let items = try Decode.diagnostics(result)
    #expect(items.count == 1)
    #expect(items.first?["line"] as? Int == 3)
    #expect(items.first?["column"] as? Int == meaning.unicodeScalars.count + 1)
  }

  @Test("`syntax: off` in .leaf-lsp.json silences it, as it silences every syntax finding")
  func configuredSeverity() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Mac.contract", Self.classicMac)
    try folder.write(".leaf-lsp.json", #"{"rules": {"syntax": "warning"}}"#)
    let warning = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(try Decode.diagnostics(warning).map { $0["severity"] as? String } == ["warning"])
    try folder.write(".leaf-lsp.json", #"{"rules": {"syntax": "off"}}"#)
    let off = try await folder.leafLSP(["check", "--format", "json", "."])
    #expect(try Decode.diagnostics(off).isEmpty)
    #expect(off.exitCode == 0)
  }

  @Test("`# leaf-ignore-file: syntax` in the file silences it, as it does in LF and CRLF files")
  func fileSuppression() async throws {
    let folder = try TemporaryFolder()
    let comment = "# leaf-ignore-file: syntax legacy export\r"
    try folder.write("Mac.contract", comment + Self.classicMac)
    let silenced = try await folder.leafLSP(["check", "--format", "json", "Mac.contract"])
    #expect(try Decode.diagnostics(silenced).isEmpty, "\(silenced.stdout)")
    #expect(silenced.exitCode == 0)
    try folder.write("Mac.contract", "# leaf-ignore-file: touch-only-action\r" + Self.classicMac)
    let other = try await folder.leafLSP(["check", "--format", "json", "Mac.contract"])
    #expect(try Decode.diagnostics(other).map { $0["rule"] as? String } == ["syntax"])
  }

  @Test("--fix converts every lone CR to LF, keeps every other byte, then fixes and reports the contract")
  func fixConverts() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Mac.contract", Self.classicMac)
    try folder.write("Windows.contract", Self.windows)
    let result = try await folder.leafLSP(["check", "--fix", "--format", "json", "."])
    let fixed = try String(contentsOfFile: folder.path("Mac.contract"), encoding: .utf8)
    #expect(fixed == Self.classicMac.replacingOccurrences(of: "\r", with: "\n"))
    #expect(result.stderr == "leaf-lsp check: fixed Mac.contract\n")
    // Read now: the component's own finding, no syntax.
    let rules = try Decode.diagnostics(result).filter { $0["path"] as? String == "Mac.contract" }.map {
      $0["rule"] as? String
    }
    #expect(rules == ["mac-voiceover-untested"])
    #expect(try String(contentsOfFile: folder.path("Windows.contract"), encoding: .utf8) == Self.windows)
  }

  @Test("format leaves a file with lone CRs alone and says why; exit 2")
  func formatRefuses() async throws {
    let folder = try TemporaryFolder()
    let messy = "platforms:Mac\rOrderRow\rmeaning :one order.\r"
    try folder.write("Mac.contract", messy)
    try folder.write("Windows.contract", "platforms:Mac\r\nOrderRow\r\nmeaning :one order.\r\n")
    let result = try await folder.leafLSP(["format", "."])
    #expect(
      result.stderr
        == "leaf-lsp format: Mac.contract: ends lines with a lone CR (classic Mac OS), which contracts do not; "
        + "not formatted (`leaf-lsp check --fix` converts them to LF)\n"
    )
    #expect(result.stdout == "formatted Windows.contract\n")
    #expect(result.exitCode == 2)
    #expect(try String(contentsOfFile: folder.path("Mac.contract"), encoding: .utf8) == messy)
  }
}
