import Foundation
import Testing

@testable import ContractModel

/// The log of changed facts serves documents read off the workspace's thread: it is kept while a
/// reading is out, and only then, and a reading applied after others still equals a fresh
/// workspace.
@Suite("Workspace: the log of changes, kept while a reading is out")
struct FactLogTests {
  private typealias Fixture = IncrementalEqualsFreshTests

  /// `text` with its menus and catalog entries renamed away and a menu command added: a change
  /// of facts other files read.
  private static func changedFacts(_ text: String, _ suffix: String) -> String {
    text.replacingOccurrences(of: "menu ", with: "menux\(suffix) ")
      .replacingOccurrences(of: "catalog ", with: "catalogx\(suffix) ") + "\nmenu Order\n  Archiv\(suffix): ⌘J\n"
  }

  @Test("Changes are logged while a request is out, and forgotten once it is discarded or applied")
  func keptWhileOut() {
    let keys = Fixture.files.keys.sorted()
    let (key, other) = (keys[0], keys[1])
    let workspace = Fixture.workspace(Fixture.files, keeping: .mixed, open: key)
    workspace.setDocument(other, text: Self.changedFacts(Fixture.files[other]!, "1"))
    #expect(workspace.factChangedAt.isEmpty, "no reading is out")

    let discarded = workspace.documentRequest(key, text: Fixture.files[key]! + "\n")
    workspace.setDocument(other, text: Self.changedFacts(Fixture.files[other]!, "2"))
    #expect(!workspace.factChangedAt.isEmpty, "a reading is out")
    workspace.discard(discarded)
    #expect(workspace.factChangedAt.isEmpty)
    workspace.discard(discarded)
    #expect(workspace.outstandingRequests.isEmpty, "a second discard changes nothing")

    let applied = workspace.documentRequest(key, text: Fixture.files[key]! + "\n")
    workspace.setDocument(other, text: Self.changedFacts(Fixture.files[other]!, "3"))
    workspace.apply(ContractWorkspace.prepare(applied))
    #expect(workspace.factChangedAt.isEmpty)
    #expect(workspace.outstandingRequests.isEmpty)
  }

  @Test("Two readings out at once, applied in either order, with changes between: a fresh workspace")
  func twoReadingsOut() {
    let keys = Fixture.files.keys.sorted()
    guard keys.count >= 3 else {
      Issue.record("the fixture needs three files")
      return
    }
    for (first, second) in [(keys[0], keys[1]), (keys[1], keys[0])] {
      let other = keys[2]
      let workspace = Fixture.workspace(Fixture.files, keeping: .mixed, open: first)
      var texts = Fixture.files
      texts[first] = texts[first]! + "\nExtraRow\nMeaning: one more. Primary action: Reorder.\nMac: Reorder ⌘R\n"
      texts[second] = texts[second]! + "\nOtherRow\nMeaning: another. Primary action: Archiv1.\nMac: Archiv1 ⌘J\n"
      let firstRequest = workspace.documentRequest(first, text: texts[first]!)
      texts[other] = Self.changedFacts(Fixture.files[other]!, "1")
      workspace.setDocument(other, text: texts[other]!)
      let secondRequest = workspace.documentRequest(second, text: texts[second]!)
      workspace.apply(ContractWorkspace.prepare(firstRequest))
      texts[other] = Self.changedFacts(Fixture.files[other]!, "2")
      workspace.setDocument(other, text: texts[other]!)
      workspace.apply(ContractWorkspace.prepare(secondRequest))
      #expect(Fixture.difference(workspace, texts) == nil, "\(first) then \(second)")
      #expect(workspace.factChangedAt.isEmpty)
    }
  }
}
