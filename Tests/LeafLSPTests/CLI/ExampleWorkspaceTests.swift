import Foundation
import Testing

/// `leaf-lsp check Examples/Leaf` from the package root gives exactly what `Examples/Leaf/README.md` lists.
@Suite("check Examples/Leaf")
struct ExampleWorkspaceTests {
  static let brokenFile = "Examples/Leaf/Orders/PortedFromIPhone.contract"

  /// The rows of the README's "Expected output" table: line, severity, rule.
  static func expectedFindings() throws -> [Finding] {
    let readme = try String(
      contentsOf: ProcessRunner.repositoryRoot.appendingPathComponent("Examples/Leaf/README.md"),
      encoding: .utf8
    )
    let section = try #require(readme.components(separatedBy: "## Expected output").dropFirst().first)
    var findings: [Finding] = []
    for row in section.lines where row.hasPrefix("|") {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, let line = Int(cells[0]) else { continue }
      findings.append(
        Finding(brokenFile, line, cells[2], cells[3].trimmingCharacters(in: CharacterSet(charactersIn: "`")))
      )
    }
    return findings
  }

  @Test("the README lists nine diagnostics")
  func readmeTable() throws {
    let expected = try Self.expectedFindings()
    #expect(expected.count == 9)
  }

  @Test("exactly the README's nine diagnostics, and exit 1")
  func exactlyTheREADMEsDiagnostics() async throws {
    let result = try await ProcessRunner.leafLSP(["check", "--format", "json", "Examples/Leaf"])
    #expect(result.exitCode == 1)
    #expect(result.stderr.isEmpty)
    let actual = try Decode.diagnostics(result).compactMap(Finding.init(json:))
    let expected = try Self.expectedFindings()
    #expect(actual.count == 9)
    #expect(actual.sorted { $0.description < $1.description } == expected.sorted { $0.description < $1.description })
  }

  @Test("the text summary: 4 errors, 3 warnings, 2 information in the 8 files the walk reads")
  func textSummary() async throws {
    let result = try await ProcessRunner.leafLSP(["check", "Examples/Leaf"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.lines.last == "4 errors, 3 warnings, 2 information, 0 hints in 8 files")
    #expect(!result.stdout.contains("drafts/"))
  }

  @Test("every format agrees on the count and the exit code")
  func everyFormat() async throws {
    let sarif = try await ProcessRunner.leafLSP(["check", "--format", "sarif", "Examples/Leaf"])
    #expect(sarif.exitCode == 1)
    let log = try Decode.object(sarif.standardOutput)
    #expect(SARIFSchemaCheck.problems(in: log).isEmpty)
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    #expect(results.count == 9)
    let github = try await ProcessRunner.leafLSP(["check", "--format", "github", "Examples/Leaf"])
    #expect(github.exitCode == 1)
    #expect(github.stdout.lines.count == 9)
    #expect(github.stdout.lines.allSatisfy { $0.contains("file=\(Self.brokenFile),") })
  }

  @Test("the excluded draft is checked when named, with the errors the README promises")
  func draftByName() async throws {
    let result = try await ProcessRunner.leafLSP(
      ["check", "--format", "json", "Examples/Leaf/drafts/QuickReorderCard.contract"]
    )
    #expect(result.exitCode == 1)
    let rules = Set(try Decode.diagnostics(result).compactMap { $0["rule"] as? String })
    #expect(
      rules.isSuperset(of: [
        "missing-meaning", "missing-platform-path", "same-without-previous", "syntax", "invalid-shortcut",
      ])
    )
  }
}
