import Foundation
import Testing

@testable import ContractModel

/// `shortcut-reserved` (`Quit Leaf` on ⌘Q) and `shortcut-standard-meaning` (`Leaf Help`) compare a
/// name with the file's `App`. They read it as the word of the name where the app would start, so
/// that typing in the `App` line checks again only the blocks whose names start with its old or new
/// first word, with the findings of a workspace read fresh.
@Suite("Workspace: a name compared with the App reads the App's first word")
struct AppWordReadsTests {
  static let key = "Leaf.contract"

  static let text = """
    App: Lea
    Platforms: Mac

    menu Lea
      Quit Leaf: ⌘Q

    menu Edit
      Archive: ⌘C

    """

  /// What the blocks of `key` read, once its findings are made.
  static func reads(_ workspace: ContractWorkspace) -> Set<FactKey> {
    _ = workspace.diagnostics(for: key)
    return Set(workspace.documents[key]!.blocks.flatMap { $0.reads.flatMap(\.facts) })
  }

  @Test("A title compared with the App reads the word where the app would start, not the whole App")
  func readsTheWordOfTheName() {
    let workspace = ContractWorkspace()
    workspace.setDocument(Self.key, text: Self.text)
    let reads = Self.reads(workspace)
    // `Quit Leaf`: the app would start at `leaf`; `Archive` on ⌘C (Copy) could only start with it.
    #expect(reads.contains(.appWord(document: Self.key, word: "leaf")))
    #expect(reads.contains(.appWord(document: Self.key, word: "archive")))
    #expect(!reads.contains(.app(document: Self.key)))
  }

  @Test("An App typed a letter at a time into the name a title ends with, and out of it, as read fresh")
  func typingTheAppMatchesAFreshWorkspace() {
    var text = Self.text
    let workspace = ContractWorkspace()
    workspace.setDocument(Self.key, text: text)
    var end = "App: Lea".utf8.count
    var reservedCounts: [Int] = []
    func edit(_ range: SourceRange, _ newText: String, _ step: String) {
      workspace.edit(Self.key, range: range, newText: newText)
      text = IncrementalEqualsFreshTests.applying((range, newText), to: text)
      let texts = [Self.key: text]
      if let difference = IncrementalEqualsFreshTests.difference(workspace, texts) {
        Issue.record("\(step): \(difference)")
      }
      reservedCounts.append(workspace.diagnostics(for: Self.key).filter { $0.rule == .shortcutReserved }.count)
    }
    for letter in ["f", "y"] {
      edit(.empty(at: end), letter, "typing '\(letter)'")
      end += 1
    }
    edit(SourceRange(start: end - 1, end: end), "", "deleting 'y'")
    // `Lea` → `Leaf`: `Quit Leaf` becomes the app menu's Quit; `Leafy` makes it another command.
    #expect(reservedCounts == [0, 1, 0])
  }
}
