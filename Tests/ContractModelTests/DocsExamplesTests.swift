import Foundation
import Testing

@testable import ContractModel

/// The examples the project publishes: every rule page's failing and passing example, and the
/// `Examples/Leaf` workspace with the output its README promises.
@Suite("Docs and examples")
struct DocsExamplesTests {
  /// The first fenced block of `language` under the `## <section>` heading of `page`.
  static func example(_ section: String, language: String, in page: String) -> String? {
    var inSection = false
    var block: [Substring]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = block {
        if line.hasPrefix("```") { return lines.joined(separator: "\n") + "\n" }
        block = lines + [line]
      } else if line.hasPrefix("## ") {
        inSection = line == "## \(section)"
      } else if inSection, line == "```\(language)" {
        block = []
      }
    }
    return nil
  }

  static let ruleIDs = RuleCatalog.all.map(\.id)

  @Test("Every rule of section 8 is in the catalog once, with the design's default severity")
  func catalog() {
    let design: [(String, Severity)] = [
      ("syntax", .error), ("missing-meaning", .error), ("missing-platform-path", .error),
      ("same-without-previous", .error), ("duplicate-component", .error), ("invalid-shortcut", .error),
      ("action-unreachable", .error), ("touch-only-action", .error), ("primary-action-without-command", .error),
      ("list-should-be-table", .error), ("table-collapses-on-iphone", .warning), ("hover-only-information", .error),
      ("custom-view-missing-accessibility", .error), ("custom-view-not-focusable", .error),
      ("hidden-focus-ring", .error), ("focus-return-unspecified", .warning), ("focus-not-on-selection", .warning),
      ("shortcut-conflict", .warning), ("shortcut-reserved", .error), ("shortcut-standard-meaning", .warning),
      ("shortcut-mismatch", .warning), ("reading-order-drift", .warning), ("mac-voiceover-untested", .information),
      ("unknown-field", .warning),
      ("unknown-role", .warning), ("unknown-kind", .warning), ("unknown-platform", .warning),
      ("unknown-catalog-entry", .warning), ("unknown-menu-command", .warning), ("duplicate-field", .warning),
      ("contract-drift", .warning), ("config", .error), ("unused-suppression", .hint),
    ]
    #expect(RuleCatalog.all.count == 33)
    #expect(RuleCatalog.all.map(\.id.rawValue) == design.map(\.0))
    #expect(RuleCatalog.all.map(\.defaultSeverity) == design.map(\.1))
    #expect(RuleCatalog.descriptor(.touchOnlyAction)?.severityNote == "error on Mac, warning on iPad")
    #expect(RuleCatalog.descriptor(.primaryActionWithoutCommand)?.severityNote == "error on Mac, warning on iPad")
  }

  @Test("The README's table of rules lists every rule, in the catalog's order, with its default")
  func readmeRuleTable() throws {
    let readme = try RepositoryFiles.text("README.md")
    let start = try #require(readme.range(of: "\n## Rules\n"))
    let section = readme[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    let words: [Severity: String] = [.error: "error", .warning: "warning", .information: "information", .hint: "hint"]
    let rows = section[..<end].split(separator: "\n").filter { $0.hasPrefix("| [`") }.map { row in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let id = cells[0].dropFirst(2).prefix { $0 != "`" }
      return (String(id), cells[1])
    }
    let expected = RuleCatalog.all.map { ($0.id.rawValue, $0.severityNote ?? words[$0.defaultSeverity]!) }
    #expect(rows.map(\.0) == expected.map(\.0))
    #expect(rows.map(\.1) == expected.map(\.1))
  }

  @Test("Every rule has a page with a failing and a passing example", arguments: ruleIDs)
  func pageExists(id: RuleID) throws {
    let page = try RepositoryFiles.text("docs/rules/\(id.rawValue).md")
    #expect(page.hasPrefix("# \(id.rawValue)\n"))
    let language = id == .config ? "json" : "contract"
    #expect(Self.example("Fails", language: language, in: page) != nil)
    #expect(Self.example("Passes", language: language, in: page) != nil)
  }

  /// The rules whose examples need more than one contract file: `config` (JSON) and
  /// `contract-drift` (a contract and Swift; see ``DriftPageTests``).
  static let contractOnlyRuleIDs = ruleIDs.filter { $0 != .config && $0 != .contractDrift }

  @Test(
    "A page's failing example gives its rule, its passing example does not",
    arguments: contractOnlyRuleIDs
  )
  func pageExamples(id: RuleID) throws {
    let page = try RepositoryFiles.text("docs/rules/\(id.rawValue).md")
    let fails = try #require(Self.example("Fails", language: "contract", in: page))
    let passes = try #require(Self.example("Passes", language: "contract", in: page))
    // Each example is one file; the cross-file rules' examples hold both copies in it.
    let failing = TestWorkspace.diagnostics(fails).filter { $0.rule == id }
    #expect(!failing.isEmpty, "Fails gives no \(id): \(TestWorkspace.diagnostics(fails).map(\.rule))")
    let lines = LineTable(passes)
    let passing = TestWorkspace.diagnostics(passes).filter { $0.rule == id }
    #expect(passing.isEmpty, "Passes gives \(passing.map { describe($0, in: lines) })")
  }

  @Test(
    "Each page's failing example shows its rule alone, and its passing example is clean",
    arguments: contractOnlyRuleIDs
  )
  func pageExamplesIsolateTheirRule(id: RuleID) throws {
    let page = try RepositoryFiles.text("docs/rules/\(id.rawValue).md")
    let fails = try #require(Self.example("Fails", language: "contract", in: page))
    let passes = try #require(Self.example("Passes", language: "contract", in: page))
    #expect(Set(TestWorkspace.diagnostics(fails).map(\.rule)) == [id])
    let lines = LineTable(passes)
    #expect(TestWorkspace.diagnostics(passes).map { describe($0, in: lines) } == [])
  }

  @Test("config's failing example is reported, its passing example is not")
  func configPage() throws {
    let page = try RepositoryFiles.text("docs/rules/config.md")
    let fails = try #require(Self.example("Fails", language: "json", in: page))
    let passes = try #require(Self.example("Passes", language: "json", in: page))
    #expect(!Configuration.parse(fails, file: nil, directory: nil).diagnostics.isEmpty)
    #expect(Configuration.parse(passes, file: nil, directory: nil).diagnostics.isEmpty)
  }

  // MARK: - Examples/Leaf

  /// The example workspace as `leaf-lsp check Examples/Leaf` reads it: a folder walk that honours
  /// the `.leaf-lsp.json`'s excludes, every file in one workspace with its configuration.
  static func exampleWorkspace() -> (workspace: ContractWorkspace, files: [String], folder: String) {
    let folder = RepositoryFiles.root.appendingPathComponent("Examples/Leaf").path
    let loader = ConfigurationLoader(root: folder)
    let files = ContractFileFinder.files(in: folder, loader: loader)
    let workspace = ContractWorkspace { loader.configuration(forDocumentAt: $0) }
    for file in files {
      workspace.setDocument(file, text: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }
    return (workspace, files, ConfigurationLoader.standardized(folder))
  }

  @Test("Examples/Leaf: the folder walk skips drafts/; its config is valid")
  func exampleFiles() throws {
    let (_, files, folder) = Self.exampleWorkspace()
    let relative = files.map { String($0.dropFirst(folder.count + 1)) }
    #expect(
      relative == [
        "Cart/CartItemRow.contract", "Catalog.contract", "Menus.contract", "Orders/OrderHistory.contract",
        "Orders/OrderRow.contract", "Orders/PortedFromIPhone.contract", "README.md", "Rating/RatingView.contract",
        "Settings/SettingsScreen.contract",
      ]
    )
    // The README is walked as Markdown: it has no contract fence, so it holds no contract.
    #expect(MarkdownContracts.fences(in: try String(contentsOfFile: folder + "/README.md", encoding: .utf8)).isEmpty)
    let configuration = ConfigurationLoader(root: folder).configuration(forDocumentAt: folder + "/Menus.contract")
    #expect(configuration.diagnostics.isEmpty)
    #expect(configuration.platforms == [.iPhone, .iPad, .mac])
    #expect(configuration.exclude == ["drafts/**"])
  }

  @Test("Examples/Leaf: every file but PortedFromIPhone is clean")
  func exampleCleanFiles() {
    let (workspace, files, folder) = Self.exampleWorkspace()
    for file in files where !file.hasSuffix("/Orders/PortedFromIPhone.contract") {
      let lines = LineTable(workspace.text(file) ?? "")
      let found = workspace.diagnostics(for: file).filter { $0.severity != .hint }
      #expect(found.isEmpty, "\(file.dropFirst(folder.count + 1)): \(found.map { describe($0, in: lines) })")
    }
  }

  @Test("Examples/Leaf: PortedFromIPhone gives exactly the nine diagnostics of the README's table")
  func examplePortedFromIPhone() throws {
    let readme = try RepositoryFiles.text("Examples/Leaf/README.md")
    // | 20 | `iPad:` | warning | `touch-only-action` | why |
    var expected: [String] = []
    for line in readme.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, let number = Int(cells[0]) else { continue }
      let field = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`:"))
      expected.append(
        "\(number) \(field) \(cells[2]) \(cells[3].trimmingCharacters(in: CharacterSet(charactersIn: "`")))"
      )
    }
    #expect(expected.count == 9)
    let (workspace, files, _) = Self.exampleWorkspace()
    let file = try #require(files.first { $0.hasSuffix("/Orders/PortedFromIPhone.contract") })
    let lines = LineTable(workspace.text(file) ?? "")
    let actual = workspace.diagnostics(for: file).map { diagnostic in
      // The README names the line by its field key (or component name); the range may be the value.
      let line = lines.position(of: diagnostic.range.start).line
      let field = lines.text(ofLine: line).prefix { $0 != ":" }
      return "\(line + 1) \(field) \(diagnostic.severity) \(diagnostic.rule)"
    }
    #expect(actual.sorted() == expected.sorted())
    let counts = Dictionary(grouping: workspace.diagnostics(for: file), by: \.severity).mapValues(\.count)
    #expect(counts == [.error: 4, .warning: 3, .information: 2])
  }

  @Test("Examples/Leaf: the draft, checked by name, shows the errors the README lists")
  func exampleDraft() throws {
    let (workspace, _, folder) = Self.exampleWorkspace()
    let draft = folder + "/drafts/QuickReorderCard.contract"
    workspace.setDocument(draft, text: try String(contentsOfFile: draft, encoding: .utf8))
    let rules = Set(workspace.diagnostics(for: draft).map(\.rule))
    for rule in [RuleID.missingMeaning, .missingPlatformPath, .sameWithoutPrevious, .syntax, .invalidShortcut] {
      #expect(rules.contains(rule), "\(rule)")
    }
  }
}
