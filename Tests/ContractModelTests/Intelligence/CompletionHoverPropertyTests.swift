import Foundation
import Testing

@testable import ContractModel

/// At every position of every example: completion and hover never crash, every proposal replaces
/// text on the cursor's line up to the cursor, and accepting it never drops what was written.
@Suite("Completion and hover at every position")
struct CompletionHoverPropertyTests {
  static let paths = ["Examples/Leaf", "editors/tests/samples", "editors/examples"].flatMap {
    RepositoryFiles.files(under: $0, suffix: ".contract")
  }

  @Test("Every proposal keeps the typed text (a prefix of the new text, or the shortcut it rewrites)")
  func proposalsNeverDropText() async throws {
    let corpus = try Self.paths.map { ($0, try RepositoryFiles.text($0)) }
    #expect(corpus.count >= 10)
    let (failures, proposals) = await PropertyCheck.offSharedThreads { Self.check(corpus) }
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    #expect(proposals > 1000)
  }

  /// Completes and hovers at every scalar boundary of every file; returns the failures and the
  /// number of proposals checked.
  static func check(_ corpus: [(String, String)]) -> ([String], Int) {
    let workspace = ContractWorkspace()
    for (path, text) in corpus { workspace.setDocument(path, text: text) }
    var failures: [String] = []
    var proposals = 0
    for (path, text) in corpus {
      let lines = LineTable(text)
      var offset = 0
      for scalar in text.unicodeScalars {
        for item in ContractCompletions.items(in: workspace, key: path, offset: offset) {
          proposals += 1
          let replaced = lines.text(in: SourceRange(start: item.range.start, end: min(item.range.end, offset)))
          let keeps = item.newText.lowercased().hasPrefix(replaced.lowercased()) || item.kind == .shortcut
          let sameLine = lines.line(containing: item.range.start) == lines.line(containing: offset)
          // The range ends at the cursor, or at the end of the word under it when the new text ends with
          // the rest of that word (written again, so nothing is lost).
          let rest = lines.text(in: SourceRange(start: offset, end: max(offset, item.range.end)))
          let endsWell = item.range.end == offset || (item.range.end > offset && item.newText.hasSuffix(rest))
          if !endsWell || !sameLine || !keeps || item.documentation.isEmpty {
            failures.append("\(path) at \(offset): '\(replaced)' \(item.range) → '\(item.newText)'")
          }
        }
        _ = ContractHovers.hover(in: workspace, key: path, offset: offset)
        offset += String(scalar).utf8.count
      }
    }
    return (failures, proposals)
  }

  @Test("A shortcut proposal replaces only modifiers or a shortcut that reads the same")
  func shortcutProposalsReplaceOnlyShortcuts() {
    for typed in ["⌘", "⇧⌘", "Cmd-", "Shift-Cmd+", "Cmd-R", "⌘⇧R", "Command+Shift+r"] {
      let classified = ShortcutCompletions.classify("Mac: Reorder " + typed)
      switch classified {
      case .modifiers(let word): #expect(word == typed)
      case .nonCanonical(let word, let shortcut):
        #expect(word == typed)
        #expect(Shortcut.parse(word).shortcut == shortcut)
      default: Issue.record("\(typed) read as \(classified)")
      }
    }
    #expect(ShortcutCompletions.classify("Mac: Reorder R") == .other)
    #expect(ShortcutCompletions.classify("Mac: Shift-click") == .other)
    #expect(ShortcutCompletions.classify("Mac: Reorder ⌘R") == .other)
  }
}
