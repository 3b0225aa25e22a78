import Testing

@testable import ContractModel

/// ``ContractWorkspace`` as the server uses it: documents added, changed and removed in any order.
@Suite("Workspace: incremental updates and determinism")
struct WorkspaceTests {
  private static func row(_ name: String, _ action: String, app: String = "Leaf") -> String {
    "App: \(app)\nPlatforms: Mac\n\(name)\nMeaning: x.\nActions: \(action)\nMac: table row; \(action) with ⌘R\n"
      + "Check: Mac: fine\n"
  }

  @Test("Cross-file findings follow the other files as they are added, changed and removed")
  func crossFileFindingsFollowChanges() {
    let workspace = ContractWorkspace()
    workspace.setDocument("A.contract", text: Self.row("OrderRow", "Reorder"))
    #expect(workspace.diagnostics(for: "A.contract").isEmpty)
    workspace.setDocument("B.contract", text: Self.row("OrderRow", "Refresh"))
    let rules = { workspace.diagnostics(for: "A.contract").map(\.rule) }
    #expect(rules() == [.duplicateComponent, .shortcutConflict])
    workspace.setDocument("B.contract", text: Self.row("CartRow", "Refresh", app: "Fern"))
    #expect(rules().isEmpty)
    workspace.setDocument("B.contract", text: Self.row("CartRow", "Refresh"))
    #expect(rules() == [.shortcutConflict])
    workspace.removeDocument("B.contract")
    #expect(rules().isEmpty)
    #expect(workspace.documentKeys == ["A.contract"])
    #expect(workspace.diagnostics(for: "B.contract").isEmpty)
  }

  @Test("Each document gets its own configuration")
  func configurationPerDocument() {
    let workspace = ContractWorkspace { key in
      key.hasPrefix("strict/") ? Configuration(platforms: [.iPhone, .mac]) : Configuration(platforms: [.mac])
    }
    let text = "Thing\nMeaning: x.\nMac: table row\nCheck: Mac: fine\n"
    workspace.setDocument("strict/A.contract", text: text)
    workspace.setDocument("loose/A.contract", text: text.replacing("Thing", with: "Other"))
    #expect(workspace.diagnostics(for: "strict/A.contract").map(\.rule) == [.missingPlatformPath])
    #expect(workspace.diagnostics(for: "loose/A.contract").isEmpty)
  }

  @Test("A menu added later makes a path segment's implicit subject a command name")
  func commandNamesBecomeSubjects() {
    let workspace = ContractWorkspace()
    let row = "App: Leaf\nPlatforms: Mac\nRow\nMeaning: x.\nMac: table row; Show Details with ⌘Y\nCheck: Mac: ok\n"
    workspace.setDocument("Row.contract", text: row)
    #expect(workspace.document("Row.contract")?.components.first?.value.actions.map(\.name) == ["Show Details"])
    #expect(workspace.document("Row.contract")?.components.first?.value.actions.map(\.origin) == [.implicit])
    workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Order\n  Show Details: ⌘Y\n")
    #expect(workspace.document("Row.contract")?.components.first?.value.actions.map(\.name) == ["Show Details"])
    #expect(workspace.document("Row.contract")?.components.first?.value.actions.map(\.origin) == [.menuCommand])
    #expect(workspace.diagnostics(for: "Row.contract").isEmpty)
  }

  @Test("The same workspace gives the same messages and related locations, whatever order it was built in")
  func deterministicOrder() {
    var variants = Set<String>()
    for round in 0..<20 {
      let workspace = ContractWorkspace()
      for (index, action) in ["Refresh", "Archive", "Reload", "Rename"].enumerated() {
        workspace.setDocument("F\(index).contract", text: Self.row("Row\(index)", action))
      }
      // A menu whose commands change the workspace's command names: every document is read again.
      workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Order\n  Reorder: ⌘R\n  Extra\(round % 2)\n")
      for key in ["F0.contract", "F1.contract"] {
        for diagnostic in workspace.diagnostics(for: key) {
          let related = diagnostic.related.map(\.location.document).joined(separator: ",")
          variants.insert("\(key) \(diagnostic.message) | \(related)")
        }
      }
    }
    #expect(variants.count == 2, "\(variants.sorted().joined(separator: "\n"))")
  }
}
