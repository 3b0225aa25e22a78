import Foundation
import Testing

@testable import ContractModel

/// `NSMenuItem`s whose key or mask is changed through another reference than the variable that
/// made them, checked against a contract as `check` does.
@Suite("Drift: AppKit menu items changed through another reference")
struct AppKitMenuReferenceDriftTests {
  /// A controller whose `Reload` item property is set through `self.` and whose `Refresh` item is
  /// changed through the menu's `items`.
  static let controller = """
    import AppKit

    final class MenuController {
      let reloadItem = NSMenuItem(title: "Reload", action: nil, keyEquivalent: "")

      func buildMenu() -> NSMenu {
        let menu = NSMenu(title: "View")
        self.reloadItem.keyEquivalent = "r"
        menu.addItem(reloadItem)
        menu.addItem(withTitle: "Refresh", action: nil, keyEquivalent: "r")
        menu.items[1].keyEquivalentModifierMask = [.command, .shift]
        return menu
      }
    }

    """

  @Test("The audit's code with the contract that matches it: no finding")
  func matchingContract() {
    let contract = "App: Leaf\nPlatforms: Mac\n\nmenu View\n  Reload: ⌘R\n  Refresh: ⇧⌘R\n"
    #expect(
      AppKitMenuDriftTests.findings(contracts: ["View.contract": contract], code: ["Menu.swift": Self.controller])
        == []
    )
  }

  @Test("An item set through `self.` is read exactly: another shortcut in the contract is drift")
  func exactThroughSelf() {
    let code = Self.controller.replacingOccurrences(
      of: "    menu.items[1].keyEquivalentModifierMask = [.command, .shift]\n",
      with: ""
    )
    #expect(code != Self.controller)
    let contract = "App: Leaf\nPlatforms: Mac\n\nmenu View\n  Reload: ⌥⌘R\n  Refresh: ⇧⌘E\n"
    #expect(
      AppKitMenuDriftTests.findings(contracts: ["View.contract": contract], code: ["Menu.swift": code])
        .filter { $0.contains("contract-drift") } == [
          "View.contract:5 contract-drift: 'View → Reload' is ⌥⌘R in the contract and ⌘R in the code: write one "
            + "shortcut in both.",
          "View.contract:6 contract-drift: 'View → Refresh' is ⇧⌘E in the contract and ⌘R in the code: write one "
            + "shortcut in both.",
        ]
    )
  }
}
