import Foundation
import Testing

@testable import ContractModel

/// A small, seeded random number generator (SplitMix64): the same seed gives the same inputs.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Thousands of random and mutated inputs through one ``ContractWorkspace``: nothing crashes, every
/// range lies inside its text on scalar boundaries, and the workspace updated in place agrees with
/// one built afresh.
@Suite("Robustness: random and mutated inputs")
struct FuzzTests {
  /// Pieces inserted or substituted by mutations.
  static let pool = [
    "⌘", "⌥", "⇧", "⌃", "⌫", "→", "←", "😀", "注文", "\r", "\n", "\r\n", ":", ";", ",", " + ", "#", "same", "same + ",
    " → ", "->", " ", "  ", "\t", "-", "Cmd-", "Shift-", "\u{FEFF}", "é", "\u{301}", "\u{FE0F}", "component ", "menu ",
    "catalog ",
    "# leaf-ignore: ", "# leaf-ignore-file: ", "Primary action: ", "Check: Mac: ", "Mac: ", "iPad: ", "iPhone: ",
    "Order → ", "⌘⌘", "⌃⌥", "Space", "F11", "swipe", "context menu", "focus ring", "hover", "details", "Reorder",
  ]

  /// Words random lines are made of.
  static let words = [
    "row", "details", "Reorder", "Delete", "Share", "button", "swipe", "long press", "custom action", "context menu",
    "menu bar", "toolbar", "keyboard focus", "focus ring", "hidden", "no", "hover", "tooltip", "table", "table row",
    "list row", "stack", "group", "sheet", "popover", "window", "→", "->", "⌘R", "⇧⌘N", "⌥⌘←", "⌫", "⌘,", "⌘;", "⌃⌥R",
    "⌘Space", "⌘Q", "⌘C", "Cmd-R", "Ctrl-Opt-Space", "Shift-click", "⌘⌘R", "⌥", "same", "and", "or", "+", ",", ";",
    "😀", "注文", "Order", "Show Details", "Increment", "with", "as", "in", "on", "selected", "sidebar", "slider",
  ]

  static let keys = [
    "App", "Platforms", "See", "Meaning", "Primary action", "Primary", "Actions", "Kind", "Role", "Label", "Value",
    "Columns", "Hover", "Reading order", "iPad reading order", "Focus after dismiss", "Focus", "Check", "Check Mac",
    "Mac check", "Note", "iPhone", "iPad", "Mac", "macOS", "Summary", "Link", "Notes", "iPadOS", "Android", "Colour",
  ]

  static let ruleIDs = RuleCatalog.all.map(\.id.rawValue) + ["not-a-rule", ""]

  /// A random contract made of plausible and implausible lines.
  static func randomContract(_ random: inout SeededGenerator) -> String {
    var lines: [String] = []
    let end = Bool.random(using: &random) ? "\n" : "\r\n"
    for _ in 0..<Int.random(in: 0...30, using: &random) {
      func phrase(_ count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in words.randomElement(using: &random)! }
          .joined(separator: " ")
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        lines.append(
          ["OrderRow", "component Other", "menu Order", "catalog Team Entry", "X1"].randomElement(using: &random)!
        )
      case 1: lines.append("  " + phrase(1...4))
      case 2:
        lines.append(
          "# leaf-ignore: "
            + (0..<Int.random(in: 0...3, using: &random)).map { _ in ruleIDs.randomElement(using: &random)! }.joined(
              separator: ", "
            )
        )
      case 3: lines.append("")
      case 4: lines.append(phrase(1...5))
      default: lines.append(keys.randomElement(using: &random)! + ": " + phrase(0...8))
      }
    }
    return lines.joined(separator: end)
  }

  /// `text` with a few random byte insertions, deletions and replacements (the bytes may stop being
  /// UTF-8; decoding repairs them, as a caller reading a file would).
  static func mutate(_ text: String, _ random: inout SeededGenerator) -> String {
    var bytes = Array(text.utf8)
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let position = Int.random(in: 0...bytes.count, using: &random)
      let piece = Array(pool.randomElement(using: &random)!.utf8)
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        bytes.insert(contentsOf: piece, at: position)
      case 1:
        let end = min(bytes.count, position + Int.random(in: 1...6, using: &random))
        bytes.removeSubrange(position..<end)
      case 2:
        let end = min(bytes.count, position + Int.random(in: 1...4, using: &random))
        bytes.replaceSubrange(position..<end, with: piece)
      default:
        // A single random byte: may split a scalar.
        bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Why `range` is not a range of `bytes` on scalar boundaries, or nil.
  static func rangeProblem(_ range: SourceRange, in bytes: [UInt8]) -> String? {
    guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else {
      return "\(range) outside 0..<\(bytes.count)"
    }
    for offset in [range.start, range.end] where offset < bytes.count && bytes[offset] & 0xC0 == 0x80 {
      return "\(range) splits a scalar at \(offset)"
    }
    return nil
  }

  /// Problems with the `diagnostics` of the document `key`: ranges outside the text or off scalar
  /// boundaries, in the document and in related locations. `bytes` holds every document's text.
  static func rangeProblems(_ diagnostics: [Diagnostic], key: String, bytes: [String: [UInt8]]) -> [String] {
    var problems: [String] = []
    for diagnostic in diagnostics {
      if let problem = rangeProblem(diagnostic.range, in: bytes[key] ?? []) {
        problems.append("\(key): \(diagnostic.rule) \(problem)")
      }
      for related in diagnostic.related {
        guard let other = bytes[related.location.document] else {
          problems.append("\(key): \(diagnostic.rule) related to unknown document \(related.location.document)")
          continue
        }
        if let problem = rangeProblem(related.location.range, in: other) {
          problems.append("\(key): \(diagnostic.rule) related \(problem)")
        }
      }
    }
    return problems
  }

  /// The inputs mutations start from: the seed, its completed version and the example workspace.
  static func corpus() throws -> [String] {
    var texts = [SeedTests.seed, SeedTests.completed]
    for path in RepositoryFiles.files(under: "Examples/Leaf", suffix: ".contract") {
      texts.append(try RepositoryFiles.text(path))
    }
    return texts
  }

  @Test("3,000 random and mutated inputs in one workspace: no crash, ranges in the text on scalar boundaries")
  func fuzz() async throws {
    let corpus = try Self.corpus()
    #expect(corpus.count >= 9)
    let failures = await PropertyCheck.offSharedThreads { Self.runFuzz(corpus) }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Feeds the inputs and returns every problem found, as text.
  static func runFuzz(_ corpus: [String]) -> [String] {
    var random = SeededGenerator(seed: 0x1EAF_15F0_2026)
    let workspace = ContractWorkspace()
    var texts: [String: String] = [:]
    var bytes: [String: [UInt8]] = [:]
    var problems: [String] = []
    for iteration in 0..<3_000 {
      let key = "fuzz/\(Int.random(in: 0..<8, using: &random)).contract"
      let text: String
      switch iteration % 3 {
      case 0: text = randomContract(&random)
      case 1: text = mutate(corpus.randomElement(using: &random)!, &random)
      default: text = mutate(texts.values.randomElement(using: &random) ?? corpus[0], &random)
      }
      if iteration % 97 == 96, let victim = texts.keys.randomElement(using: &random) {
        workspace.removeDocument(victim)
        texts[victim] = nil
        bytes[victim] = nil
      }
      workspace.setDocument(key, text: text)
      texts[key] = text
      bytes[key] = Array(text.utf8)
      let tree = ContractParser.parse(text)
      let treeRanges =
        tree.headerFields.map(\.range) + tree.comments.map(\.range)
        + tree.blocks.flatMap { [$0.range, $0.nameRange] + $0.fields.flatMap { [$0.range] + $0.valueParts } }
      for range in treeRanges {
        if let problem = rangeProblem(range, in: bytes[key]!) { problems.append("\(iteration) tree \(problem)") }
      }
      problems += rangeProblems(workspace.diagnostics(for: key), key: key, bytes: bytes).map {
        "\(iteration) \($0)"
      }
      if iteration % 250 == 249 {
        for other in texts.keys.sorted() {
          problems += rangeProblems(workspace.diagnostics(for: other), key: other, bytes: bytes)
        }
      }
      if problems.count > 20 { break }
    }
    if !problems.isEmpty { return problems }

    // The workspace changed 3,000 times finds what one built afresh from the final texts finds (the
    // order of the names in a message and of related locations aside: see WorkspaceTests).
    let fresh = ContractWorkspace()
    for key in texts.keys.sorted() { fresh.setDocument(key, text: texts[key]!) }
    func summary(_ diagnostics: [Diagnostic]) -> [String] {
      diagnostics.map { diagnostic in
        let related = diagnostic.related.map { "\($0.location.document) \($0.location.range)" }.sorted()
        let message =
          [RuleID.shortcutConflict, .duplicateComponent].contains(diagnostic.rule) ? "" : diagnostic.message
        return "\(diagnostic.rule) \(diagnostic.severity) \(diagnostic.range) \(message) related: \(related)"
      }
      .sorted()
    }
    for key in texts.keys.sorted() {
      let incremental = summary(workspace.diagnostics(for: key))
      let rebuilt = summary(fresh.diagnostics(for: key))
      let onlyIncremental = incremental.filter { !rebuilt.contains($0) }.joined(separator: "\n")
      let onlyRebuilt = rebuilt.filter { !incremental.contains($0) }.joined(separator: "\n")
      if incremental != rebuilt {
        problems.append("\(key)\nonly in place:\n\(onlyIncremental)\nonly afresh:\n\(onlyRebuilt)")
      }
    }
    return problems
  }
}
