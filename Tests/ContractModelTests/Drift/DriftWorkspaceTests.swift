import Foundation
import Testing

@testable import ContractModel

/// `contract-drift` in the workspace: `diagnostics(for:)` of a contract includes its drift from the
/// workspace's code files, through the same pipeline, kept up to date as either side changes.
@Suite("Drift: in the workspace")
struct DriftWorkspaceTests {
  static let contract = """
    Platforms: Mac

    OrderRow
    Meaning: one past order. Primary action: Reorder.
    Mac: list row; Reorder in context menu
    Focus after dismiss: selected row
    Check: Mac: Reorder from the context menu with VoiceOver.

    menu Order
      Reorder: ⌘R

    """

  /// A row whose Reorder is a custom action, and an Order menu binding `shortcut` to Reorder.
  static func swift(shortcut: String = "\"r\"") -> String {
    """
    import SwiftUI

    @main
    struct LeafApp: App {
      var body: some Scene {
        WindowGroup { OrderRow() }
          .commands {
            CommandMenu("Order") { Button("Reorder") { }.keyboardShortcut(\(shortcut)) }
          }
      }
    }

    struct OrderRow: View {
      var body: some View {
        Text("Order").accessibilityAction(named: "Reorder") { }
      }
    }
    """
  }

  static func workspace(
    _ contract: String = Self.contract,
    swift: String = Self.swift(),
    configuration: Configuration = .defaults
  ) -> ContractWorkspace {
    let workspace = ContractWorkspace { _ in configuration }
    workspace.setDocument("Orders.contract", text: contract)
    workspace.setCodeFile("App.swift", text: swift)
    return workspace
  }

  /// The findings of `Orders.contract` as `line rule severity`.
  static func lines(_ workspace: ContractWorkspace, key: String = "Orders.contract") -> [String] {
    let lines = LineTable(workspace.text(key) ?? "")
    return workspace.diagnostics(for: key).map { finding in
      "\(lines.line(containing: finding.range.start) + 1) \(finding.rule) \(finding.severity)"
    }
  }

  @Test("A contract's diagnostics include its drift, with the Swift place as related information")
  func included() throws {
    let workspace = Self.workspace()
    #expect(Self.lines(workspace) == ["5 contract-drift warning"])
    let finding = try #require(workspace.diagnostics(for: "Orders.contract").first)
    #expect(finding.message.hasPrefix("'Reorder' of 'OrderRow' drifts from its code (OrderRow)"))
    let related = try #require(finding.related.first)
    #expect(related.location.document == "App.swift")
    let swift = LineTable(Self.swift())
    #expect(swift.line(containing: related.location.range.start) + 1 == 15)
    #expect(finding.catalogEntry == CatalogEntryName.platformInteractionContract)
  }

  @Test("No code file: no drift; the code's own findings stay on the code")
  func noCode() {
    let workspace = ContractWorkspace()
    workspace.setDocument("Orders.contract", text: Self.contract)
    #expect(Self.lines(workspace) == [])
    #expect(Self.lines(Self.workspace()).allSatisfy { !$0.contains("App.swift") })
  }

  @Test("The configured severity applies, and 'off' removes it")
  func configuredSeverity() {
    let error = Configuration.parse(#"{"rules": {"contract-drift": "error"}}"#, file: nil, directory: nil)
    #expect(Self.lines(Self.workspace(configuration: error)) == ["5 contract-drift error"])
    let off = Configuration.parse(#"{"rules": {"contract-drift": "off"}}"#, file: nil, directory: nil)
    #expect(Self.lines(Self.workspace(configuration: off)) == [])
  }

  @Test("# leaf-ignore: contract-drift silences it; a suppression with nothing to silence is unused")
  func suppression() {
    let silenced = Self.contract.replacingOccurrences(
      of: "Mac: list row",
      with: "# leaf-ignore: contract-drift the context menu ships in 2.4\nMac: list row"
    )
    #expect(Self.lines(Self.workspace(silenced)) == [])
    #expect(Self.lines(Self.workspace(silenced, swift: "")) == ["5 unused-suppression hint"])
  }

  @Test("A change of the code is seen: a code file changed, added or removed")
  func codeChanges() {
    let workspace = Self.workspace()
    #expect(Self.lines(workspace) == ["5 contract-drift warning"])
    let before = workspace.findingsRevision("Orders.contract")
    workspace.setCodeFile("App.swift", text: Self.swift(shortcut: "\"e\""))
    #expect(workspace.findingsRevision("Orders.contract") != before)
    #expect(Self.lines(workspace) == ["5 contract-drift warning", "10 contract-drift warning"])
    workspace.setCodeFile(
      "Menu.swift",
      text: "struct RowMenu: View { var body: some View { OrderRow().contextMenu { Button(\"Reorder\") { } } } }"
    )
    #expect(Self.lines(workspace) == ["10 contract-drift warning"])
    workspace.removeCodeFile("App.swift")
    #expect(Self.lines(workspace) == [])
  }

  @Test("A change of the contract is seen: an edit, and a menu of another file")
  func contractChanges() {
    let workspace = Self.workspace()
    workspace.setDocument(
      "Orders.contract",
      text: Self.contract.replacingOccurrences(of: "context menu", with: "custom action")
    )
    #expect(Self.lines(workspace) == [])
    let text = workspace.text("Orders.contract")!
    let offset = Array(text.utf8).count - 1
    workspace.edit("Orders.contract", range: SourceRange(start: offset, end: offset), newText: "\n  Track Order")
    #expect(Self.lines(workspace) == ["11 contract-drift warning"])
    // The code's Print Receipt ⌘P: information on the first Order menu of the workspace only.
    workspace.setCodeFile(
      "App.swift",
      text: Self.swift().replacingOccurrences(
        of: "keyboardShortcut(\"r\") }",
        with:
          "keyboardShortcut(\"r\")\n Button(\"Track Order\") { }\n Button(\"Print Receipt\") { }.keyboardShortcut(\"p\") }"
      )
    )
    #expect(Self.lines(workspace) == ["9 contract-drift information"])
    workspace.setDocument("A.contract", text: "menu Order\n  Reorder\n")
    #expect(Self.lines(workspace) == [])
    #expect(
      Self.lines(workspace, key: "A.contract") == ["1 contract-drift information", "2 contract-drift information"]
    )
    workspace.setDocument("B.contract", text: "menu Receipts\n  Print Receipt: ⌘P\n")
    #expect(Self.lines(workspace, key: "A.contract") == ["2 contract-drift information"])
    workspace.removeDocument("A.contract")
    #expect(Self.lines(workspace) == [])
  }

  @Test("Documents kept lean (as check and the server's index keep them) give the same drift")
  func leanDocuments() {
    let workspace = ContractWorkspace()
    workspace.setDocuments([("Orders.contract", Self.contract)], keepingModels: false)
    workspace.setCodeFiles([("App.swift", Array(Self.swift().utf8))])
    #expect(Self.lines(workspace) == ["5 contract-drift warning"])
    #expect(workspace.diagnostics(for: "Orders.contract") == Self.workspace().diagnostics(for: "Orders.contract"))
  }

  @Test("After any sequence of changes, the diagnostics equal a fresh workspace's")
  func incrementalEqualsFresh() {
    let contracts = [
      Self.contract,
      Self.contract.replacingOccurrences(of: "context menu", with: "menu bar"),
      Self.contract.replacingOccurrences(of: "Reorder: ⌘R", with: "Reorder: ⌘E\n  Track Order"),
      Self.contract + "menu Account\n  Track Order\n",
    ]
    let swifts = [
      Self.swift(), Self.swift(shortcut: "\"e\""), "",
      Self.swift().replacingOccurrences(of: "CommandMenu(\"Order\")", with: "CommandMenu(\"Account\")"),
    ]
    var generator = SystemRandomNumberGenerator()
    let workspace = Self.workspace()
    for _ in 0..<40 {
      let contract = contracts.randomElement(using: &generator)!
      let swift = swifts.randomElement(using: &generator)!
      if Bool.random(using: &generator) {
        workspace.setDocument("Orders.contract", text: contract)
      } else {
        workspace.setCodeFile("App.swift", text: swift)
      }
      let fresh = ContractWorkspace()
      fresh.setDocument("Orders.contract", text: workspace.text("Orders.contract")!)
      fresh.setCodeFile("App.swift", text: workspace.text("App.swift")!)
      #expect(workspace.diagnostics(for: "Orders.contract") == fresh.diagnostics(for: "Orders.contract"))
    }
  }
}
