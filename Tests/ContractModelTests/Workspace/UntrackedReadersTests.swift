import Foundation
import Testing

@testable import ContractModel

/// A workspace that does not track readers (`check`'s) keeps no readers index: what a later batch
/// changes of what earlier blocks read is found by going through the blocks when the workspace is
/// next asked, and only the values that read a changed fact are made again. (Edits after the
/// batches are in ``IncrementalEqualsFreshTests``, kept `untracked`.)
@Suite("Workspace: a workspace that does not track readers")
struct UntrackedReadersTests {
  /// A component whose path and check name a command of a menu in a file read after it.
  static let component = fixture("DetailPane.contract")
  /// The menu the component names.
  static let menu = fixture("OrderMenu.contract")

  /// The text of a contract of `Tests/Fixtures/Contracts` (shared with the server's tests).
  static func fixture(_ name: String) -> String {
    let path = "Tests/Fixtures/Contracts/" + name
    return (try? RepositoryFiles.text(path)) ?? "missing fixture \(path)\n"
  }
  /// A component of another app, which reads nothing the menu provides.
  static let otherApp = """
    App: Fern

    FernRow
    Meaning: a fern. Primary action: Water.
    iPhone: Water button visible
    Mac: Water button, keyboard focus, focus ring
    Check: Mac: Tab reaches Water and VoiceOver reads it.

    """

  /// The rule and line of each diagnostic of `key`.
  static func findings(_ workspace: ContractWorkspace, _ key: String) -> [String] {
    let lines = workspace.lines(key)!
    return workspace.diagnostics(for: key).map { "\($0.rule) \(lines.line(containing: $0.range.start) + 1)" }
  }

  /// A workspace of the documents, read one per batch in this order.
  static func batches(_ documents: [(String, String)], tracksReaders: Bool) -> ContractWorkspace {
    let workspace = ContractWorkspace(tracksReaders: tracksReaders)
    for document in documents { workspace.setDocuments([document], keepingModels: false) }
    return workspace
  }

  @Test("A menu read in a later batch reaches the component read before it, as in a fresh workspace")
  func laterBatchReachesEarlierBlocks() {
    let documents = [("/w/A.contract", Self.component), ("/w/B.contract", Self.otherApp), ("/w/Z.contract", Self.menu)]
    let untracked = Self.batches(documents, tracksReaders: false)
    let fresh = ContractWorkspace()
    fresh.setDocuments(documents)
    let expected = Self.findings(fresh, "/w/A.contract")
    // The menu makes the findings: without it, neither the mismatch nor the misspelling.
    #expect(expected.filter { $0.hasPrefix("shortcut-mismatch") }.count == 2)
    #expect(expected.contains("unknown-menu-command 7"))
    let alone = ContractWorkspace()
    alone.setDocument("/w/A.contract", text: Self.component)
    #expect(Self.findings(alone, "/w/A.contract") != expected)

    for key in ["/w/A.contract", "/w/B.contract", "/w/Z.contract"] {
      #expect(Self.findings(untracked, key) == Self.findings(fresh, key), "\(key)")
    }
    #expect(untracked.readers.count == 0)
    #expect(fresh.readers.count > 0)
    #expect(untracked.unresolvedChanges.isEmpty)
  }

  @Test("Only the values that read a fact a later batch changed are made again, when next asked")
  func onlyWhatReadAChangeIsMadeAgain() {
    let untracked = Self.batches(
      [("/w/A.contract", Self.component), ("/w/B.contract", Self.otherApp)],
      tracksReaders: false
    )
    let component = untracked.documents["/w/A.contract"]!
    let other = untracked.documents["/w/B.contract"]!
    let componentMade = component.blocks[1].madeAt
    let otherMade = other.blocks[1].madeAt
    #expect(component.blocks[1].valuesReadingFacts == [.model, .local])

    untracked.setDocuments([("/w/Z.contract", Self.menu)], keepingModels: false)
    // Not yet: the batch only logs what it changed.
    #expect(component.blocks[1].madeAt == componentMade)
    #expect(component.blocks[1].local != nil)
    #expect(!untracked.unresolvedChanges.isEmpty)

    _ = untracked.diagnostics(for: "/w/A.contract")
    // The component read the menu's command word and its check the menu: read and checked again.
    #expect(component.blocks[1].madeAt > componentMade)
    // The other app's component read neither.
    #expect(other.blocks[1].madeAt == otherMade)
  }

  @Test("The revision a block's values were made at takes no room: a block is 128 bytes")
  func theStampTakesNoRoom() {
    #expect(MemoryLayout<WorkspaceBlock>.stride == 128)
  }

  @Test("Edits after the batches are followed as in a tracking workspace")
  func editsAfterTheBatches() {
    let documents = [("/w/A.contract", Self.component), ("/w/Z.contract", Self.menu)]
    let untracked = Self.batches(documents, tracksReaders: false)
    let tracked = Self.batches(documents, tracksReaders: true)
    for workspace in [untracked, tracked] {
      // The command renamed: the check's misspelling now names nothing near, the paths no command.
      let menu = workspace.text("/w/Z.contract")!
      workspace.setDocument("/w/Z.contract", text: menu.replacingOccurrences(of: "Show Details", with: "Archive"))
    }
    #expect(Self.findings(untracked, "/w/A.contract") == Self.findings(tracked, "/w/A.contract"))
    #expect(!Self.findings(untracked, "/w/A.contract").contains { $0.hasPrefix("shortcut-mismatch") })
    #expect(untracked.readers.count == 0)
  }
}
