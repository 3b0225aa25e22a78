import Foundation
import Testing

@testable import ContractModel

/// Every quick fix, applied, removes its diagnostic, adds no finding and keeps every other byte:
/// over the example workspace, the corpora and generated contracts.
@Suite("Fixes: every fix removes its finding and adds none")
struct FixesAddNoFindingTests {
  /// The problems of applying each fix for each diagnostic of `key` in `workspace`: the fixes
  /// offered, or every candidate the generators propose (before the engine checks them).
  static func problems(in workspace: ContractWorkspace, key: String, candidates: Bool = false) -> [String] {
    guard let text = workspace.text(key) else { return [] }
    let before = workspace.diagnostics(for: key)
    var problems: [String] = []
    for diagnostic in before {
      let fixes =
        candidates
        ? FixProvider.candidates(for: diagnostic, inDocument: key, workspace: workspace)
        : FixProvider.fixes(for: diagnostic, inDocument: key, workspace: workspace)
      for fix in fixes {
        problems += check(fix, for: diagnostic, in: workspace, key: key, text: text, before: before)
      }
    }
    return problems
  }

  /// What is wrong with `fix` of `diagnostic`: its diagnostic still there, a finding added, or
  /// bytes outside its edits changed.
  static func check(
    _ fix: Fix,
    for diagnostic: Diagnostic,
    in workspace: ContractWorkspace,
    key: String,
    text: String,
    before: [Diagnostic]
  ) -> [String] {
    var problems: [String] = []
    let edits = SourceEdits.nonOverlapping(fix.edits[key] ?? [])
    let after = SourceEdits.apply(edits, to: text)
    if !keepsOtherBytes(text, after, edits) { problems.append("'\(fix.title)' changed bytes outside its edits") }
    let fixed = ContractWorkspace(configuration: { _ in .defaults })
    for other in workspace.documentKeys where other != key {
      fixed.setDocument(other, text: workspace.text(other)!)
    }
    fixed.setDocument(key, text: after)
    let beforeCounts = counts(before, moved: edits)
    let afterCounts = counts(fixed.diagnostics(for: key), moved: [])
    let target = signature(diagnostic, moved: edits)
    if afterCounts[target, default: 0] >= beforeCounts[target, default: 0] {
      problems.append("'\(fix.title)' left \(diagnostic.rule): \(diagnostic.message)")
    }
    for (finding, count) in afterCounts where count > beforeCounts[finding, default: 0] {
      problems.append("'\(fix.title)' for \(diagnostic.rule) added \(finding)")
    }
    return problems.map { $0 + "\n    in: \(text.prefix(400).debugDescription)" }
  }

  /// A finding as compared across a fix: its rule and where it starts once `edits` are applied
  /// (an edit before it moves it; one that replaces its start puts it at the edit's start).
  static func signature(_ diagnostic: Diagnostic, moved edits: [SourceEdit]) -> String {
    var start = diagnostic.range.start
    var shift = 0
    for edit in edits where edit.range.start <= diagnostic.range.start {
      if edit.range.isEmpty || edit.range.end <= diagnostic.range.start {
        shift += edit.newText.utf8.count - (edit.range.end - edit.range.start)
      } else {
        start = edit.range.start
      }
    }
    return "\(diagnostic.rule) at \(start + shift)"
  }

  static func counts(_ diagnostics: [Diagnostic], moved edits: [SourceEdit]) -> [String: Int] {
    diagnostics.reduce(into: [:]) { $0[signature($1, moved: edits), default: 0] += 1 }
  }

  /// Whether `after` is `before` with only `edits` applied: every byte outside them kept, in order.
  static func keepsOtherBytes(_ before: String, _ after: String, _ edits: [SourceEdit]) -> Bool {
    let old = Array(before.utf8)
    let new = Array(after.utf8)
    var expected: [UInt8] = []
    var cursor = 0
    for edit in edits {
      let start = min(max(0, edit.range.start), old.count)
      expected += old[cursor..<max(cursor, start)]
      expected += Array(edit.newText.utf8)
      cursor = max(cursor, min(max(start, edit.range.end), old.count))
    }
    expected += old[cursor...]
    return expected == new
  }

  /// The example workspace, with every file under `Examples/Leaf`.
  static func exampleWorkspace() -> ContractWorkspace {
    let workspace = ContractWorkspace(configuration: { _ in .defaults })
    for path in RepositoryFiles.files(under: "Examples/Leaf", suffix: ".contract") {
      workspace.setDocument(path, text: (try? RepositoryFiles.text(path)) ?? "")
    }
    return workspace
  }

  /// Records `problems` as one issue: how many, and the first few.
  static func record(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard !problems.isEmpty else { return }
    Issue.record(
      Comment(rawValue: "\(problems.count) problems; the first:\n" + problems.prefix(6).joined(separator: "\n")),
      sourceLocation: sourceLocation
    )
  }

  @Test("Over the example workspace and the corpus, every fix the generators propose holds")
  func candidatesHoldOnRealContracts() async throws {
    let corpus = try FuzzTests.corpus()
    let problems = await PropertyCheck.offSharedThreads {
      let workspace = Self.exampleWorkspace()
      var problems = workspace.documentKeys.flatMap { Self.problems(in: workspace, key: $0, candidates: true) }
      for text in corpus {
        let single = ContractWorkspace(configuration: { _ in .defaults })
        single.setDocument("a.contract", text: text)
        problems += Self.problems(in: single, key: "a.contract", candidates: true)
      }
      return problems
    }
    Self.record(problems)
  }

  @Test("Over random and mutated contracts, every fix offered holds")
  func offeredFixesHold() async throws {
    let problems = try await PropertyCheck.problems(seed: 12, count: 300) { text in
      let workspace = ContractWorkspace(configuration: { _ in .defaults })
      workspace.setDocument("a.contract", text: text)
      return Self.problems(in: workspace, key: "a.contract")
    }
    Self.record(problems)
  }

  @Test("On the example workspace, every finding of the broken file has a fix that is not a suppression")
  func realFixesExist() async throws {
    let missing = await PropertyCheck.offSharedThreads {
      let workspace = Self.exampleWorkspace()
      let key = "Examples/Leaf/Orders/PortedFromIPhone.contract"
      return workspace.diagnostics(for: key).filter { diagnostic in
        !FixProvider.fixes(for: diagnostic, inDocument: key, workspace: workspace).contains {
          !$0.title.hasPrefix("Suppress")
        }
      }.map { "\($0.rule): \($0.message)" }
    }
    Self.record(missing)
  }

  @Test("A fix is offered once per diagnostic: no two fixes of one diagnostic make the same edits")
  func fixesAreOfferedOnce() async throws {
    let problems = try await PropertyCheck.problems(seed: 13, count: 100) { text in
      let workspace = ContractWorkspace(configuration: { _ in .defaults })
      workspace.setDocument("a.contract", text: text)
      return workspace.diagnostics(for: "a.contract").flatMap { diagnostic -> [String] in
        let fixes = FixProvider.fixes(for: diagnostic, inDocument: "a.contract", workspace: workspace)
        let unique = Set(fixes.map { $0.edits })
        return unique.count == fixes.count ? [] : ["\(diagnostic.rule): \(fixes.map(\.title))"]
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }
}
