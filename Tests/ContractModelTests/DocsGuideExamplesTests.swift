import Foundation
import Testing

@testable import ContractModel

/// The contract examples of the language guide, the decisions page and the README: each one is a
/// file, and the `Findings:` line right after it states what `leaf-lsp check` reports for it
/// (the convention is in docs/contract-language.md, "About the examples").
@Suite("Docs: every guide example states its findings")
struct DocsGuideExamplesTests {
  /// The pages whose ```contract blocks state their findings.
  static let pages = ["docs/contract-language.md", "docs/language-decisions.md", "README.md"]

  // MARK: - The convention

  /// A ```contract block of a page, with the `Findings:` statement after it.
  struct Example: Sendable, CustomTestStringConvertible {
    /// The page, relative to the repository's root.
    var page: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The contract: the block's lines.
    var text: String
    /// The example's other files (```contract Menus.contract blocks right after it), by name.
    var otherFiles: [String: String] = [:]
    /// The app's code beside it (```swift OrdersView.swift blocks right after it), by name.
    var codeFiles: [String: String] = [:]
    /// What follows `Findings:`, its lines joined, or nil when the block is not followed by one.
    var statement: String?
    /// The 1-based line of the `Findings:` line.
    var statementLine: Int?

    var testDescription: String { "\(page):\(line)" }
  }

  /// One finding as a `Findings:` line states it and `check` prints it: `4:1 warning rule-id`,
  /// with an optional part of the message.
  struct Finding: Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    /// `error`, `warning`, `info` or `hint`, as `check` prints the severity.
    var severity: String
    var rule: String
    /// A part of the message (stated), or the whole message (reported).
    var message: String?

    /// The finding as a `Findings:` line writes it.
    var statement: String { "\(line):\(column) \(severity) `\(rule)`" }

    var description: String { "\(line):\(column) \(severity) \(rule)" + (message.map { ": \($0)" } ?? "") }

    /// Whether the reported finding `other` is this stated one.
    func matches(_ other: Finding) -> Bool {
      line == other.line && column == other.column && severity == other.severity && rule == other.rule
        && (message.map { other.message?.contains($0) ?? false } ?? true)
    }
  }

  /// The words `check` prints for each severity.
  static let severityWords: [Severity: String] = [
    .error: "error", .warning: "warning", .information: "info", .hint: "hint",
  ]

  /// The examples of `page` (its text `text`), and what stands alone, as `page:line: what`
  /// messages: a `Findings:` line or another file that follows no ```contract example.
  static func examples(of page: String, text: String) -> (examples: [Example], strays: [String]) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    /// The fenced block that opens on line `start`: its info string, its text, the line after it.
    func block(at start: Int) -> (info: String, text: String, next: Int) {
      var end = start + 1
      while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
      let body = lines[(start + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n"
      return (lines[start].dropFirst(3).trimmingCharacters(in: .whitespaces), body, end + 1)
    }
    /// The first line from `start` on that is not blank.
    func nonBlank(from start: Int) -> Int {
      var line = start
      while line < lines.count, lines[line].trimmingCharacters(in: .whitespaces).isEmpty { line += 1 }
      return line
    }
    var examples: [Example] = []
    var strays: [String] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("```") else {
        if lines[index].hasPrefix("Findings:") {
          strays.append("\(page):\(index + 1): this 'Findings:' line follows no ```contract example")
        }
        index += 1
        continue
      }
      let opened = block(at: index)
      guard opened.info == "contract" else {
        if opened.info.hasPrefix("contract ") || opened.info.hasPrefix("swift ") {
          strays.append("\(page):\(index + 1): this other file ('\(opened.info)') follows no ```contract example")
        }
        index = opened.next
        // A Swift example's Findings line is checked by DocsSwiftExamplesTests.
        if opened.info == "swift" {
          let next = nonBlank(from: index)
          if next < lines.count, lines[next].hasPrefix("Findings:") { index = next + 1 }
        }
        continue
      }
      var example = Example(page: page, line: index + 1, text: opened.text)
      index = opened.next
      // The example's other files: ```contract Name.contract and ```swift Name.swift blocks right after it.
      while true {
        let next = nonBlank(from: index)
        guard next < lines.count, lines[next].hasPrefix("```contract ") || lines[next].hasPrefix("```swift ") else {
          break
        }
        let other = block(at: next)
        if other.info.hasPrefix("swift ") {
          example.codeFiles[String(other.info.dropFirst("swift ".count))] = other.text
        } else {
          example.otherFiles[String(other.info.dropFirst("contract ".count))] = other.text
        }
        index = other.next
      }
      let next = nonBlank(from: index)
      if next < lines.count, lines[next].hasPrefix("Findings:") {
        var paragraph = [String(lines[next].dropFirst("Findings:".count))]
        var more = next + 1
        while more < lines.count, !lines[more].trimmingCharacters(in: .whitespaces).isEmpty {
          paragraph.append(lines[more])
          more += 1
        }
        example.statement = paragraph.joined(separator: " ")
        example.statementLine = next + 1
        index = more
      }
      examples.append(example)
    }
    return (examples, strays)
  }

  /// The findings a statement states, or why it cannot be read.
  static func findings(stated statement: String) -> Result<[Finding], StatementError> {
    var text = statement.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
    if text.hasSuffix(".") { text.removeLast() }
    if text == "none" { return .success([]) }
    var entries: [String] = []
    var current = ""
    var quoted = false
    for character in text {
      if character == "\"" { quoted.toggle() }
      if character == ";" && !quoted {
        entries.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    entries.append(current)
    var result: [Finding] = []
    for entry in entries.map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let finding = finding(entry) else { return .failure(StatementError(entry: entry)) }
      result.append(finding)
    }
    return .success(result)
  }

  /// An entry of a statement that is not `line:column severity rule-id ["part of the message"]`.
  struct StatementError: Error, CustomStringConvertible {
    var entry: String
    var description: String {
      "'\(entry)' is not 'line:column severity rule-id' (severity: error, warning, info or hint; a known rule id), "
        + "optionally followed by a part of the message in double quotes"
    }
  }

  /// One entry: `4:1 warning rule-id` or `4:1 warning rule-id "part of the message"`.
  static func finding(_ entry: String) -> Finding? {
    var rest = Substring(entry)
    /// The next word of `rest`, taken off it.
    func word() -> String? {
      rest = rest.drop { $0 == " " }
      let word = rest.prefix { $0 != " " }
      rest = rest.dropFirst(word.count)
      return word.isEmpty ? nil : String(word)
    }
    guard let position = word(), let severity = word(), let rule = word() else { return nil }
    let numbers = position.split(separator: ":")
    guard numbers.count == 2, let line = Int(numbers[0]), let column = Int(numbers[1]) else { return nil }
    guard severityWords.values.contains(severity), RuleCatalog.descriptor(RuleID(rule)) != nil else { return nil }
    let quote = rest.trimmingCharacters(in: .whitespaces)
    var message: String?
    if !quote.isEmpty {
      guard quote.count >= 2, quote.hasPrefix("\""), quote.hasSuffix("\"") else { return nil }
      message = String(quote.dropFirst().dropLast())
    }
    return Finding(line: line, column: column, severity: severity, rule: rule, message: message)
  }

  /// What `check` reports for `text`, checked with `otherFiles` as one workspace and every rule at
  /// its default severity: 1-based lines and columns in Unicode characters, as `check` prints them.
  static func reported(
    _ text: String,
    otherFiles: [String: String] = [:],
    codeFiles: [String: String] = [:]
  ) -> [Finding] {
    let lines = LineTable(text)
    let workspace = TestWorkspace.make(text, otherFiles: otherFiles)
    workspace.setCodeFiles(codeFiles.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    return workspace.diagnostics(for: TestWorkspace.mainKey).map { diagnostic in
      let start = lines.position(of: diagnostic.range.start, encoding: .utf32)
      return Finding(
        line: start.line + 1,
        column: start.column + 1,
        severity: severityWords[diagnostic.severity]!,
        rule: diagnostic.rule.rawValue,
        message: diagnostic.message
      )
    }
  }

  /// Nil when `example` states exactly the findings `check` reports for it; else what differs, and
  /// the `Findings:` line that would be right.
  static func mismatch(_ example: Example) -> String? {
    let reported = reported(example.text, otherFiles: example.otherFiles, codeFiles: example.codeFiles)
    let right = "Findings: " + (reported.isEmpty ? "none" : reported.map(\.statement).joined(separator: "; ")) + "."
    let place = "\(example.page):\(example.line)"
    guard let statement = example.statement else {
      return "\(place): the contract example has no 'Findings:' line after it. Write:\n  \(right)"
    }
    let stated: [Finding]
    switch findings(stated: statement) {
    case .success(let findings): stated = findings
    case .failure(let error):
      return "\(place): the 'Findings:' line (line \(example.statementLine ?? 0)) cannot be read: \(error)."
    }
    var unmatched = reported
    var missing: [Finding] = []
    for finding in stated {
      if let index = unmatched.firstIndex(where: finding.matches) {
        unmatched.remove(at: index)
      } else {
        missing.append(finding)
      }
    }
    guard !missing.isEmpty || !unmatched.isEmpty else { return nil }
    var report = [
      "\(place): the example's findings differ from its 'Findings:' line (line \(example.statementLine ?? 0))."
    ]
    if !missing.isEmpty {
      report += ["Stated but not reported:"] + missing.map { "  - \($0)" }
    }
    if !unmatched.isEmpty {
      report += ["Reported but not stated:"] + unmatched.map { "  + \($0)" }
    }
    report += ["What check reports for the example:"] + reported.map { "    \($0)" }
    report += ["Write (if the engine is right):", "  \(right)"]
    return report.joined(separator: "\n")
  }

  /// Every example of every page (a page that cannot be read has none; `pagesHaveExamples` says so).
  static let allExamples: [Example] = pages.flatMap { page in
    (try? RepositoryFiles.text(page)).map { examples(of: page, text: $0).examples } ?? []
  }

  // MARK: - The pages

  @Test(
    "Each page has contract examples, each followed by a Findings line, and no Findings line stands alone",
    arguments: pages
  )
  func pagesHaveExamples(page: String) throws {
    let text = try RepositoryFiles.text(page)
    let (examples, strays) = Self.examples(of: page, text: text)
    #expect(!examples.isEmpty, "\(page) has no ```contract example")
    for example in examples where example.statement == nil {
      Issue.record("\(page):\(example.line): the contract example has no 'Findings:' line after it")
    }
    for stray in strays { Issue.record(Comment(rawValue: stray)) }
  }

  @Test("Each example gives exactly the findings its Findings line states", arguments: allExamples)
  func exampleFindings(example: Example) {
    if let mismatch = Self.mismatch(example) { Issue.record(Comment(rawValue: mismatch)) }
  }

  @Test("The guide's .leaf-lsp.json examples are valid configurations")
  func configurationExamples() throws {
    let page = try RepositoryFiles.text("docs/contract-language.md")
    var blocks: [String] = []
    var block: [Substring]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = block {
        if line.hasPrefix("```") {
          blocks.append(lines.joined(separator: "\n"))
          block = nil
        } else {
          block = lines + [line]
        }
      } else if line == "```json" {
        block = []
      }
    }
    #expect(!blocks.isEmpty)
    for json in blocks {
      let diagnostics = Configuration.parse(json, file: nil, directory: nil).diagnostics
      #expect(diagnostics.isEmpty, "\(json)\n\(diagnostics.map(\.message))")
    }
  }

  // MARK: - The convention can fail

  static let seed = """
    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫

    """

  static func seedExample(stating statement: String?) -> Example {
    Example(page: "page.md", line: 3, text: seed, statement: statement, statementLine: statement == nil ? nil : 11)
  }

  @Test("The right statement passes, in any order, with backticks, wrapped lines and message parts")
  func rightStatements() {
    for statement in [
      " 1:1 info mac-voiceover-untested; 4:1 warning focus-return-unspecified",
      " 4:1 warning `focus-return-unspecified`;   1:1 info `mac-voiceover-untested`.",
      " 4:1 warning focus-return-unspecified \"presents details ('row → details')\"; 1:1 info mac-voiceover-untested",
    ] {
      #expect(Self.mismatch(Self.seedExample(stating: statement)) == nil, "\(statement)")
    }
  }

  @Test("A wrong statement fails, saying what is stated, what is reported and what to write")
  func wrongStatements() throws {
    let wrongColumn = try #require(
      Self.mismatch(Self.seedExample(stating: " 1:1 info mac-voiceover-untested; 4:2 warning focus-return-unspecified"))
    )
    #expect(wrongColumn.contains("page.md:3: the example's findings differ from its 'Findings:' line (line 11)."))
    #expect(wrongColumn.contains("Stated but not reported:\n  - 4:2 warning focus-return-unspecified"))
    #expect(wrongColumn.contains("Reported but not stated:\n  + 4:1 warning focus-return-unspecified: The iPad path"))
    #expect(
      wrongColumn.contains(
        "  Findings: 1:1 info `mac-voiceover-untested`; 4:1 warning `focus-return-unspecified`."
      )
    )
    let none = try #require(Self.mismatch(Self.seedExample(stating: " none.")))
    #expect(none.contains("+ 1:1 info mac-voiceover-untested") && !none.contains("Stated but not reported"))
    let severity = try #require(
      Self.mismatch(
        Self.seedExample(stating: " 1:1 information mac-voiceover-untested; 4:1 warning focus-return-unspecified")
      )
    )
    #expect(severity.contains("cannot be read: '1:1 information mac-voiceover-untested' is not"))
    let message = " 1:1 info mac-voiceover-untested; 4:1 warning focus-return-unspecified \"no such words\""
    #expect(Self.mismatch(Self.seedExample(stating: message))?.contains("Stated but not reported") == true)
    let absent = try #require(Self.mismatch(Self.seedExample(stating: nil)))
    #expect(absent.contains("page.md:3: the contract example has no 'Findings:' line after it."))
  }

  @Test("Other languages are skipped; other files join the example before them; a Findings line alone is a stray")
  func pageReading() {
    let page = """
      # Title

      ```contract
      Platforms: Mac
      ```

      ```contract Menus.contract
      menu Order
      ```

      Findings: 1:1 hint
        unused-suppression.

      ```json
      {}
      ```

      Findings: none.

      ```contract Other.contract
      ```

      ```contract
      Platforms: Mac
      ```
      """
    let (examples, strays) = Self.examples(of: "page.md", text: page)
    #expect(examples.map(\.line) == [3, 23])
    #expect(examples.map(\.text) == ["Platforms: Mac\n", "Platforms: Mac\n"])
    #expect(examples.map(\.otherFiles) == [["Menus.contract": "menu Order\n"], [:]])
    #expect(examples.map(\.statement) == [" 1:1 hint   unused-suppression.", nil])
    #expect(examples.map(\.statementLine) == [11, nil])
    #expect(
      strays == [
        "page.md:18: this 'Findings:' line follows no ```contract example",
        "page.md:20: this other file ('contract Other.contract') follows no ```contract example",
      ]
    )
  }

  @Test("An example's other files are read with it, as one workspace")
  func otherFiles() {
    let order = """
      App: Leaf
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPad: list row; keyboard focus on row
      Mac: table row; Reorder in menu bar
      Check: Mac: Order → Reorder works with the keyboard alone.

      """
    let menus = "App: Leaf\nmenu Order\n  Reorder: ⌘R\n"
    let alone = Example(page: "page.md", line: 1, text: order, statement: " none.", statementLine: 9)
    #expect(Self.mismatch(alone)?.contains("+ 5:1 error action-unreachable") == true)
    let together = Example(
      page: "page.md",
      line: 1,
      text: order,
      otherFiles: ["Menus.contract": menus],
      statement: " none.",
      statementLine: 13
    )
    #expect(Self.mismatch(together) == nil)
  }
}
