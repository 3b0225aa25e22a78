import Testing

@testable import ContractModel

/// The conflict groups shared by every document's check give the same findings as the
/// original per-document check (kept below as the reference), on random bindings and on the
/// example workspace.
@Suite("Workspace: shared shortcut conflict groups")
struct ShortcutConflictGroupTests {
  private static let shortcuts = ["⌘R", "⇧⌘R", "⌫", "↩", "⌘D"].compactMap { Shortcut.parse($0).shortcut }
  private static let targets = ["Reorder", "reorder", "Show  Details", "show details", "Delete", "Refresh", "Go"]
  private static let apps: [String?] = [nil, "Leaf", "leaf", "Other", "Third"]

  /// Random bindings in a few documents, apps, components and targets, most sharing shortcuts.
  static func randomBindings(_ random: inout SeededGenerator, count: Int) -> [ShortcutBinding] {
    let documents = (0..<Int.random(in: 1...8, using: &random)).map { "D\($0).contract" }
    let appOf = Dictionary(uniqueKeysWithValues: documents.map { ($0, apps.randomElement(using: &random)!) })
    return (0..<count).map { _ in
      let document = documents.randomElement(using: &random)!
      let isMenu = Int.random(in: 0..<4, using: &random) == 0
      let start = Int.random(in: 0..<40, using: &random)
      return ShortcutBinding(
        shortcut: shortcuts.randomElement(using: &random)!,
        platform: Bool.random(using: &random) ? .mac : .iPad,
        target: targets.randomElement(using: &random)!,
        component: isMenu ? nil : "C\(Int.random(in: 0..<3, using: &random))",
        menu: isMenu ? "Order" : nil,
        document: document,
        app: appOf[document]!,
        range: SourceRange(start: start, end: start + 2),
        tokenRange: SourceRange(start: start, end: start + 2)
      )
    }
  }

  static func index(_ bindings: [ShortcutBinding]) -> [BindingKey: [ShortcutBinding]] {
    bindings.reduce(into: [:]) { $0[BindingKey($1), default: []].append($1) }
  }

  @Test("Random bindings: every document's findings equal the reference's, the groups shared by all")
  func randomWorkspaces() {
    var random = SeededGenerator(seed: 7)
    for round in 0..<300 {
      let bindings = Self.randomBindings(&random, count: Int.random(in: 0...(round < 250 ? 40 : 400), using: &random))
      let index = Self.index(bindings)
      var shared = ShortcutConflictGroups()
      for document in Set(bindings.map(\.document)).sorted() {
        let own = bindings.filter { $0.document == document }
        let expected = ReferenceConflictCheck.check(own, index: index)
        #expect(shared.check(own, index: index) == expected, "round \(round), \(document)")
        #expect(ShortcutsDoNotConflict.check(own, index: index) == expected, "round \(round), \(document)")
      }
    }
  }

  @Test("A long run of one target before the conflicting ones still lists the first conflicts in order")
  func longRunsAreSkipped() {
    let make = { (document: Int, target: String, app: String?) in
      ShortcutBinding(
        shortcut: Shortcut.parse("⌘R").shortcut!,
        platform: .mac,
        target: target,
        component: "C",
        menu: nil,
        document: "D\(1000 + document).contract",
        app: app,
        range: SourceRange(start: 0, end: 2),
        tokenRange: SourceRange(start: 0, end: 2)
      )
    }
    let bindings =
      (0..<500).map { make($0, "Reorder", "Leaf") }
      + (500..<520).map { make($0, "Refresh", $0 % 2 == 0 ? nil : "Leaf") }
      + (520..<530).map { make($0, "Refresh", "Other") }
    let index = Self.index(bindings)
    var shared = ShortcutConflictGroups()
    for binding in [bindings[0], bindings[499], bindings[500], bindings[501], bindings[525]] {
      #expect(
        shared.check([binding], index: index)
          == ReferenceConflictCheck.check([binding], index: index)
      )
    }
    #expect(shared.arrangedCount == 1)
  }

  /// A generated workspace in the benchmark's style: files of three apps (and some without
  /// `App`) whose components bind a few shortcuts, so that most shortcuts conflict.
  static func generatedFiles(count: Int) -> [(key: String, text: String)] {
    let keys = ["⌃⇧⌘A", "⌃⇧⌘B", "⌘R", "⌫", "⌥⇧⌘2"]
    return (0..<count).map { file in
      var lines = file % 4 == 3 ? [] : ["App: Leaf\(file % 3)", ""]
      lines += ["menu F\(file)Menu", "  Go\(file % 5): \(keys[file % keys.count])", ""]
      for component in 0..<4 {
        let key = keys[(file + component) % keys.count]
        lines += [
          "F\(file)C\(component)", "Meaning: one row.", "Actions: Go\(component), Drop\(file % 3)",
          "iPhone: Go\(component) button visible", "iPad: same + keyboard focus, \(key)",
          "Mac: table row; Drop\(file % 3) with \(key); Go\(component) with ⌫", "",
        ]
      }
      return ("G\(file).contract", lines.joined(separator: "\n"))
    }
  }

  @Test("The example and a generated workspace: the workspace's findings equal the reference's")
  func exampleAndGeneratedWorkspaces() throws {
    let examples = try RepositoryFiles.files(under: "Examples", suffix: ".contract").map {
      (key: $0, text: try RepositoryFiles.text($0))
    }
    var found = 0
    for files in [examples, Self.generatedFiles(count: 60)] {
      let workspace = ContractWorkspace()
      workspace.setDocuments(files)
      let index = workspace.bindings
      for key in workspace.documentKeys {
        let own = try #require(workspace.document(key)).shortcutBindings
        let expected = ReferenceConflictCheck.check(own, index: index)
        found += expected.count
        #expect(workspace.indexes.conflictGroups.check(own, index: index) == expected, "\(key)")
        let reported = workspace.diagnostics(for: key).filter { $0.rule == .shortcutConflict }
        #expect(reported == expected.sorted(), "\(key)")
      }
    }
    #expect(found > 100)
  }

  @Test("Forgetting a changed bucket drops its group: a changed index is read again")
  func forgettingDropsGroups() {
    var random = SeededGenerator(seed: 11)
    let bindings = Self.randomBindings(&random, count: 60)
    let more = Self.randomBindings(&random, count: 60)
    var shared = ShortcutConflictGroups()
    let own = bindings.filter { $0.document == bindings[0].document }
    _ = shared.check(own, index: Self.index(bindings))
    let changed = Self.index(bindings + more)
    shared.forget(more.map(BindingKey.init))
    #expect(shared.check(own, index: changed) == ReferenceConflictCheck.check(own, index: changed))
  }
}
