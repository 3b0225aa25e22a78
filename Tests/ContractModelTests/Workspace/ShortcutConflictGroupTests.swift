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
      let number = Int.random(in: 0..<documents.count, using: &random)
      let document = documents[number]
      let isMenu = Int.random(in: 0..<4, using: &random) == 0
      let component = Int.random(in: 0..<3, using: &random)
      let start = Int.random(in: 0..<40, using: &random)
      return ShortcutBinding(
        shortcut: shortcuts.randomElement(using: &random)!,
        platform: Bool.random(using: &random) ? .mac : .iPad,
        target: targets.randomElement(using: &random)!,
        component: isMenu ? nil : "C\(component)",
        menu: isMenu ? "Order" : nil,
        document: document,
        block: BlockID(number * 10 + (isMenu ? 9 : component)),
        app: appOf[document]!,
        range: SourceRange(start: start, end: start + 2),
        tokenRange: SourceRange(start: start, end: start + 2)
      )
    }
  }

  static func index(_ bindings: [ShortcutBinding]) -> [BindingKey: [ShortcutBinding]] {
    bindings.reduce(into: [:]) { $0[BindingKey($1), default: []].append($1) }
  }

  /// The groups of `index`, arranged once each and shared by every check; counts the arrangements.
  final class SharedGroups {
    let index: [BindingKey: [ShortcutBinding]]
    private(set) var groups: [BindingKey: ShortcutConflictGroup] = [:]

    init(_ index: [BindingKey: [ShortcutBinding]]) { self.index = index }

    func group(_ key: BindingKey) -> ShortcutConflictGroup {
      if let group = groups[key] { return group }
      let group = ShortcutConflictGroup(index[key] ?? [])
      groups[key] = group
      return group
    }

    func check(_ bindings: [ShortcutBinding]) -> [Diagnostic] {
      ShortcutConflict.check(
        CrossFileContext(
          bindings: bindings,
          component: nil,
          reads: FactReads(),
          groups: group,
          declarations: [:],
          apps: [:]
        )
      )
    }
  }

  @Test("Random bindings: every document's findings equal the reference's, the groups shared by all")
  func randomWorkspaces() async {
    // CPU-bound for seconds: off the threads that the tests waiting on servers share.
    let problems = await PropertyCheck.offSharedThreads {
      var random = SeededGenerator(seed: 7)
      var problems: [String] = []
      for round in 0..<300 {
        let count = Int.random(in: 0...(round < 250 ? 40 : 400), using: &random)
        let bindings = Self.randomBindings(&random, count: count)
        let index = Self.index(bindings)
        let shared = SharedGroups(index)
        for document in Set(bindings.map(\.document)).sorted() {
          let own = bindings.filter { $0.document == document }
          let expected = ReferenceConflictCheck.check(own, index: index)
          if shared.check(own) != expected || SharedGroups(index).check(own) != expected {
            problems.append("round \(round), \(document)")
          }
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
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
        block: BlockID(document),
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
    let shared = SharedGroups(index)
    for binding in [bindings[0], bindings[499], bindings[500], bindings[501], bindings[525]] {
      let expected = ReferenceConflictCheck.check([binding], index: index)
      #expect(shared.check([binding]) == expected)
    }
    #expect(shared.groups.count == 1)
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
        let own = index.values.flatMap { $0 }.filter { $0.document == key }
          .sorted { ($0.range.start, $0.platform.order) < ($1.range.start, $1.platform.order) }
        // The reference speaks in each block's offsets; the workspace's findings in the document's.
        let expected = Dictionary(grouping: own, by: \.block).values.flatMap { block in
          ReferenceConflictCheck.check(block, index: index).map { diagnostic in
            var absolute = diagnostic
            absolute.range =
              workspace.absolute(DocumentLocation(document: key, range: diagnostic.range, block: block[0].block)).range
            absolute.related = diagnostic.related.map {
              RelatedLocation(location: workspace.absolute($0.location), message: $0.message)
            }
            return absolute
          }
        }
        found += expected.count
        let reported = workspace.diagnostics(for: key).filter { $0.rule == .shortcutConflict }
        #expect(reported == expected.sorted(), "\(key)")
      }
    }
    #expect(found > 100)
  }
}
