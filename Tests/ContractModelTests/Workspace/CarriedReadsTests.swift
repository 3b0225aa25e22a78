import Foundation
import Testing

@testable import ContractModel

/// A block edited in place keeps its entries in the readers index until its new values are
/// registered, and only the facts that differ are taken out and put in: once every value is made
/// again, the index must hold exactly what the blocks' values read, nothing carried left over.
@Suite("Workspace: what an edited block read, compared when it is read again")
struct CarriedReadsTests {
  /// The readers index as (fact, block) → kinds.
  static func indexed(_ workspace: ContractWorkspace) -> [String: ReadKinds] {
    var entries: [String: ReadKinds] = [:]
    for key in workspace.documentKeys {
      for fact in workspace.readers.facts(readBy: key) {
        for (reference, kinds) in workspace.readers.readers(of: fact) where reference.document == key {
          entries["\(fact) ← \(reference.document)#\(reference.block)"] = kinds
        }
      }
    }
    return entries
  }

  /// What every block's values read, as the index should hold it.
  static func expected(_ workspace: ContractWorkspace) -> [String: ReadKinds] {
    var entries: [String: ReadKinds] = [:]
    for key in workspace.documentKeys {
      guard let document = workspace.documents[key] else { continue }
      for block in document.blocks {
        for (kind, facts) in block.reads {
          for fact in facts { entries["\(fact) ← \(key)#\(block.id)", default: []].formUnion(kind) }
        }
      }
    }
    return entries
  }

  /// Asks for every document's findings, then compares the index with the blocks' reads.
  static func expectIndexMatchesValues(_ workspace: ContractWorkspace, _ step: String) {
    for key in workspace.documentKeys { _ = workspace.diagnostics(for: key) }
    #expect(workspace.carriedReads.isEmpty, "\(step): nothing carried once every value is made")
    let indexed = indexed(workspace)
    let expected = expected(workspace)
    #expect(indexed.count > 10, "\(step): the index is not empty")
    for (entry, kinds) in expected where indexed[entry] != kinds {
      Issue.record("\(step): \(entry) is \(String(describing: indexed[entry])), expected \(kinds)")
    }
    for entry in indexed.keys where expected[entry] == nil { Issue.record("\(step): \(entry) left in the index") }
  }

  @Test("Typing into menu commands and components, alone and in bursts, leaves the index as the values read")
  func editsInPlaceKeepTheIndexExact() {
    let workspace = ConflictGroupPatchTests.workspace()
    Self.expectIndexMatchesValues(workspace, "start")
    let menu = ConflictGroupPatchTests.menuKey
    // A command renamed to another action's name, then to none: the local reads change.
    workspace.type("x", after: "  Go3", in: menu)
    Self.expectIndexMatchesValues(workspace, "last command renamed")
    workspace.type("y", after: "  Go0", in: menu)
    Self.expectIndexMatchesValues(workspace, "first command renamed")
    // Two keystrokes in one block before it is read: the first edit's carried reads go on.
    workspace.type("z", after: "  Keep", in: menu)
    workspace.type("z", after: "  Keepz", in: menu)
    Self.expectIndexMatchesValues(workspace, "burst in the menu")
    // A component's Meaning and its path (another shortcut), and the menu in the same burst.
    workspace.type(" and more", after: "Meaning: a row", in: "row2.contract")
    workspace.type(", ⌥⌘J", after: "iPad: keyboard focus", in: "row3.contract")
    workspace.type("w", after: "  Go1", in: menu)
    Self.expectIndexMatchesValues(workspace, "burst over three documents")
    // Another shortcut for a command: as many facts read, one of them another binding's.
    workspace.replaceFirst("Go2: ⌥⌘2", with: "Go2: ⌥⌘7", in: menu)
    Self.expectIndexMatchesValues(workspace, "a command's shortcut changed")
    workspace.replaceFirst("⌥⌘K", with: "⌥⌘L", in: "row5.contract")
    Self.expectIndexMatchesValues(workspace, "a component's shortcut changed")
    // A block edited in place, then removed before it is read.
    workspace.type("q", after: "  Go2", in: menu)
    workspace.removeDocument(menu)
    Self.expectIndexMatchesValues(workspace, "menu removed after an edit")
  }
}
