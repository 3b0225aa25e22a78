import Testing

@testable import ContractModel

/// Re-reading after the workspace's menu command names change: the segments that start with a
/// changed name take it as their subject, in a batch or one by one.
@Suite("Workspace: subjects follow the menus")
struct SubjectsFollowMenusTests {
  private static let row = "App: Leaf\nPlatforms: Mac\nRow\nMeaning: x.\nMac: table row; SHOW  details with ⌘Y\n"
  private static let showRow = "App: Leaf\nPlatforms: Mac\nRow\nMeaning: x.\nMac: table row; show Details with ⌘Y\n"

  @Test("Subjects follow a menu added, renamed and removed, in a batch or one by one")
  func subjectsFollowMenus() {
    let subjects = { (workspace: ContractWorkspace) in
      workspace.document("Row.contract")?.components.first?.value.actions.map(\.name)
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
}
