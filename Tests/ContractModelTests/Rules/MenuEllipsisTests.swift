import Testing

@testable import ContractModel

/// A trailing `…` or `...` is how a menu item is written, not part of what it names: the action
/// `Export` and the command `Export…` are one name for every rule and index that matches names.
@Suite("Rules: a menu command's trailing ellipsis")
struct MenuEllipsisTests {
  /// OrderRow exporting with ⇧⌘E, its Mac path `mac`, its check naming `reference`, and `menu Order`
  /// holding `command: ⇧⌘E`.
  static func orderRow(
    action: String = "Export",
    mac: String? = nil,
    reference: String = "Export…",
    command: String = "Export…"
  ) -> String {
    """
    Platforms: Mac
    OrderRow
    Meaning: one past order.
    Primary action: \(action)
    Mac: \(mac ?? "table row; \(action) in menu bar, ⇧⌘E")
    Check: Mac: Order → \(reference) works with the keyboard alone.

    menu Order
      \(command): ⇧⌘E
    """
  }

  // MARK: - The fold

  @Test("The fold drops a trailing … or ... with or without a blank before it; nothing else")
  func fold() {
    for written in ["Export…", "Export...", "Export …", "Export ...", "export", " EXPORT\t… "] {
      #expect(ListItem.fold(written) == "export", "\(written)")
    }
    #expect(ListItem.fold("Show  Details…") == "show details")
    #expect(ListItem.fold("Export.") == "export.")
    #expect(ListItem.fold("Export…s") == "export…s")
    #expect(ListItem.fold("Exporter…") == "exporter")
    // An ellipsis alone is what it names (a placeholder), not an empty name.
    #expect(ListItem.fold("…") == "…")
    #expect(ListItem.fold("...") == "...")
    #expect(ListItem.fold(" … ") == "…")
  }

  // MARK: - The command of an action

  @Test(
    "A command written with an ellipsis is the action's menu-bar command: no shortcut-conflict",
    arguments: ["Export…", "Export...", "Export …", "Export ..."]
  )
  func commandWithEllipsis(command: String) {
    assertDiagnostics(Self.orderRow(reference: command, command: command), [])
    assertDiagnostics(Self.orderRow(reference: "Export", command: command), [])
  }

  @Test("The ellipsis on the action's side, on the reference's side, or on both: one name")
  func ellipsisOnEitherSide() {
    assertDiagnostics(Self.orderRow(action: "Export…", reference: "Export", command: "Export"), [])
    assertDiagnostics(Self.orderRow(action: "Export…", reference: "Export…", command: "Export…"), [])
    assertDiagnostics(Self.orderRow(action: "Export...", reference: "Export …", command: "Export…"), [])
    assertDiagnostics(Self.orderRow(reference: "Export…", command: "Export"), [])
  }

  @Test("An ellipsis command gives the primary action its menu command: no primary-action-without-command")
  func ellipsisCommandIsThePrimaryActionsCommand() {
    assertDiagnostics(Self.orderRow(mac: "table row; keyboard focus on row"), [])
    assertDiagnostics(Self.orderRow(mac: "table row; keyboard focus on row", command: "Export..."), [])
  }

  @Test("Following the advice of primary-action-without-command beside an ellipsis command adds no conflict")
  func adviceAddsNoConflict() {
    // The path's advice writes the action's name; the menu writes the item's.
    assertDiagnostics(Self.orderRow(mac: "table row; keyboard focus on row; Export in menu bar, ⇧⌘E"), [])
  }

  @Test("Settings… in the application menu is the action Settings of a component, and the other way round")
  func settingsInTheApplicationMenu() {
    let window = { (command: String, reference: String) in
      """
      Platforms: Mac
      App: Leaf
      Window
      Meaning: the main window. Primary action: Settings.
      Mac: Settings in toolbar and menu bar, ⌘,
      Check: Mac: Leaf → \(reference) opens with the keyboard alone.

      menu Leaf
        About Leaf
        \(command): ⌘,
        Quit Leaf: ⌘Q
      """
    }
    assertDiagnostics(window("Settings…", "Settings…"), [])
    assertDiagnostics(window("Settings…", "Settings"), [])
    assertDiagnostics(window("Settings", "Settings…"), [])
    assertDiagnostics(window("Settings ...", "Settings…"), [])
  }

  @Test("The application menu's standard item with a blank before its ellipsis owns ⌘, on Mac only")
  func standardItemWithABlank() {
    assertDiagnostics("Platforms: iPad, Mac\nApp: Leaf\nmenu Leaf\n  Settings …: ⌘,\n  Preferences ...\n", [])
  }

  // MARK: - Names that differ

  @Test("A command Export… and an action Exporter stay two names")
  func exporterIsNotExport() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Primary action: Exporter.
      Mac: table row; Exporter in menu bar, 1️⃣⇧⌘E
      Check: Mac: Order → 2️⃣Exporter works with the keyboard alone.

      menu Order
        Export…: 3️⃣⇧⌘E
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutConflict, .warning, message: "'Exporter' in OrderRow and also Order → Export…"),
        DiagnosticSpec(
          "2️⃣",
          .unknownMenuCommand,
          .warning,
          message: "Menu 'Order' has no command 'Exporter': add 'Exporter' to 'menu Order' or fix the check. "
            + "Did you mean 'Export…'?"
        ),
        DiagnosticSpec("3️⃣", .shortcutConflict, .warning, message: "Order → Export… and also 'Exporter' in OrderRow"),
      ]
    )
  }

  @Test("Messages name the command as its menu writes it")
  func messagesKeepTheText() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Primary action: Export.
      Mac: table row; Export in menu bar, ⇧⌘E; Archive in menu bar, 1️⃣⇧⌘J
      Check: Mac: Order → Export… works with the keyboard alone.

      menu Order
        Export…: ⇧⌘E
        Print Label…: 2️⃣⇧⌘J
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .shortcutConflict,
          .warning,
          message: "'Archive' in OrderRow and also Order → Print Label…"
        ),
        DiagnosticSpec(
          "2️⃣",
          .shortcutConflict,
          .warning,
          message: "Order → Print Label… and also 'Archive' in OrderRow"
        ),
      ]
    )
  }

  @Test("A check naming a misspelt ellipsis command suggests the command as written")
  func didYouMeanKeepsTheEllipsis() {
    assertDiagnostics(
      Self.orderRow(reference: "1️⃣Exprot…", command: "Export…"),
      [DiagnosticSpec("1️⃣", .unknownMenuCommand, .warning, message: "Did you mean 'Export…'?")]
    )
  }
}
