import Testing

@testable import ContractModel

/// Navigation and presentation over random and mutated inputs: never a crash, every range inside the text
/// on scalar boundaries, tokens single-line and disjoint, rename edits disjoint and whole names.
@Suite("Presentation and navigation: random inputs")
struct PresentationRobustnessTests {
  @Test("200 random and mutated inputs: tokens, outline, folding, links, hints, coverage, references, rename")
  func randomInputs() throws {
    var random = SeededGenerator(seed: 0x6E61_7669)
    let corpus = try FuzzTests.corpus()
    for round in 0..<200 {
      let text =
        round % 2 == 0
        ? FuzzTests.randomContract(&random) : FuzzTests.mutate(corpus.randomElement(using: &random)!, &random)
      let workspace = ContractWorkspace()
      workspace.setDocument("k", text: text)
      let document = try #require(workspace.document("k"))
      let bytes = Array(document.text.utf8)
      func valid(_ range: SourceRange) -> Bool {
        range.start >= 0 && range.end <= bytes.count && FuzzTests.rangeProblem(range, in: bytes) == nil
      }
      let tokens = document.semanticTokens(facts: workspace.workspaceFacts)
      #expect(tokens.allSatisfy { valid($0.range) && !$0.range.isEmpty })
      #expect(zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.end <= $1.range.start })
      #expect(
        tokens.allSatisfy {
          document.lines.line(containing: $0.range.start) == document.lines.line(containing: $0.range.end - 1)
        }
      )
      #expect(document.outline.allSatisfy { valid($0.range) && valid($0.selectionRange) })
      #expect(
        document.foldingRegions.allSatisfy { $0.endLine > $0.startLine && $0.endLine < document.lines.lineCount }
      )
      #expect(document.catalogLinks(teamLinks: document.teamCatalogLinks).allSatisfy { valid($0.range) })
      #expect(document.sameExpansionHints().allSatisfy { $0.offset <= bytes.count })
      _ = workspace.coverage(for: "k")
      let navigator = ContractNavigator(workspace: workspace)
      for occurrence in document.symbolOccurrences(facts: workspace.workspaceFacts) {
        #expect(valid(occurrence.range))
        let offset = occurrence.range.start
        _ = navigator.definition(at: offset, in: "k")
        _ = navigator.highlights(at: offset, in: "k")
        guard occurrence.symbol.isRenamable else { continue }
        var newName = "Renamed It"
        if case .component = occurrence.symbol { newName = "Renamed" }
        guard let edits = try? navigator.rename(at: offset, in: "k", to: newName) else { continue }
        let sorted = edits.map(\.range).sorted()
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.end <= $1.start })
        #expect(sorted.allSatisfy(valid))
      }
    }
  }
}
