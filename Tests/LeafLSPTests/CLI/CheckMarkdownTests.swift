import Foundation
import Testing

/// `leaf-lsp check` (and `--fix`, `format`) on contracts written in Markdown files, through the
/// built binary.
@Suite("check: contracts in Markdown")
struct CheckMarkdownTests {
  /// The chapter's OrderRow contract.
  static let orderRow = """
    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫

    """

  /// `contract` in a fence opened on line 6 (indented by `indent` spaces), after prose with ⌘, ⌥
  /// and emoji.
  static func markdown(_ contract: String, indent: Int = 0) -> String {
    let pad = String(repeating: " ", count: indent)
    let fenced = contract.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      $0.isEmpty ? "" : pad + $0
    }
    return "# Orders 🧾\n\nReorder is ⌘R, ⌥⌘R reorders all 🛒.\n\n\(pad)```contract\n"
      + fenced.joined(separator: "\n") + "\n\(pad)```\n\nMore prose ⌫.\n"
  }

  /// Where each format writes line numbers.
  static let linePatterns: [String: [String]] = [
    "text": [#"orders\.md:(\d+):"#],
    "xcode": [#"orders\.md:(\d+):"#],
    "github": [#"[^d]line=(\d+)"#, #"endLine=(\d+)"#],
    "json": [#""line":(\d+)"#, #""endLine":(\d+)"#],
    "sarif": [#""startLine":(\d+)"#, #""endLine":(\d+)"#],
  ]

  /// `text` with each number the `patterns` capture raised by `shift`.
  static func shiftingLines(_ text: String, patterns: [String], by shift: Int) throws -> String {
    var result = text
    for pattern in patterns {
      let expression = try NSRegularExpression(pattern: pattern)
      let matches = expression.matches(in: result, range: NSRange(result.startIndex..., in: result))
      for match in matches.reversed() {
        let range = Range(match.range(at: 1), in: result)!
        result.replaceSubrange(range, with: String(Int(result[range])! + shift))
      }
    }
    return result
  }

  @Test(
    "OrderRow in a fence: the findings of the .contract file, five lines down, in every format",
    arguments: ["text", "xcode", "github", "json", "sarif"]
  )
  func sameFindingsInEveryFormat(format: String) async throws {
    let folder = try TemporaryFolder()
    try folder.write("a/orders.md", Self.orderRow)
    try folder.write("b/orders.md", Self.markdown(Self.orderRow))
    // The same text as a contract file, under the Markdown file's name once its lines are moved.
    try FileManager.default.moveItem(atPath: folder.path("a/orders.md"), toPath: folder.path("a/orders.contract"))
    let contract = try await folder.leafLSP(["check", "--format", format, "a"])
    let markdown = try await folder.leafLSP(["check", "--format", format, "b"])
    #expect(contract.exitCode == markdown.exitCode)
    #expect(contract.stdout.contains("focus-return-unspecified"))
    let renamed = contract.stdout.replacingOccurrences(of: "a/orders.contract", with: "b/orders.md")
    let expected = try Self.shiftingLines(renamed, patterns: Self.linePatterns[format]!, by: 5)
    #expect(markdown.stdout == expected)
  }

  @Test("An indented fence: columns move by the indentation, the source line shown is the Markdown file's")
  func indentedFence() async throws {
    let folder = try TemporaryFolder()
    try folder.write("orders.md", Self.markdown(Self.orderRow, indent: 2))
    let result = try await folder.leafLSP(["check", "--format", "xcode", "."])
    #expect(result.stdout.contains("orders.md:9:3: warning: The iPad path of 'OrderRow'"), "\(result.stdout)")
    let text = try await folder.leafLSP(["check", "."])
    #expect(text.stdout.contains("orders.md:9:3: warning:"))
    #expect(text.stdout.contains("  iPad: same + keyboard focus on row, context menu, ⌘R\n    ^~~~"), "\(text.stdout)")
  }

  @Test("Two fences of one file: a shortcut conflict between them, reported at each fence's line")
  func conflictBetweenFences() async throws {
    let cart =
      "App: Leaf\nPlatforms: Mac\nCartRow\nMeaning: one cart item.\nActions: Refresh\nMac: table row; Refresh with ⌘R\nCheck: Mac: fine\n"
    let order =
      "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: one past order.\nActions: Reorder\nMac: table row; Reorder with ⌘R\nCheck: Mac: fine\n"
    let folder = try TemporaryFolder()
    try folder.write("two.md", "# 🧾 Two\n\n```contract\n\(cart)```\n\n~~~contract\n\(order)~~~\n")
    let result = try await folder.leafLSP(["check", "--format", "github", "."])
    let conflicts = result.stdout.split(separator: "\n").filter { $0.contains("title=shortcut-conflict") }
    #expect(conflicts.count == 2)
    #expect(conflicts.first?.hasPrefix("::warning file=two.md,line=9,col=30,") == true, "\(result.stdout)")
    #expect(conflicts.last?.hasPrefix("::warning file=two.md,line=19,col=30,") == true, "\(result.stdout)")
  }

  @Test("Markdown without contract fences is no finding; \"markdown\": false and exclude skip Markdown")
  func skipped() async throws {
    let folder = try TemporaryFolder()
    try folder.write("notes/plain.md", "# Notes\n\n```swift\nlet x = 1\n```\n")
    try folder.write("docs/orders.md", Self.markdown(Self.orderRow))
    let all = try await folder.leafLSP(["check", "--format", "xcode", "."])
    #expect(all.stdout.contains("docs/orders.md:9:1: warning:"))
    #expect(!all.stdout.contains("plain.md"))
    try folder.write(".leaf-lsp.json", #"{"exclude": ["docs/**"]}"#)
    let excluded = try await folder.leafLSP(["check", "--format", "xcode", "."])
    #expect(excluded.exitCode == 0)
    #expect(!excluded.stdout.contains("orders.md"))
    try folder.write(".leaf-lsp.json", #"{"markdown": false}"#)
    let off = try await folder.leafLSP(["check", "--format", "xcode", "."])
    #expect(off.exitCode == 0)
    #expect(!off.stdout.contains("orders.md"))
    try folder.write(".leaf-lsp.json", #"{"markdown": "no"}"#)
    let wrong = try await folder.leafLSP(["check", "--format", "xcode", "."])
    #expect(wrong.stdout.contains(".leaf-lsp.json:1:14: error: 'markdown' must be true or false."), "\(wrong.stdout)")
  }

  @Test("--fix and format change the contract fences only: every byte of the prose is kept")
  func fixAndFormatInsideFencesOnly() async throws {
    let prose = "# Orders 🧾\r\n\r\n  Role: buton is prose ⌘.\r\n\r\n"
    let after = "\r\nmeaning: prose  \r\n"
    let fixable = "Platforms: iPad\r\nOrderRow\r\nMeaning: 😀 ⌘ order.\r\nRole: buton\r\niPad: row → details, ⌘R\r\n"
    let folder = try TemporaryFolder()
    try folder.write("orders.md", prose + "```contract\r\n" + fixable + "```\r\n" + after)
    let fixed = try await folder.leafLSP(["check", "--fix", "."])
    #expect(fixed.stderr == "leaf-lsp check: fixed orders.md\n")
    let expectedFix =
      "Platforms: iPad\r\nOrderRow\r\nMeaning: 😀 ⌘ order.\r\nRole: button\r\niPad: row → details, ⌘R\r\n"
      + "Focus after dismiss: selected row\r\n"
    let text = try String(contentsOfFile: folder.path("orders.md"), encoding: .utf8)
    #expect(text == prose + "```contract\r\n" + expectedFix + "```\r\n" + after)

    let messy = "OrderRow  \nmeaning:😀 ⌘ order.\nmacOS:  table row; Reorder in menu bar, Cmd-Shift-R\n"
    let tidy = "OrderRow\nMeaning: 😀 ⌘ order.\nMac: table row; Reorder in menu bar, ⇧⌘R\n"
    let outside = "meaning:  prose stays  \n"
    let indentedMessy = messy.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n") + "\n"
    try folder.write("messy.md", outside + "   ```contract\n" + indentedMessy + "   ```\n" + outside)
    let check = try await folder.leafLSP(["format", "--check", "messy.md"])
    #expect(check.exitCode == 1)
    #expect(check.stdout == "would reformat messy.md\n")
    _ = try await folder.leafLSP(["format", "messy.md"])
    let indented = tidy.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n") + "\n"
    let formatted = try String(contentsOfFile: folder.path("messy.md"), encoding: .utf8)
    #expect(formatted == outside + "   ```contract\n" + indented + "   ```\n" + outside)
    #expect(try await folder.leafLSP(["format", "--check", "messy.md"]).exitCode == 0)
  }
}
