import Foundation
import Testing

@testable import ContractModel

/// Every fix of every diagnostic on the examples and random and mutated inputs: edits inside the
/// text on scalar boundaries, never removing a line or a line break, never adding a syntax error;
/// fix-all ends.
@Suite("Fixes: properties")
struct FixPropertyTests {
  /// Problems with the fixes of `text`, as sentences.
  static func problems(_ text: String) -> [String] {
    let key = "a.contract"
    let workspace = ContractWorkspace()
    workspace.setDocument(key, text: text)
    let bytes = Array(text.utf8)
    let syntaxErrors = workspace.diagnostics(for: key).filter { $0.rule == .syntax }.count
    var problems: [String] = []
    for diagnostic in workspace.diagnostics(for: key) {
      for fix in FixProvider.fixes(for: diagnostic, inDocument: key, workspace: workspace) {
        let edits = fix.edits[key] ?? []
        if edits.isEmpty || fix.edits.count != 1 { problems.append("\(fix.title): edits of other documents") }
        for edit in edits {
          if let problem = FuzzTests.rangeProblem(edit.range, in: bytes) {
            problems.append("\(fix.title): \(problem)")
          } else if bytes[edit.range.start..<edit.range.end].contains(UInt8(ascii: "\n")) {
            problems.append("\(fix.title): removes a line break")
          }
        }
        let fixed = SourceEdits.apply(edits, to: text)
        if fixed.utf8.count < text.utf8.count - edits.map(\.range.length).reduce(0, +) {
          problems.append("\(fix.title): loses text")
        }
        let after = ContractWorkspace()
        after.setDocument(key, text: fixed)
        if after.diagnostics(for: key).filter({ $0.rule == .syntax }).count > syntaxErrors {
          problems.append("\(fix.title): adds a syntax error in \(text.debugDescription)")
        }
      }
    }
    _ = FixProvider.applySafeFixes(inDocument: key, workspace: workspace)
    return problems
  }

  @Test("every example and 400 random and mutated inputs: fixes are well-formed and lose nothing")
  func properties() async throws {
    let failures = try await PropertyCheck.problems(seed: 0xF1_7E5, count: 400) { Self.problems($0) }
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(10).joined(separator: "\n"))")
  }
}
