import Foundation
import Testing

@testable import ContractModel

/// Drift of a component's ways: what the contract gives an action that its code does not offer.
@Suite("Drift: ways to an action")
struct ActionDriftTests {
  /// A Mac-only contract for `Row` whose Mac path is `mac`, with `extra` lines after it.
  static func contract(_ mac: String, extra: String = "") -> String {
    """
    Platforms: Mac

    Row
    Meaning: one item. Primary action: Open.
    Mac: \(mac)
    \(extra)
    """
  }

  /// A SwiftUI row view `Row` whose body is `body`, as the only Swift file (with an App, so
  /// menus are read).
  static func row(_ body: String, more: String = "") -> [(String, String)] {
    [
      (
        "Row.swift",
        """
        import SwiftUI

        struct Row: View {
          var body: some View {
            \(body)
          }
        }
        \(more)
        """
      ),
      ("App.swift", "@main\nstruct ShopApp: App {\n  var body: some Scene { WindowGroup { Row() } }\n}\n"),
    ]
  }

  // MARK: - Context menu

  @Test("A context menu the contract gives and the code lacks, while the code names the action")
  func contextMenuMissing() {
    let findings = Drift.describe(
      Self.contract("Open in context menu"),
      swift: Self.row("Text(\"x\").accessibilityAction(named: \"Open\") { }")
    )
    #expect(
      findings == [
        "5:14 warning: 'Open' of 'Row' drifts from its code (Row): the contract gives it context menu (Mac), which "
          + "its code does not offer. The code offers it as: custom action. Offer the same ways in the code, or "
          + "change the contract."
      ]
    )
  }

  @Test("A context menu the code has: no drift")
  func contextMenuPresent() {
    let swift = Self.row("Text(\"x\").contextMenu { Button(\"Open\") { } }")
    #expect(Drift.describe(Self.contract("Open in context menu"), swift: swift) == [])
  }

  @Test("A context menu written where the list makes the row counts for the row")
  func contextMenuInHost() {
    let host = """
      struct Rows: View {
        var body: some View {
          List(items) { item in
            Row().contextMenu { Button("Open") { } }
          }
        }
      }
      """
    #expect(Drift.describe(Self.contract("Open in context menu"), swift: Self.row("Text(\"x\")", more: host)) == [])
  }

  @Test("An action the code never names is left alone: it may be reached in ways that are not read")
  func unknownActionIsLeftAlone() {
    let swift = Self.row("Text(\"x\").contextMenu { Button(\"Share\") { } }")
    #expect(Drift.describe(Self.contract("Open in context menu, ⌘O"), swift: swift) == [])
  }

  @Test("A context menu compiled only for iOS (not Catalyst) does not reach the Mac")
  func contextMenuOnlyOnIOS() {
    let swift = Self.row(
      """
      #if os(iOS) && !targetEnvironment(macCatalyst)
          Text("x").contextMenu { Button("Open") { } }
          #else
          Text("x").accessibilityAction(named: "Open") { }
          #endif
      """
    )
    let findings = Drift.describe(Self.contract("Open in context menu"), swift: swift)
    #expect(findings.count == 1)
    #expect(findings.first?.contains("context menu (Mac)") == true)
    // `os(iOS)` alone holds on Mac Catalyst too: the Mac may have it.
    let catalyst = swift.map { ($0.0, $0.1.replacingOccurrences(of: " && !targetEnvironment(macCatalyst)", with: "")) }
    #expect(Drift.describe(Self.contract("Open in context menu"), swift: catalyst) == [])
  }

  // MARK: - Menu bar

  @Test("A menu bar command the contract gives and the app's menus lack")
  func menuBarMissing() {
    let swift = Self.row("Text(\"x\").contextMenu { Button(\"Open\") { } }")
    #expect(
      Drift.describe(Self.contract("Open in menu bar and context menu"), swift: swift) == [
        "5:14 warning: 'Open' of 'Row' drifts from its code (Row): the contract gives it menu bar (Mac), which its "
          + "code does not offer. The code offers it as: context menu. Offer the same ways in the code, or change "
          + "the contract."
      ]
    )
  }

  @Test("A menu bar command in any code menu: no drift")
  func menuBarPresent() {
    let commands = """
      struct FileCommands: Commands {
        var body: some Commands {
          CommandMenu("Item") { Button("Open") { } }
        }
      }
      """
    let swift = Self.row("Text(\"x\").contextMenu { Button(\"Open\") { } }", more: commands)
    #expect(Drift.describe(Self.contract("Open in menu bar and context menu"), swift: swift) == [])
  }

  @Test("Without an App or any menu command, the app's menus are not read: no menu bar drift")
  func menusNotRead() {
    let swift = [Self.row("Text(\"x\").contextMenu { Button(\"Open\") { } }")[0]]
    #expect(Drift.describe(Self.contract("Open in menu bar and context menu"), swift: swift) == [])
  }

  // MARK: - Shortcuts

  @Test("A ⌘ shortcut the contract gives and the code binds to nothing")
  func shortcutMissing() {
    let swift = Self.row("Text(\"x\").contextMenu { Button(\"Open\") { } }")
    #expect(
      Drift.describe(Self.contract("Open in context menu, ⌘O"), swift: swift) == [
        "5:28 warning: 'Open' of 'Row' drifts from its code (Row): the contract gives it ⌘O (Mac), which its code "
          + "does not offer. The code offers it as: context menu. Offer the same ways in the code, or change the "
          + "contract."
      ]
    )
  }

  @Test("The same shortcut bound on the action's control, in any spelling: no drift")
  func shortcutPresent() {
    for binding in [
      ".keyboardShortcut(\"o\")", ".keyboardShortcut(\"o\", modifiers: .command)",
      ".keyboardShortcut(KeyEquivalent(\"o\"), modifiers: [.command])",
    ] {
      let swift = Self.row("Button(\"Open\") { }\(binding)")
      #expect(Drift.describe(Self.contract("Open button, ⌘O"), swift: swift) == [], "\(binding)")
    }
    let shifted = Self.row("Button(\"Open\") { }.keyboardShortcut(\"O\")")
    #expect(Drift.describe(Self.contract("Open button, ⇧⌘O"), swift: shifted) == [])
  }

  @Test("Another shortcut on the action's control: the code's shortcut is named")
  func shortcutRebound() {
    let swift = Self.row("Button(\"Open\") { }.keyboardShortcut(\"o\", modifiers: [.shift, .command])")
    #expect(
      Drift.describe(Self.contract("Open button, ⌘O"), swift: swift) == [
        "5:19 warning: 'Open' of 'Row' drifts from its code (Row): the contract gives it ⌘O (Mac), its code binds "
          + "⇧⌘O to it. The code offers it as: button. Offer the same ways in the code, or change the contract."
      ]
    )
    #expect(Drift.related(Self.contract("Open button, ⌘O"), swift: swift)[0].last == "Row.swift:5: ⇧⌘O bound here")
  }

  @Test("A shortcut the code computes, or a key without ⌘, may be bound in ways that are not read")
  func shortcutNotConfirmed() {
    let computed = Self.row("Button(\"Open\") { }.keyboardShortcut(settings.openKey)")
    #expect(Drift.describe(Self.contract("Open button, ⌘O"), swift: computed) == [])
    let bare = Self.row("Button(\"Open\") { }")
    #expect(Drift.describe(Self.contract("Open button, ⌫"), swift: bare) == [])
  }

  // MARK: - Only a swipe

  @Test("The code offers the action only as a swipe while the contract promises more")
  func swipeOnly() {
    let swift = Self.row("Text(\"x\").swipeActions { Button(\"Open\") { } }")
    #expect(
      Drift.describe(Self.contract("Open as swipe + custom action"), swift: swift) == [
        "5:22 warning: 'Open' of 'Row' drifts from its code (Row): the contract gives it custom action (Mac), which "
          + "its code does not offer. The code offers it only as a swipe. Offer the same ways in the code, or "
          + "change the contract."
      ]
    )
  }

  @Test("A swipe the contract also gives as a swipe only, or a swipe beside a custom action: no drift")
  func swipeAsPromised() {
    let swift = Self.row("Text(\"x\").swipeActions { Button(\"Open\") { } }")
    #expect(Drift.describe(Self.contract("Open as swipe"), swift: swift) == [])
    let both = Self.row("Text(\"x\").swipeActions { Button(\"Open\") { } }.accessibilityAction(named: \"Open\") { }")
    #expect(Drift.describe(Self.contract("Open as swipe + custom action"), swift: both) == [])
  }

  // MARK: - Ties

  @Test("Code: ties the component to the types it names; without it, to a view named like it or with View")
  func ties() {
    let swift = [
      (
        "OrderCell.swift",
        "struct OrderCell: View {\n  var body: some View { Text(\"x\").accessibilityAction(named: \"Open\") { } }\n}\n"
      )
    ]
    let untied = Self.contract("Open in context menu")
    #expect(Drift.describe(untied, swift: swift) == [])
    let tied = untied.replacingOccurrences(of: "Mac: ", with: "Code: OrderCell\nMac: ")
    #expect(Drift.describe(tied, swift: swift).count == 1)
    let suffixed = [("RowView.swift", swift[0].1.replacingOccurrences(of: "OrderCell", with: "RowView"))]
    #expect(Drift.describe(untied, swift: suffixed).count == 1)
  }

  @Test("A model type named like the component is not its code; Code: may still name it")
  func modelTypeIsNotTiedByName() {
    let swift = [
      (
        "Row.swift",
        "struct Row {\n  func menu() -> some View { Text(\"x\").accessibilityAction(named: \"Open\") { } }\n}\n"
      )
    ]
    #expect(Drift.describe(Self.contract("Open in context menu"), swift: swift) == [])
    let named = Self.contract("Open in context menu").replacingOccurrences(of: "Mac: ", with: "Code: Row\nMac: ")
    #expect(Drift.describe(named, swift: swift).count == 1)
  }

  @Test("No Swift read: no drift")
  func noCode() {
    #expect(Drift.describe(Self.contract("Open in context menu, ⌘O"), swift: []) == [])
  }

  @Test("An implicit action's drift says how it was read")
  func implicitAction() {
    let swift = Self.row("Text(\"x\").swipeActions { Button(\"Archive\") { } }")
    let findings = Drift.describe(Self.contract("Open button; Archive in context menu"), swift: swift)
    #expect(findings.count == 1)
    #expect(findings.first?.contains("('Archive' reads as an action here") == true)
  }
}

extension ActionDriftTests {
  @Test("A shortcut that a contract menu tied to a code menu also gives is that menu's drift, reported once")
  func shortcutOfTiedMenuOnce() {
    let commands = """
      struct OrderCommands: Commands {
        var body: some Commands {
          CommandMenu("Order") { Button("Open") { }.keyboardShortcut("o", modifiers: [.shift, .command]) }
        }
      }
      """
    let swift = Self.row("Text(\"x\").contextMenu { Button(\"Open\") { } }", more: commands)
    let contract = Self.contract("Open in menu bar and context menu, ⌘O", extra: "\nmenu Order\n  Open: ⌘O\n")
    #expect(
      Drift.describe(contract, swift: swift) == [
        "8:9 warning: 'Order → Open' is ⌘O in the contract and ⇧⌘O in the code: write one shortcut in both."
      ]
    )
  }
}

extension ActionDriftTests {
  @Test("An action the component's code does not name, known only from a menu of the app: no way is said missing")
  func knownOnlyFromAMenu() {
    let commands = """
      struct EditCommands: Commands {
        var body: some Commands {
          CommandGroup(after: .pasteboard) { Button("Open") { } }
        }
      }
      """
    let swift = Self.row("Text(\"x\")", more: commands)
    #expect(Drift.describe(Self.contract("Open in context menu, ⌘O"), swift: swift) == [])
  }
}
