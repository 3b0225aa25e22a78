import Foundation
import Testing

@testable import ContractModel

/// `NSMenuItem`s made in code, checked as `check` does: the contract beside them and the code
/// rules, with the item's modifier mask changed in place or its variable reused.
@Suite("Drift and code rules: AppKit menu items")
struct AppKitMenuDriftTests {
  /// A Product menu whose Run Tests mask is changed by `change` (a line of Swift on `runTests`).
  static func product(_ change: String) -> String {
    """
    import AppKit

    func buildMenu() -> NSMenu {
      let menu = NSMenu(title: "Product")
      let run = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
      menu.addItem(run)
      let runTests = NSMenuItem(title: "Run Tests", action: nil, keyEquivalent: "r")
      \(change)
      menu.addItem(runTests)
      return menu
    }

    """
  }

  static let tools = """
    import AppKit

    final class MenuBuilder {
      func build() -> NSMenu {
        let menu = NSMenu(title: "Tools")
        var item = NSMenuItem(title: "Run", action: nil, keyEquivalent: "r")
        menu.addItem(item)
        item = NSMenuItem(title: "Run Tests", action: nil, keyEquivalent: "u")
        item.keyEquivalentModifierMask = [.command, .option]
        menu.addItem(item)
        return menu
      }
    }

    """

  static let toolsContract = "App: Leaf\nPlatforms: Mac\n\nmenu Tools\n  Run: ⌘R\n  Run Tests: ⌥⌘U\n"

  /// Every finding of the workspace of `contracts` and `code` (path → text), as `path:line rule: message`.
  static func findings(contracts: [String: String], code: [String: String]) -> [String] {
    let workspace = ContractWorkspace()
    for (key, text) in contracts { workspace.setDocument(key, text: text) }
    workspace.setCodeFiles(code.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    return (contracts.keys.sorted() + workspace.codeFileKeys).flatMap { key in
      let lines = workspace.lines(key)!
      return workspace.diagnostics(for: key).map { finding in
        "\(key):\(lines.line(containing: finding.range.start) + 1) \(finding.rule.rawValue): \(finding.message)"
      }
    }
  }

  @Test("Run ⌘R and Run Tests with .insert(.option), ⌥⌘R: no conflict; without it, a conflict at each")
  func insertedOption() {
    #expect(
      CodeCheck.findings(["Menu.swift": Self.product("runTests.keyEquivalentModifierMask.insert(.option)")]) == []
    )
    let conflict = CodeCheck.findings(["Menu.swift": Self.product("runTests.toolTip = \"Runs the tests\"")])
    #expect(
      conflict.map(\.description) == [
        "Menu.swift:5 shortcut-conflict warning", "Menu.swift:7 shortcut-conflict warning",
      ]
    )
  }

  @Test("A mask changed in a form not read: no conflict, and the contract's ⌥⌘R is not contradicted")
  func unreadChange() {
    for change in [
      "runTests.keyEquivalentModifierMask += .option", "runTests.keyEquivalentModifierMask.formUnion(extra)",
      "runTests.keyEquivalentModifierMask.remove(flag)", "runTests.keyEquivalentModifierMask |= .option",
      "adjust(&runTests.keyEquivalentModifierMask)",
    ] {
      #expect(CodeCheck.findings(["Menu.swift": Self.product(change)]) == [], "\(change)")
      let drift = Drift.describe(
        "menu Product\n  Run: ⌘R\n  Run Tests: ⌥⌘R\n",
        swift: [("Menu.swift", Self.product(change))]
      )
      // The code's shortcut is unread: neither ⌘R nor none, so the contract's ⌥⌘R stands.
      #expect(drift == [], "\(change)")
    }
  }

  @Test("A reused item variable: the contract that matches the code gives no finding")
  func reusedVariable() {
    #expect(Self.findings(contracts: ["Tools.contract": Self.toolsContract], code: ["Menu.swift": Self.tools]) == [])
    #expect(
      Self.findings(
        contracts: ["Tools.contract": Self.toolsContract.replacingOccurrences(of: "⌥⌘U", with: "⇧⌘U")],
        code: ["Menu.swift": Self.tools]
      ) == [
        "Tools.contract:6 contract-drift: 'Tools → Run Tests' is ⇧⌘U in the contract and ⌥⌘U in the code: write one "
          + "shortcut in both."
      ]
    )
  }

  @Test("init drafts the reused variable's items with their own shortcuts, in their menu")
  func reusedVariableDraft() {
    let workspace = ContractWorkspace()
    workspace.setCodeFiles([("Menu.swift", Array(Self.tools.utf8))])
    #expect(ContractDrafts(workspace: workspace).combined.contains("\nmenu Tools\n  Run: ⌘R\n  Run Tests: ⌥⌘U\n"))
  }
}
