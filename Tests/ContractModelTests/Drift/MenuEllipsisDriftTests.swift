import Testing

@testable import ContractModel

/// Drift between a contract and Swift menus whose titles end in `…`: the contract may write the
/// command with or without its ellipsis, and the action it names is the command's.
@Suite("Drift: menu commands whose titles end in an ellipsis")
struct MenuEllipsisDriftTests {
  /// OrderRow exporting with ⇧⌘E, and `menu Order` holding `command: ⇧⌘E`.
  static func contract(command: String) -> String {
    """
    Platforms: Mac
    OrderRow
    Meaning: one past order. Primary action: Export.
    Mac: table row; Export in menu bar, ⇧⌘E
    Check: Mac: Order → Export works with the keyboard alone.

    menu Order
      \(command): ⇧⌘E

    """
  }

  /// A SwiftUI app whose `.commands` hold `Button("Export…")` with ⇧⌘E in menu Order.
  static let swift = """
    import SwiftUI

    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup { Text("Shop") }
          .commands {
            CommandMenu("Order") {
              Button("Export…") { }.keyboardShortcut("e", modifiers: [.shift, .command])
            }
          }
      }
    }
    """

  @Test(
    "Button(\"Export…\") in .commands and the contract's command, however its ellipsis is written: no finding",
    arguments: ["Export…", "Export...", "Export …", "Export"]
  )
  func noFinding(command: String) {
    let workspace = ContractWorkspace()
    workspace.setDocument("Orders.contract", text: Self.contract(command: command))
    workspace.setCodeFile("App.swift", text: Self.swift)
    let lines = LineTable(Self.contract(command: command))
    let findings = workspace.diagnostics(for: "Orders.contract").map {
      "\(lines.line(containing: $0.range.start) + 1) \($0.rule) \($0.severity): \($0.message)"
    }
    #expect(findings == [], "\(command)")
    #expect(workspace.diagnostics(for: "App.swift").isEmpty)
  }
}
