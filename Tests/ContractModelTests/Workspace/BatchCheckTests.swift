import Foundation
import Testing

@testable import ContractModel

/// ``BatchCheck`` (the `check` command's engine, which keeps no document) gives every document
/// the same diagnostics and line table as ``ContractWorkspace``, on the example workspace, a
/// generated one, random workspaces and workspaces whose menus change other files' subjects.
@Suite("Workspace: the batch check equals the workspace")
struct BatchCheckTests {
  /// Differences between the batch check and a workspace over `documents`, one line each.
  static func differences(
    _ documents: [(key: String, text: String)],
    configuration: @escaping (String) -> Configuration = { _ in .defaults }
  ) -> [String] {
    let workspace = ContractWorkspace(configuration: configuration)
    workspace.setDocuments(documents)
    let expected = workspace.diagnostics(for: documents.map(\.key))
    var problems: [String] = []
    let files = BatchCheck.check(documents, configuration: configuration)
    // Every tree parsed again in the second pass (the default keeps them for texts this small).
    for budget in [0] {
      let again = BatchCheck.check(documents, treeBudget: budget, configuration: configuration)
      if again.map(\.diagnostics) != files.map(\.diagnostics) { problems.append("tree budget \(budget) differs") }
    }
    if files.map(\.key) != documents.map(\.key) { problems.append("keys or order differ") }
    for (file, diagnostics) in zip(files, expected) {
      if file.diagnostics != diagnostics {
        problems.append("\(file.key): \(file.diagnostics.map(\.message)) != \(diagnostics.map(\.message))")
      }
      if file.lines.bytes != workspace.document(file.key)?.lines.bytes { problems.append("\(file.key): lines differ") }
    }
    return problems
  }

  @Test("The example workspace, with its configuration file")
  func exampleWorkspace() throws {
    let root = RepositoryFiles.root.appendingPathComponent("Examples/Leaf").path
    let loader = ConfigurationLoader(root: root)
    let documents = try RepositoryFiles.files(under: "Examples/Leaf", suffix: ".contract").map {
      (key: RepositoryFiles.root.appendingPathComponent($0).path, text: try RepositoryFiles.text($0))
    }
    let configurations = Dictionary(
      uniqueKeysWithValues: documents.map { ($0.key, loader.configuration(forDocumentAt: $0.key)) }
    )
    #expect(Self.differences(documents) { configurations[$0] ?? .defaults } == [])
    let files = BatchCheck.check(documents) { _ in .defaults }
    #expect(files.contains { !$0.diagnostics.isEmpty })
  }

  @Test("A generated workspace of many conflicts, in input order other than key order")
  func generatedWorkspace() {
    let documents = ShortcutConflictGroupTests.generatedFiles(count: 70).reversed().map { $0 }
    #expect(Self.differences(documents) == [])
  }

  @Test("Menus that change other files' subjects: the files they affect are read with the final names")
  func commandNamesChangeSubjects() {
    let row = "App: Leaf\nPlatforms: Mac\nRow\nMeaning: x.\nMac: table row; show Details with ⌘Y\n"
    let other = "App: Leaf\nPlatforms: Mac\nOther\nMeaning: x.\nMac: table row; Show details with ⌘Y\n"
    let menus = "App: Leaf\nmenu Order\n  Show Details: ⌘Y\n  Hide: ⌘H\nmenu Order\n  Hide: ⌘J\n"
    let catalog = "catalog Swipe Only\nSummary: x.\n"
    #expect(Self.differences([("b/Row.contract", row), ("a/Menus.contract", menus), ("Other.contract", other)]) == [])
    #expect(Self.differences([("Row.contract", row), ("Catalog.contract", catalog)]) == [])
    #expect(Self.differences([("Row.contract", row)]) == [])
    #expect(Self.differences([]) == [])
  }

  @Test("Configurations per file: platforms, severities and rules switched off")
  func configurations() throws {
    let documents = ShortcutConflictGroupTests.generatedFiles(count: 24)
    let strict = Configuration.parse(
      #"{"platforms": ["Mac"], "rules": {"shortcut-conflict": "error", "unused-suppression": "off"}}"#,
      file: nil,
      directory: nil
    )
    #expect(strict.platforms == [.mac] && strict.severities.count == 2 && strict.diagnostics.isEmpty)
    #expect(Self.differences(documents) { $0.hasPrefix("G1") ? strict : .defaults } == [])
  }

  @Test("The facts pass gives the same facts and contexts whatever its chunk size")
  func factsPassChunks() {
    var random = SeededGenerator(seed: 3)
    let documents = ShortcutConflictGroupTests.generatedFiles(count: 40).shuffled(using: &random)
    let whole = WorkspaceFactsPass(documents)
    let workspace = ContractWorkspace()
    workspace.setDocuments(documents)
    for chunkSize in [1, 3, 7, 40] {
      let pass = WorkspaceFactsPass(documents, chunkSize: chunkSize)
      #expect(pass.readingContext == whole.readingContext)
      #expect(pass.finalContext == whole.finalContext)
      #expect(
        pass.facts.commands.mapValues { $0.map { $0.document } }
          == whole.facts.commands.mapValues { $0.map { $0.document } }
      )
      #expect(
        pass.facts.menus.mapValues { $0.map { $0.document } }
          == workspace.workspaceFacts.menus.mapValues { $0.map { $0.document } }
      )
    }
    #expect(whole.finalContext == workspace.currentContext)
    #expect(whole.trees.count == documents.count)
    #expect(WorkspaceFactsPass(documents, treeBudget: 0).trees.isEmpty)
    let total = documents.reduce(0) { $0 + $1.text.utf8.count }
    #expect(WorkspaceFactsPass(documents, treeBudget: total).trees.count == documents.count)
    #expect(WorkspaceFactsPass(documents, treeBudget: total - 1).trees.isEmpty)
  }

  @Test("Random and mutated contracts, in workspaces of up to twelve files")
  func randomWorkspaces() async throws {
    let corpus = try FuzzTests.corpus()
    let problems = await PropertyCheck.offSharedThreads {
      var random = SeededGenerator(seed: 42)
      var problems: [String] = []
      for round in 0..<60 {
        let documents = (0..<Int.random(in: 1...12, using: &random)).map { index in
          let text =
            index.isMultiple(of: 2)
            ? FuzzTests.randomContract(&random)
            : FuzzTests.mutate(corpus.randomElement(using: &random)!, &random)
          return (key: "R\(round)/\(Int.random(in: 0..<1000, using: &random))-\(index).contract", text: text)
        }
        problems += Self.differences(documents).map { "round \(round): \($0)" }
      }
      return problems
    }
    #expect(problems == [])
  }
}
