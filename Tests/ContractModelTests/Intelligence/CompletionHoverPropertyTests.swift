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
  func proposalsNeverDropText() throws {
    #expect(Self.paths.count >= 10)
    let workspace = ContractWorkspace()
    for path in Self.paths { workspace.setDocument(path, text: try RepositoryFiles.text(path)) }
    var proposals = 0
    for path in Self.paths {
      let text = try RepositoryFiles.text(path)
      let lines = LineTable(text)
      var offset = 0
      for scalar in text.unicodeScalars {
        for item in ContractCompletions.items(in: workspace, key: path, offset: offset) {
          proposals += 1
          #expect(item.range.end == offset, "\(path) at \(offset): \(item.label)")
          #expect(lines.line(containing: item.range.start) == lines.line(containing: offset))
          let replaced = lines.text(in: item.range)
          let keeps = item.newText.lowercased().hasPrefix(replaced.lowercased()) || item.kind == .shortcut
          #expect(keeps, "\(path) at \(offset): '\(replaced)' → '\(item.newText)'")
          #expect(!item.documentation.isEmpty)
        }
        _ = ContractHovers.hover(in: workspace, key: path, offset: offset)
        offset += String(scalar).utf8.count
      }
    }
    #expect(proposals > 1000)
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
