import Foundation
import Testing

/// `leaf-lsp check --fix` through the built binary: the safe fixes are written, the rest reported.
@Suite("check --fix")
struct FixCommandTests {
  /// A misspelt role and a presentation without `Focus after dismiss`, CRLF, with a byte order mark.
  static let fixable =
    "\u{FEFF}Platforms: iPad\r\nOrderRow\r\nMeaning: 😀 ⌘ order.\r\nRole: buton\r\niPad: row → details, ⌘R\r\n"

  @Test("writes the safe fixes (CRLF and BOM kept), reports what remains, leaves clean files alone")
  func fixesFiles() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Orders/OrderRow.contract", Self.fixable)
    try folder.write("Clean.contract", "Platforms: iPad\nCounter\nMeaning: a count.\niPad: Counter\n")
    let result = try await folder.leafLSP(["check", "--fix", "--format", "json", "."])
    let fixed = try Data(contentsOf: URL(fileURLWithPath: folder.path("Orders/OrderRow.contract")))
    #expect(
      String(decoding: fixed, as: UTF8.self)
        == "\u{FEFF}Platforms: iPad\r\nOrderRow\r\nMeaning: 😀 ⌘ order.\r\nRole: button\r\niPad: row → details, ⌘R\r\n"
        + "Focus after dismiss: selected row\r\n"
    )
    #expect(fixed.starts(with: [0xEF, 0xBB, 0xBF]))
    #expect(result.stderr == "leaf-lsp check: fixed Orders/OrderRow.contract\n")
    #expect(!result.stdout.contains("unknown-role") && !result.stdout.contains("focus-return-unspecified"))
    #expect(try String(contentsOfFile: folder.path("Clean.contract"), encoding: .utf8).hasSuffix("iPad: Counter\n"))
    #expect(result.exitCode == 0)
  }

  @Test("a check naming a command the menu misspells: --fix rewrites neither spelling")
  func misspeltCommandLeftAlone() async throws {
    let contract = """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Mac: table row; Reorder in menu bar, ⌘R
      Check: Mac: Order → Reorder works with the keyboard alone.

      menu Order
        Reordr: ⌘R

      """
    let folder = try TemporaryFolder()
    try folder.write("OrderRow.contract", contract)
    let result = try await folder.leafLSP(["check", "--fix", "."])
    #expect(try String(contentsOfFile: folder.path("OrderRow.contract"), encoding: .utf8) == contract)
    #expect(!result.stderr.contains("fixed"))
    #expect(result.stdout.contains("Did you mean 'Reordr'? [unknown-menu-command]"))
  }

  @Test("a misspelt suppression id is corrected when the rule it names fires there, left alone when not")
  func misspeltSuppressionID() async throws {
    func contract(_ id: String, tooltip: String) -> String {
      """
      Platforms: Mac
      \(tooltip.isEmpty ? "CartRow" : "OrderRow")
      Meaning: one past order.
      # leaf-ignore: \(id) the date is in the details too
      Mac: table row\(tooltip)
      Check: Mac: fine

      """
    }
    let folder = try TemporaryFolder()
    try folder.write("Silences.contract", contract("hover-only-informaton", tooltip: ", tooltip shows the date"))
    try folder.write("Nothing.contract", contract("hover-only-informaton", tooltip: ""))
    let result = try await folder.leafLSP(["check", "--fix", "."])
    #expect(
      try String(contentsOfFile: folder.path("Silences.contract"), encoding: .utf8)
        == contract("hover-only-information", tooltip: ", tooltip shows the date")
    )
    #expect(
      try String(contentsOfFile: folder.path("Nothing.contract"), encoding: .utf8)
        == contract("hover-only-informaton", tooltip: "")
    )
    #expect(result.stderr == "leaf-lsp check: fixed Silences.contract\n")
    #expect(result.stdout.contains("Nothing.contract:4:16"))
    #expect(!result.stdout.contains("Silences.contract"))
  }

  @Test("without --fix nothing is written; standard input is never written")
  func noFixNoWrite() async throws {
    let folder = try TemporaryFolder()
    try folder.write("OrderRow.contract", Self.fixable)
    let result = try await folder.leafLSP(["check", "."])
    #expect(result.stdout.contains("unknown-role"))
    #expect(try String(contentsOfFile: folder.path("OrderRow.contract"), encoding: .utf8).contains("buton"))
    let stdin = try await folder.leafLSP(
      ["check", "--fix", "--stdin-filename", "OrderRow.contract", "-"],
      standardInput: Data(Self.fixable.utf8)
    )
    #expect(stdin.stdout.contains("unknown-role"))
    #expect(try String(contentsOfFile: folder.path("OrderRow.contract"), encoding: .utf8).contains("buton"))
  }
}
