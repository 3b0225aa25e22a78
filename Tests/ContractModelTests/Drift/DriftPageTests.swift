import Testing

@testable import ContractModel

/// docs/rules/contract-drift.md: its examples are a contract and the Swift beside it.
@Suite("Docs: the contract-drift page")
struct DriftPageTests {
  /// The contract and the Swift files (`swift Name.swift` blocks) of the `## section` of `page`.
  static func example(_ section: String, in page: String) -> (contract: String, swift: [(String, String)]) {
    var inSection = false
    var contract = ""
    var swift: [(String, String)] = []
    var block: (info: String, lines: [Substring])?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if var open = block {
        if line.hasPrefix("```") {
          let text = open.lines.joined(separator: "\n") + "\n"
          if open.info == "contract" {
            contract = text
          } else if open.info.hasPrefix("swift ") {
            swift.append((String(open.info.dropFirst("swift ".count)), text))
          }
          block = nil
        } else {
          open.lines.append(line)
          block = open
        }
      } else if line.hasPrefix("## ") {
        inSection = line == "## \(section)"
      } else if inSection, line.hasPrefix("```") {
        block = (String(line.dropFirst(3)), [])
      }
    }
    return (contract, swift)
  }

  @Test("The failing example gives contract-drift alone, three times; the passing one is clean")
  func examples() throws {
    let page = try RepositoryFiles.text("docs/rules/contract-drift.md")
    let fails = Self.example("Fails", in: page)
    #expect(fails.swift.map(\.0) == ["LeafApp.swift"])
    let failing = Drift.findings(fails.contract, code: Drift.code(fails.swift))
    #expect(failing.count == 3, "\(failing.map(\.message))")
    #expect(TestWorkspace.diagnostics(fails.contract).isEmpty)
    let passes = Self.example("Passes", in: page)
    #expect(passes.swift.map(\.0) == ["LeafApp.swift"])
    #expect(Drift.findings(passes.contract, code: Drift.code(passes.swift)).map(\.message) == [])
    #expect(TestWorkspace.diagnostics(passes.contract).isEmpty)
  }
}
