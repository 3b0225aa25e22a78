import Testing

@testable import ContractModel

/// Re-reading after the workspace's menu command names change: only documents that mention a
/// changed name are read again, and the results equal reading everything again.
@Suite("Workspace: command name changes re-read only what they affect")
struct CommandNameChangeTests {
  private static let row = "App: Leaf\nPlatforms: Mac\nRow\nMeaning: x.\nMac: table row; SHOW  details with ⌘Y\n"
  private static let showRow = "App: Leaf\nPlatforms: Mac\nRow\nMeaning: x.\nMac: table row; show Details with ⌘Y\n"

  @Test("A document mentions a changed name when its bytes, ASCII-lowercased, contain the folded name")
  func affectsMatchesLikeSubjects() {
    let change = CommandNameChange(from: ["Reorder"], to: ["Reorder", "Show   Details"])
    #expect(change.changedNames == [Array("show details".utf8)])
    #expect(change.affects(Self.showRow))
    #expect(!change.affects(Self.row))  // two spaces: never this subject
    #expect(!change.affects("Mac: ⌘Y → Shöw Details"))
    #expect(!CommandNameChange(from: ["A", "B"], to: ["B", "A"]).affects(Self.showRow))
  }

  @Test("Many changed names cost no more than a few: only the names that start a word count")
  func manyChangedNames() {
    let names = (0..<5_000).map { "Command\($0)" }
    let change = CommandNameChange(from: [], to: names)
    #expect(change.changedNames.count == 5_000)
    #expect(change.affects("Mac: Command4999 with ⌘Y"))
    #expect(!change.affects("Mac: Command5000 with ⌘Y"))  // no such name
    #expect(!change.affects("Mac: XCommand12 with ⌘Y"))  // inside a word: never a subject
    #expect(!change.affects(""))
  }

  @Test("Subjects follow a menu added, renamed and removed, in a batch or one by one")
  func subjectsFollowMenus() {
    let subjects = { (workspace: ContractWorkspace) in
      workspace.document("Row.contract")?.components.first?.actions.map(\.name)
    }
    let menu = "App: Leaf\nmenu Order\n  Show Details: ⌘Y\n"
    let batch = ContractWorkspace()
    batch.setDocuments([("Row.contract", Self.showRow), ("Menus.contract", menu), ("Other.contract", Self.row)])
    #expect(subjects(batch) == ["Show Details"])
    let single = ContractWorkspace()
    single.setDocument("Row.contract", text: Self.showRow)
    single.setDocument("Other.contract", text: Self.row)
    #expect(subjects(single) == [])  // a lower-case first word declares no action
    single.setDocument("Menus.contract", text: menu)
    #expect(subjects(single) == ["Show Details"])
    #expect(single.diagnostics(for: "Row.contract") == batch.diagnostics(for: "Row.contract"))
    single.setDocument("Menus.contract", text: "App: Leaf\nmenu Order\n  Hide Details: ⌘Y\n")
    #expect(subjects(single) == [])  // a lower-case first word declares no action
    single.removeDocument("Menus.contract")
    #expect(subjects(single) == [])  // a lower-case first word declares no action
    // Neither segment has a subject: each shortcut triggers its component (no primary action).
    #expect(single.bindings.values.flatMap { $0 }.map(\.target) == ["Row", "Row"])
  }

  @Test("A change of only the names a document's own menus declare leaves it as read; others are still re-read")
  func ownNamesAreWithin() {
    let change = CommandNameChange(from: ["Reorder"], to: ["Reorder", "Show   Details", "Share"])
    #expect(change.isWithin(["share", "Show Details", "Other"]))
    #expect(!change.isWithin(["Share"]))
    #expect(!change.isWithin([]))
    #expect(CommandNameChange(from: ["A"], to: ["A"]).isWithin([]))
    let own =
      "App: Leaf\nPlatforms: Mac\nmenu Order\n  Show Details: ⌘Y\n"
      + "Row\nMeaning: x.\nMac: table row; show Details with ⌘Y\n"
    let single = ContractWorkspace()
    single.setDocument("Row.contract", text: Self.showRow)
    single.setDocument("Own.contract", text: own)
    let batch = ContractWorkspace()
    batch.setDocuments([("Row.contract", Self.showRow), ("Own.contract", own)])
    for key in ["Row.contract", "Own.contract"] {
      #expect(single.document(key)?.components.first?.actions.map(\.name) == ["Show Details"], "\(key)")
      #expect(single.diagnostics(for: key) == batch.diagnostics(for: key), "\(key)")
    }
  }
}
