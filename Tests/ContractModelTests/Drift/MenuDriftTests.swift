import Foundation
import SwiftSource
import Testing

@testable import ContractModel

/// Drift of a `menu` block against the code's menu of the same title.
@Suite("Drift: menus")
struct MenuDriftTests {
  /// A Swift app whose `.commands` hold `menus`.
  static func app(_ menus: String) -> [(String, String)] {
    [
      (
        "App.swift",
        """
        import SwiftUI

        @main
        struct ShopApp: App {
          var body: some Scene {
            WindowGroup { Text("Shop") }
              .commands {
                \(menus)
              }
          }
        }
        """
      )
    ]
  }

  static let orderMenu = """
    CommandMenu("Order") {
          Button("Reorder") { }.keyboardShortcut("r")
          Button("Cancel Order") { }
        }
    """

  @Test("The contract's menu and the code's agree: no drift")
  func agree() {
    #expect(Drift.describe("menu Order\n  Reorder: ⌘R\n  Cancel Order\n", swift: Self.app(Self.orderMenu)) == [])
  }

  @Test("A contract command the code's menu lacks, when that menu was read whole")
  func commandMissing() {
    #expect(
      Drift.describe("menu Order\n  Reorder: ⌘R\n  Track Order\n", swift: Self.app(Self.orderMenu)) == [
        "3:3 warning: 'Order → Track Order' is not in the code's menu 'Order' (nor in any other): add the command to "
          + "the code, or take it out of the contract."
      ]
    )
  }

  @Test("A command missing from a standard menu, or from a menu with a title or type not read, is no drift")
  func commandMissingNotConfirmed() {
    let standard = Self.app("CommandGroup(after: .newItem) { Button(\"New Order\") { } }")
    #expect(Drift.describe("menu File\n  New Order\n  Duplicate\n", swift: standard) == [])
    let computed = Self.app("CommandMenu(\"Order\") { Button(\"Reorder\") { }\n Button(item.title) { } }")
    #expect(Drift.describe("menu Order\n  Reorder\n  Track Order\n", swift: computed) == [])
    let foreign = Self.app("CommandMenu(\"Order\") { Button(\"Reorder\") { }\n ImportedCommands() }")
    #expect(Drift.describe("menu Order\n  Reorder\n  Track Order\n", swift: foreign) == [])
  }

  @Test("A contract command the code has in another menu names that menu")
  func commandElsewhere() {
    let swift = Self.app(Self.orderMenu + "\nCommandMenu(\"Account\") { Button(\"Track Order\") { } }")
    let findings = Drift.describe("menu Order\n  Reorder: ⌘R\n  Track Order\n", swift: swift)
    #expect(findings.count == 1)
    #expect(findings.first?.hasPrefix("3:3 warning: 'Order → Track Order' is in the code's menu 'Account'") == true)
  }

  @Test("A shortcut the code binds otherwise, or not at all")
  func shortcutDiffers() {
    #expect(
      Drift.describe("menu Order\n  Reorder: ⇧⌘R\n  Cancel Order\n", swift: Self.app(Self.orderMenu)) == [
        "2:12 warning: 'Order → Reorder' is ⇧⌘R in the contract and ⌘R in the code: write one shortcut in both."
      ]
    )
    #expect(
      Drift.describe("menu Order\n  Reorder: ⌘R\n  Cancel Order: ⌘.\n", swift: Self.app(Self.orderMenu)) == [
        "3:17 warning: 'Order → Cancel Order' is ⌘. in the contract, but the code's command has no shortcut: add "
          + "'.keyboardShortcut' to it, or take the shortcut out of the contract."
      ]
    )
  }

  @Test("A shortcut the code computes is not said to be missing")
  func shortcutComputed() {
    let swift = Self.app("CommandMenu(\"Order\") { Button(\"Reorder\") { }.keyboardShortcut(reorderKey) }")
    #expect(Drift.describe("menu Order\n  Reorder: ⌘R\n", swift: swift) == [])
  }

  @Test("A code shortcut the contract's line leaves out, and a code command no contract menu has: information")
  func codeHasMore() {
    let swift = Self.app(
      "CommandMenu(\"Order\") { Button(\"Reorder\") { }.keyboardShortcut(\"r\")\n"
        + " Button(\"Print Receipt\") { }.keyboardShortcut(\"p\", modifiers: [.option, .command]) }"
    )
    #expect(
      Drift.describe("menu Order\n  Reorder\n", swift: swift) == [
        "1:6 information: The code's menu 'Order' has 'Print Receipt' (⌥⌘P), which no contract menu has: add "
          + "'Print Receipt: ⌥⌘P' to the menu.",
        "2:3 information: The code binds ⌘R to 'Order → Reorder'; its contract line gives no shortcut: write "
          + "'Reorder: ⌘R'.",
      ]
    )
    // Another contract menu that has the command, and a code command without a shortcut, are fine.
    #expect(
      Drift.describe(
        "menu Order\n  Reorder: ⌘R\n",
        otherFiles: ["Receipts.contract": "menu Receipts\n  Print Receipt\n"],
        swift: swift
      )
        == []
    )
  }

  @Test("The information about a code command goes to the first contract menu of the title only")
  func informationOnce() {
    let swift = Self.app(
      "CommandMenu(\"Order\") { Button(\"Reorder\") { }\n Button(\"Print Receipt\") { }.keyboardShortcut(\"p\") }"
    )
    let first = "menu Order\n  Reorder\n"
    let other = ["A.contract": "menu Order\n  Reorder\n"]
    #expect(Drift.describe(first, otherFiles: other, swift: swift) == [])
    #expect(Drift.describe(first, swift: swift).count == 1)
  }

  @Test("A contract menu whose title no code menu has: one finding naming the code's menu of its commands")
  func untied() {
    let swift = Self.app("CommandMenu(\"Orders\") { Button(\"Reorder\") { }.keyboardShortcut(\"r\") }")
    #expect(
      Drift.describe("menu Order\n  Reorder: ⌘R\n  Track Order\n", swift: swift) == [
        "1:6 warning: The code has no menu 'Order': 'Reorder' is in its menu 'Orders'. Rename the menu in the code "
          + "or in the contract."
      ]
    )
    #expect(Drift.describe("menu Help Center\n  Contact Us\n", swift: swift) == [])
  }

  @Test("A menu title and command titles localized in a strings table tie as the user reads them")
  func localized() {
    let files = Self.app(
      "CommandMenu(\"menu.order\") { Button(String(localized: \"order.reorder\")) { }.keyboardShortcut(\"r\") }"
    )
    let table = SwiftLocalizationTable(
      path: "en.lproj/Localizable.strings",
      table: "Localizable",
      language: "en",
      isSourceLanguage: true,
      entries: ["menu.order": "Order", "order.reorder": "Reorder…"]
    )
    let code = Drift.code(files, localizations: [table])
    #expect(Drift.findings("menu Order\n  Reorder: ⌘R\n", code: code).isEmpty)
    #expect(Drift.findings("menu Order\n  Reorder: ⌘E\n", code: code).count == 1)
  }
}

extension MenuDriftTests {
  @Test("A menu holding a picker is not read whole: its options may be the contract's commands")
  func pickerMenu() {
    let swift = Self.app(
      "CommandMenu(\"View\") { Picker(\"Sort By\", selection: $sort) { ForEach(orders) { Text($0.name) } } }"
    )
    #expect(Drift.describe("menu View\n  Sort By\n  Sort by Date\n", swift: swift) == [])
    let custom = Self.app(
      "CommandMenu(\"Sorting\") { Picker(\"Sort By\", selection: $sort) { Text(\"Date\").tag(1) } }"
    )
    #expect(Drift.describe("menu Sorting\n  Sort By\n  Sort by Date\n", swift: custom) == [])
  }
}
