import Testing

@testable import ContractModel

/// The engine's short cuts on its hot path give what the general ways give: a header told by a
/// line's first word, a block's fact reads looked through while few, its bindings grouped by key
/// without a dictionary while few.
@Suite("Engine short cuts")
struct EngineShortcutTests {
  /// Lines of every shape a header test meets: headers of each kind and case, fields, text, URLs,
  /// comments, indented lines, non-ASCII words, and marks right after the blank.
  private static func lines() -> [String] {
    var lines = FastPathSamples.strings()
    let firsts = [
      "menu", "MENU", "Menu", "component", "Component", "COMPONENT", "catalog", "Catalog", "catalogs", "men", "menus",
      "components", "Meaning:", "Meaning", "iPhone:", "Mac", "OrderRow", "Order_Row2", "https://x", "#", "\u{212A}",
      "mEnu\u{301}", "Menü", "😀", "2Row", "_row",
    ]
    for first in firsts {
      for blank in [" ", "\t", "  ", " \u{301}", "\t\u{20DD}", ""] {
        for rest in ["", "Edit", "Edit Actions", "row → details", "⌘R", "😀 x", "é", "a: b", "Row"] {
          lines.append(first + blank + rest)
          lines.append("  " + first + blank + rest)
        }
      }
    }
    return lines
  }

  @Test("A line is a block header by its first word exactly when classifying it says so")
  func headersByFirstWord() async {
    let problems = await PropertyCheck.offSharedThreads {
      Self.lines().filter { line in
        let classifier = LineClassifier(lines: LineTable(line))
        let isHeader: Bool
        if case .header = classifier.classify(line: 0) { isHeader = true } else { isHeader = false }
        return classifier.isHeader(line: 0) != isHeader
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10).map(\.debugDescription))")
    // The short cut decides the lines it can and leaves the rest to the key and header reading.
    let classifier = { (line: String) in LineClassifier(lines: LineTable(line)) }
    let meaning = "Meaning: one row"
    #expect(classifier(meaning).firstWordRulesOutHeader(classifier(meaning).contentRange(line: 0)))
    for undecided in ["menu Edit", "Catalog Focus rings", "OrderRow", "Menü Edit", "Meaning: \u{301}x"] {
      #expect(!classifier(undecided).firstWordRulesOutHeader(classifier(undecided).contentRange(line: 0)))
    }
    #expect(classifier("MENU Edit").isHeader(line: 0))
    #expect(!classifier("Order Row").isHeader(line: 0))
  }

  @Test("Fact reads keep each fact once, in the order first read, few or many")
  func factReads() {
    for count in [0, 1, 5, FactReads.linearLimit, FactReads.linearLimit + 1, 40] {
      for capacity in [0, count, 100] {
        let reads = FactReads(capacity: capacity)
        let facts = (0..<count).map { FactKey.command("c\($0)") }
        // Each read three times, interleaved.
        for round in 0..<3 {
          for fact in round == 1 ? facts.reversed() : facts { reads.record(fact) }
        }
        #expect(reads.keys == facts, "count \(count), capacity \(capacity)")
      }
    }
  }

  @Test("A block's bindings grouped by key, few or many, as a dictionary groups them")
  func bindingGroups() {
    var random = SeededGenerator(seed: 0x5EED)
    let shortcuts = ["⌘R", "⇧⌘R", "⌫", "↩", "⌘D"].compactMap { Shortcut.parse($0).shortcut }
    for count in [0, 1, 2, 3, 16, 17, 60] {
      let bindings = (0..<count).map { index in
        ShortcutBinding(
          shortcut: shortcuts.randomElement(using: &random)!,
          platform: Bool.random(using: &random) ? .mac : .iPad,
          target: "Go\(index)",
          component: "Row",
          menu: nil,
          document: "A.contract",
          block: BlockID(1),
          app: nil,
          range: SourceRange(start: index, end: index + 1),
          tokenRange: SourceRange(start: index, end: index + 1)
        )
      }
      let groups = BindingKey.groups(of: bindings)
      let expected = Dictionary(grouping: bindings, by: BindingKey.init)
      #expect(groups.count == expected.count, "count \(count)")
      for group in groups {
        #expect(group.bindings.map(\.target) == expected[group.key]?.map(\.target), "count \(count)")
      }
    }
  }
}
