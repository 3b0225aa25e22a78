import ContractModel
import Foundation
import Testing

/// The Swift examples the project publishes: every code rule page's failing and passing Swift, and
/// the README's example with the findings its `Findings:` line states.
@Suite("Docs: the Swift examples")
struct DocsSwiftExamplesTests {
  /// The first ```swift block under the `## <section>` heading of `page`.
  static func swiftExample(_ section: String, in page: String) -> String? {
    DocsExamplesTests.example(section, language: "swift", in: page)
  }

  static let codeRules = RuleCatalog.codeRuleIDs.map(\.rawValue)

  @Test("The rules that run on code are the nine the design names")
  func codeRuleList() {
    #expect(
      Set(Self.codeRules) == [
        "shortcut-conflict", "shortcut-reserved", "shortcut-standard-meaning", "touch-only-action",
        "hover-only-information", "custom-view-missing-accessibility", "custom-view-not-focusable",
        "hidden-focus-ring", "list-should-be-table",
      ]
    )
  }

  @Test("A code rule's page fails its failing Swift and passes its passing Swift", arguments: codeRules)
  func rulePage(rule: String) throws {
    let page = try RepositoryFiles.text("docs/rules/\(rule).md")
    #expect(page.contains("\n## On Swift code\n"))
    let fails = try #require(Self.swiftExample("Fails on Swift code", in: page))
    let passes = try #require(Self.swiftExample("Passes on Swift code", in: page))
    #expect(CodeCheck.findings(swift: fails).map(\.rule).contains(rule), "\(CodeCheck.findings(swift: fails))")
    #expect(!CodeCheck.findings(swift: passes).map(\.rule).contains(rule), "\(CodeCheck.findings(swift: passes))")
  }

  @Test("Pages of rules that do not run on code have no Swift part")
  func otherPages() throws {
    for descriptor in RuleCatalog.all where !Self.codeRules.contains(descriptor.id.rawValue) {
      let page = try RepositoryFiles.text("docs/rules/\(descriptor.id.rawValue).md")
      #expect(!page.contains("## On Swift code"), "\(descriptor.id)")
    }
  }

  @Test("The README's Swift example gives exactly the findings its Findings: line states")
  func readmeExample() throws {
    let readme = try RepositoryFiles.text("README.md")
    let section = try #require(readme.range(of: "## Checking the app's code\n"))
    let rest = readme[section.upperBound...]
    let open = try #require(rest.range(of: "```swift\n"))
    let close = try #require(rest[open.upperBound...].range(of: "\n```\n"))
    let example = String(rest[open.upperBound..<close.lowerBound]) + "\n"
    let afterBlock = rest[close.upperBound...]
    let findingsStart = try #require(afterBlock.range(of: "Findings: "))
    let statement = afterBlock[findingsStart.upperBound...].prefix { $0 != "." }.replacingOccurrences(
      of: "\n",
      with: " "
    )
    let workspace = CodeCheck.workspace(["OrderHistoryView.swift": example])
    let lines = try #require(workspace.lines("OrderHistoryView.swift"))
    let words: [Severity: String] = [.error: "error", .warning: "warning", .information: "info", .hint: "hint"]
    let reported = workspace.diagnostics(for: "OrderHistoryView.swift").map { diagnostic in
      let position = lines.position(of: diagnostic.range.start, encoding: .utf32)
      return "\(position.line + 1):\(position.column + 1) \(words[diagnostic.severity]!) `\(diagnostic.rule)`"
    }
    #expect(reported.joined(separator: ", ") == statement)
  }
}
