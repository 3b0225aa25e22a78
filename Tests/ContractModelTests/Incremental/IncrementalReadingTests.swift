import Foundation
import Testing

@testable import ContractModel

/// Incremental reparsing and reading give exactly what parsing and reading the new text from
/// scratch gives, after chains of random edits to real and random contracts.
@Suite("Incremental reparse and read")
struct IncrementalReadingTests {
  /// An edit of `text`: `count` scalars from scalar `offset` replaced by `piece`.
  static func edit(_ text: String, _ random: inout SeededGenerator) -> String {
    var scalars = Array(text.unicodeScalars)
    let offset = Int.random(in: 0...scalars.count, using: &random)
    let count = Int.random(in: 0...min(3, scalars.count - offset), using: &random)
    let piece: String
    switch Int.random(in: 0..<4, using: &random) {
    case 0: piece = ""
    case 1: piece = String(FuzzTests.words.randomElement(using: &random)!.prefix(1))
    default: piece = FuzzTests.pool.randomElement(using: &random)!
    }
    scalars.replaceSubrange(offset..<offset + count, with: piece.unicodeScalars)
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// Where `incremental` differs from `fresh`, named.
  static func differences(_ incremental: SyntaxTree, _ fresh: SyntaxTree) -> [String] {
    var problems: [String] = []
    if incremental.lines.bytes != fresh.lines.bytes { problems.append("text") }
    if incremental.headerFields != fresh.headerFields { problems.append("header fields") }
    if incremental.blocks != fresh.blocks { problems.append("blocks") }
    if incremental.comments != fresh.comments { problems.append("comments") }
    if incremental.diagnostics != fresh.diagnostics { problems.append("syntax diagnostics") }
    if incremental.hasByteOrderMark != fresh.hasByteOrderMark { problems.append("byte order mark") }
    if incremental.lineEnding != fresh.lineEnding { problems.append("line ending") }
    return problems
  }

  /// Where the incrementally read `incremental` differs from `fresh`, named.
  static func differences(_ incremental: ContractDocument, _ fresh: ContractDocument) -> [String] {
    var problems = differences(incremental.tree, fresh.tree).map { "tree: \($0)" }
    if incremental.components != fresh.components { problems.append("components") }
    if incremental.menus != fresh.menus { problems.append("menus") }
    if incremental.catalogEntries != fresh.catalogEntries { problems.append("catalog entries") }
    if incremental.misplacedFields != fresh.misplacedFields { problems.append("misplaced fields") }
    if incremental.repeatedFields != fresh.repeatedFields { problems.append("repeated fields") }
    if incremental.suppressions != fresh.suppressions { problems.append("suppressions") }
    if incremental.app != fresh.app || incremental.declaredPlatforms != fresh.declaredPlatforms {
      problems.append("header")
    }
    if incremental.see != fresh.see || incremental.unknownPlatforms != fresh.unknownPlatforms {
      problems.append("header items")
    }
    return problems
  }

  /// Chains `edits` random edits from `text`, each reparsed and read from the previous result.
  static func chainProblems(_ text: String, edits: Int, seed: UInt64) -> (problems: [String], incremental: Int) {
    var random = SeededGenerator(seed: seed)
    let context = ModelContext(commandNames: ["Reorder", "Show Details"])
    var current = text
    var document = ContractDocument(key: "k", text: text, context: context)
    var problems: [String] = []
    var incremental = 0
    for step in 0..<edits {
      let next = edit(current, &random)
      let (tree, treeEdit) = ContractParser.reparse(document.tree, text: next)
      if let treeEdit {
        incremental += 1
        document.update(to: tree, context: context, edit: treeEdit)
      } else {
        document = ContractDocument(key: "k", tree: tree, context: context)
      }
      let fresh = ContractDocument(key: "k", text: next, context: context)
      let found = differences(document, fresh)
      if !found.isEmpty {
        problems.append("step \(step) \(found) after \(String(reflecting: next))")
        break
      }
      current = next
    }
    return (problems, incremental)
  }

  @Test("reparsing and reading after 40 chained edits equals reading from scratch")
  func chainedEditsAgree() async throws {
    let problems = try await PropertyCheck.problems(seed: 0x1EAF_0001, count: 60) { text in
      Self.chainProblems(text, edits: 40, seed: UInt64(text.utf8.count)).problems
    }
    #expect(problems.isEmpty, "\(problems.prefix(3))")
  }

  @Test("edits after the file header are read incrementally")
  func incrementalPathIsTaken() throws {
    let corpus = try FuzzTests.corpus()
    let (problems, incremental) = Self.chainProblems(corpus.joined(separator: "\n"), edits: 200, seed: 7)
    #expect(problems.isEmpty, "\(problems.prefix(3))")
    #expect(incremental > 150)
  }

  @Test("an edit inside one component reads one block and shifts the rest")
  func oneBlockIsRead() {
    let text = "App: Leaf\n\nA\nMeaning: a.\n\nB\nMeaning: b.\n\nC\nMeaning: c.\n"
    let old = ContractParser.parse(text)
    let (_, edit) = ContractParser.reparse(old, text: text.replacingOccurrences(of: "b.", with: "b b\n  more."))
    #expect(edit?.firstBlock == 1)
    #expect(edit?.oldEnd == 2)
    #expect(edit?.newEnd == 2)
    #expect(edit?.shift == SourceShift(bytes: 9, lines: 1))
  }

  @Test("an edit in the file header parses everything")
  func headerEditIsFull() {
    let text = "App: Leaf\n\nA\nMeaning: a.\n"
    let (_, edit) = ContractParser.reparse(ContractParser.parse(text), text: "App: Leafy\n\nA\nMeaning: a.\n")
    #expect(edit == nil)
  }
}
