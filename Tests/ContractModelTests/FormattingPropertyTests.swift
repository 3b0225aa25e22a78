import Foundation
import Testing

@testable import ContractModel

/// The formatter's promises on every example and 2,000 random and mutated inputs: idempotent, the
/// same model afterwards (same blocks, fields, values, path segments, shortcuts, comments, findings),
/// and every variation selector and combining mark kept.
@Suite("Formatting: properties")
struct FormattingPropertyTests {
  /// What formatting must keep: the model, with whitespace and the documented rewrites (key
  /// spelling, platform names, shortcut spelling) normalised away.
  static func fingerprint(_ text: String) -> [String] {
    let tree = ContractParser.parse(text)
    let document = ContractDocument(key: "", text: text)
    func squeeze(_ text: String) -> String { String(text.unicodeScalars.filter { !$0.properties.isWhitespace }) }
    var result: [String] = ["bom \(tree.hasByteOrderMark)"]
    result += tree.comments.map { "# " + squeeze($0.text) }
    for field in tree.headerFields + tree.blocks.flatMap(\.fields) {
      let key = FieldKey(anyContext: field.key)
      let value = key?.isPath == true || key == .platforms ? "" : squeeze(field.value)
      result.append("field \(key?.description ?? ListItem.fold(field.key)) = \(value)")
    }
    result.append("platforms \(document.declaredPlatforms ?? []) \(document.unknownPlatforms.map(\.text))")
    for block in tree.blocks {
      result.append("block \(block.kind) \(block.name) \(block.commands.map { squeeze($0.name) })")
    }
    for component in document.components.map(\.value) {
      for platform in Platform.allCases {
        guard let path = component.paths[platform] else { continue }
        for segment in path.ownSegments {
          let shortcuts = segment.shortcuts.map { $0.shortcut?.description ?? $0.text }
          result.append(
            "\(platform) \(segment.subject ?? "-") \(segment.mechanisms.map { "\($0.mechanism)" }) \(shortcuts)"
          )
        }
      }
    }
    for command in document.menus.flatMap(\.value.commands) {
      result.append("command \(command.name) \(command.shortcut.map { $0.shortcut?.description ?? $0.text } ?? "")")
    }
    let workspace = ContractWorkspace()
    workspace.setDocument("a.contract", text: text)
    result += workspace.diagnostics(for: "a.contract").map(\.rule.rawValue).sorted()
    return result
  }

  /// The marks of `text`, in order: variation selectors and combining marks, which no rewrite drops
  /// (each belongs to the character before it, which the user wrote as it is).
  static func marks(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark: true
      default: scalar.properties.isVariationSelector
      }
    }
  }

  /// Problems with formatting `text`, as sentences.
  static func problems(_ text: String) -> [String] {
    let once = ContractFormatter.format(text)
    var problems: [String] = []
    if ContractFormatter.format(once) != once { problems.append("not idempotent: \(text.debugDescription)") }
    if marks(once) != marks(text) { problems.append("marks lost: \(text.debugDescription)") }
    if fingerprint(once) != fingerprint(text) {
      let before = fingerprint(text)
      let after = fingerprint(once)
      let diff = zip(before, after).first { $0 != $1 }.map { "\($0.0) ≠ \($0.1)" } ?? "\(before.count) ≠ \(after.count)"
      problems.append("model changed (\(diff)): \(text.debugDescription)")
    }
    return problems
  }

  @Test("every example, and 2,000 random and mutated inputs: idempotent, same model, marks kept")
  func properties() async throws {
    let failures = try await PropertyCheck.problems(seed: 0xF0_3A7, count: 2_000) { Self.problems($0) }
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  /// Problems with formatting `text` line by line: each edit of the whole formatting must belong
  /// to exactly one line's range, and the range of every line must give the whole formatting.
  static func rangeProblems(_ text: String) -> [String] {
    let whole = ContractFormatter.edits(for: text)
    let lines = LineTable(text)
    guard lines.lineCount <= 300 else { return [] }
    var byLine: [SourceEdit] = []
    for line in 0..<lines.lineCount {
      byLine += ContractFormatter.edits(for: text, onLinesTouching: .empty(at: lines.startOfLine(line)))
    }
    var problems: [String] = []
    if byLine != whole { problems.append("line by line \(byLine) ≠ whole \(whole): \(text.debugDescription)") }
    let all = ContractFormatter.edits(for: text, onLinesTouching: SourceRange(start: 0, end: lines.bytes.count))
    if all != whole { problems.append("every line \(all) ≠ whole \(whole): \(text.debugDescription)") }
    return problems
  }

  @Test("every example, and 500 random and mutated inputs: each edit is one line's, lines together give the whole")
  func rangeProperties() async throws {
    let failures = try await PropertyCheck.problems(seed: 0x7A_96E, count: 500) { Self.rangeProblems($0) }
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(10).joined(separator: "\n"))")
  }
}
