import Testing

@testable import ContractModel

/// `shortcut-conflict`, `shortcut-reserved` and `shortcut-standard-meaning`.
@Suite("Rules: shortcuts")
struct ShortcutRuleTests {
  private static let cart = """
    App: Leaf
    Platforms: Mac
    CartRow
    Meaning: one cart item.
    Actions: Refresh, Remove
    Mac: table row; Refresh with ⌘R; Remove with ⌫
    Check: Mac: fine
    """

  private static let order = """
    App: Leaf
    Platforms: Mac
    OrderRow
    Meaning: one past order.
    Actions: Reorder, Delete
    Mac: table row; Reorder with 1️⃣⌘R; Delete 2️⃣⌫
    Check: Mac: fine
    """

  // MARK: - shortcut-conflict

  @Test("shortcut-conflict: one shortcut bound to two actions in two files of one App, each pointing to the other")
  func conflictAcrossFiles() throws {
    let diagnostics = assertDiagnostics(
      Self.order,
      [
        DiagnosticSpec(
          "1️⃣",
          .shortcutConflict,
          .warning,
          message: "⌘R on Mac triggers 'Reorder' in OrderRow and also 'Refresh' in CartRow"
        )
      ],
      otherFiles: ["Cart.contract": Self.cart]
    )
    let conflict = try #require(diagnostics.first { $0.rule == .shortcutConflict })
    #expect(conflict.related.count == 1)
    let related = try #require(conflict.related.first)
    #expect(related.location.document == "Cart.contract")
    let start = try #require(Self.cart.utf8.firstRange(of: "⌘R".utf8))
    let offset = Self.cart.utf8.distance(from: Self.cart.utf8.startIndex, to: start.lowerBound)
    #expect(related.location.range == SourceRange(start: offset, end: offset + "⌘R".utf8.count))
    #expect(related.message.contains("'Refresh' in CartRow"))

    // The other file gets the mirror image.
    let workspace = TestWorkspace.make(MarkedText(Self.order).text, otherFiles: ["Cart.contract": Self.cart])
    let mirror = workspace.diagnostics(for: "Cart.contract").filter { $0.rule == .shortcutConflict }
    #expect(mirror.count == 1)
    #expect(mirror.first?.range == SourceRange(start: offset, end: offset + 4))
    #expect(mirror.first?.related.first?.location.document == TestWorkspace.mainKey)
  }

  @Test("shortcut-conflict: bare keys conflict only within one component")
  func conflictBareKeys() {
    // ⌫ is Delete in OrderRow and Remove in CartRow: two components, no conflict.
    assertDiagnostics(
      Self.order,
      [DiagnosticSpec("1️⃣", .shortcutConflict, .warning)],
      otherFiles: ["Cart.contract": Self.cart]
    )
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Actions: Delete, Remove
      Mac: table row; Delete 1️⃣⌫; Remove with 2️⃣⌫
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutConflict, .warning, message: "⌫ on Mac triggers 'Delete' in OrderRow"),
        DiagnosticSpec("2️⃣", .shortcutConflict, .warning, message: "⌫ on Mac triggers 'Remove' in OrderRow"),
      ]
    )
  }

  @Test("shortcut-conflict: silent between files of different Apps")
  func conflictOtherApp() {
    assertDiagnostics(Self.order, [], otherFiles: ["Cart.contract": Self.cart.replacing("Leaf", with: "Fern")])
  }

  @Test("shortcut-conflict: a file without App conflicts with every App")
  func conflictFileWithoutApp() {
    assertDiagnostics(
      Self.order,
      [DiagnosticSpec("1️⃣", .shortcutConflict, .warning)],
      otherFiles: ["Cart.contract": Self.cart.replacing("App: Leaf\n", with: "")]
    )
  }

  @Test("shortcut-conflict: silent when the shortcut triggers the same action (path and menu command)")
  func conflictSameAction() {
    assertDiagnostics(
      """
      App: Leaf
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPhone: row → details; Reorder button visible
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R
      Focus after dismiss: selected row
      Check: Mac: fine
      """,
      [],
      otherFiles: ["Menus.contract": "App: Leaf\nmenu Order\n  Reorder: ⌘R\n"]
    )
  }

  @Test("shortcut-conflict: a menu command binds on iPad too; an inherited binding is reported on the platform's key")
  func conflictOnIPadThroughSame() {
    assertDiagnostics(
      """
      App: Leaf
      Platforms: iPhone, iPad
      CartRow
      Meaning: one cart item.
      Actions: Refresh
      iPhone: list row; Refresh with ⌘R
      1️⃣iPad: same + keyboard focus on row
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .shortcutConflict,
          .warning,
          message: "⌘R on iPad triggers 'Refresh' in CartRow and also Order → Reorder"
        )
      ],
      otherFiles: ["Menus.contract": "App: Leaf\nmenu Order\n  Reorder: ⌘R\n"]
    )
  }

  @Test("shortcut-conflict: a menu in a file whose Platforms is Mac binds nothing on iPad")
  func conflictMacOnlyMenu() {
    let check = checkDiagnostics(
      """
      App: Leaf
      Platforms: iPad
      OrderRow
      Meaning: one past order.
      Actions: Quick Order
      iPad: list row; Quick Order with ⌘K
      """,
      [],
      otherFiles: ["Menus.contract": "App: Leaf\nPlatforms: Mac\nmenu Order\n  Kill Order: ⌘K\n"]
    )
    #expect(check.report == nil, "\(check.report ?? "")")
  }

  // MARK: - shortcut-reserved

  @Test("shortcut-reserved: ⌘Space (system) and ⌃⌥R (VoiceOver chord) on Mac")
  func reservedSystemAndVoiceOver() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Actions: Search, Read
      Mac: table row; Search with 1️⃣⌘Space; Read with 2️⃣Ctrl-Opt-R
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌘Space is reserved on Mac: the system takes it"),
        DiagnosticSpec("2️⃣", .shortcutReserved, .error, message: "⌃⌥R is reserved on Mac: VoiceOver takes it"),
      ]
    )
  }

  @Test("shortcut-reserved: on iPhone and iPad, an inherited binding on the inheriting platform's key")
  func reservedThroughSame() {
    assertDiagnostics(
      """
      Platforms: iPhone, iPad
      OrderRow
      Meaning: one past order.
      Actions: Search
      iPhone: list row; Search with 1️⃣⌘Space
      2️⃣iPad: same + keyboard focus on row
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "reserved on iPhone (with a keyboard)"),
        DiagnosticSpec("2️⃣", .shortcutReserved, .error, message: "⌘Space is reserved on iPad"),
      ]
    )
  }

  @Test("shortcut-reserved: an app-menu shortcut bound to another command (Quit Order: ⌘Q, Quit Leaf in App Fern)")
  func reservedAppMenu() {
    assertDiagnostics(
      """
      App: Fern
      menu Order
        Quit Order: 1️⃣⌘Q
        Quit Leaf: 2️⃣⌘Q
        Order History: 3️⃣⌘H
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌘Q is Quit in every Mac app's app menu"),
        DiagnosticSpec("2️⃣", .shortcutReserved, .error, message: "cannot trigger Order → Quit Leaf"),
        DiagnosticSpec(
          "3️⃣",
          .shortcutReserved,
          .error,
          message: "⌘H is reserved on iPad (the system takes it before the app"
        ),
      ],
      ignoring: [.shortcutConflict]
    )
  }

  @Test("shortcut-reserved: ⌘M on another command names the Window menu, where Minimize is")
  func reservedMinimizeIsInTheWindowMenu() {
    assertDiagnostics(
      "Platforms: Mac\nmenu Window\n  Merge Windows: 1️⃣⌘M\n",
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌘M is Minimize in every Mac app's Window menu")]
    )
  }

  @Test("shortcut-reserved: silent for the app-menu items themselves (Quit Leaf with App: Leaf, Settings, Quit)")
  func reservedAppMenuItemsSilent() {
    assertDiagnostics(
      """
      App: Leaf
      menu Leaf
        Settings: ⌘,
        Quit Leaf: ⌘Q
        Hide Leaf: Cmd-H
      menu Other
        Quit: ⌘Q
        Minimize: ⌘M
        preferences: Command-Comma
      menu Window
        Minimize Window: ⌘M
      """,
      [],
      ignoring: [.shortcutConflict],
      configuration: Configuration(platforms: [.mac])
    )
  }

  @Test("shortcut-reserved: a title that ends with Settings or Preferences is the Settings item (Leaf Settings…)")
  func reservedSettingsNamedAsANoun() {
    assertDiagnostics(
      """
      App: Leaf
      menu Leaf
        Leaf Settings…: ⌘,
      menu Status
        Open Preferences…: ⌘,
      menu Sidebar
        Settings Panel: 1️⃣⌘,
      """,
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌘, is Settings in every Mac app's app menu")],
      ignoring: [.shortcutConflict],
      configuration: Configuration(platforms: [.mac])
    )
  }

  @Test("shortcut-reserved: the app-menu items are read as bindings on Mac only, so the silence above means something")
  func reservedAppMenuItemsAreBindings() {
    let document = ContractDocument(
      key: "k",
      text: "App: Leaf\nmenu Leaf\n  Settings: ⌘,\n  Quit Leaf: ⌘Q\n  Check for Updates: ⌘U\n"
    )
    #expect(
      document.shortcutBindings.map { "\($0.shortcut) \($0.platform) \($0.target)" } == [
        "⌘, Mac Settings", "⌘Q Mac Quit Leaf", "⌘U iPad Check for Updates", "⌘U Mac Check for Updates",
      ]
    )
  }

  @Test("shortcut-reserved: a menu command named with an ellipsis keeps its shortcut (Export Orders…: ⌘Q)")
  func reservedEllipsisCommand() {
    let check = checkDiagnostics(
      """
      menu Order
        Export Orders…: 1️⃣⌘Q
      """,
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "cannot trigger Order → Export Orders…")]
    )
    #expect(check.report == nil, "\(check.report ?? "")")
  }

  @Test("shortcut-reserved: unconfirmed rows never fire (F11 and 🌐H on Mac, 🌐D and ⌘Q on iPad)")
  func reservedUnconfirmedSilent() {
    assertDiagnostics(
      """
      App: Leaf
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order.
      Actions: Jump, Show
      iPad: list row; Jump with F11; Show with 🌐D
      Mac: table row; Jump with F11; Show with 🌐H
      Check: Mac: fine

      menu Leaf
        Quit Leaf: ⌘Q
      """,
      []
    )
  }

  // MARK: - shortcut-standard-meaning

  @Test("shortcut-standard-meaning: Cancel Order: ⌘C, once for both platforms the menu binds it on")
  func standardMeaningFires() {
    assertDiagnostics(
      """
      menu Order
        Cancel Order: 1️⃣⌘C
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .shortcutStandardMeaning,
          .warning,
          message: "⌘C has a standard meaning on iPad (Copy) and Mac (Copy the selection to the clipboard); "
            + "Order → Cancel Order does something else"
        )
      ]
    )
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Actions: Archive
      Mac: table row; Archive with 1️⃣Cmd-Shift-A
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: "⇧⌘A means 'Deselect All'")]
    )
  }

  @Test("shortcut-standard-meaning: silent when the name carries the meaning (Copy Number: ⌘C, Close, Find)")
  func standardMeaningSilent() {
    assertDiagnostics(
      """
      menu Order
        Copy Number: ⌘C
        Close Order: ⌘W
        Find Orders: ⌘F
        Cancel Order: ⌥⌘⌫
      """,
      []
    )
  }

  @Test("shortcut-standard-meaning: a path that writes its menu command's shortcut is told once, on the command")
  func standardMeaningOnceForMenuAndPath() {
    assertDiagnostics(
      """
      Platforms: Mac
      menu Note
        Pin Note: 1️⃣⇧⌘P

      NoteList
      Meaning: the notes. Primary action: Pin Note.
      Mac: list rows; Pin Note in menu bar and context menu, ⇧⌘P
      Check: Mac: Note → Pin Note works.
      """,
      [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: "Note → Pin Note does something else")]
    )
    // Another shortcut in the path than the menu's is its own choice (and a mismatch).
    assertDiagnostics(
      """
      Platforms: Mac
      menu Note
        Pin Note: ⌥⌘P

      NoteList
      Meaning: the notes. Primary action: Pin Note.
      Mac: list rows; Pin Note in menu bar and context menu, 1️⃣⇧⌘P
      Check: Mac: Note → Pin Note works.
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning),
        DiagnosticSpec("1️⃣", .shortcutMismatch, .warning),
      ]
    )
  }

  @Test("shortcut-standard-meaning: a shortcut bound to the component itself is named by the words of its name")
  func standardMeaningOfTheComponentItself() {
    // No primary action: `⌘F focuses it` binds ⌘F to SearchField, a search field (⌘F is Find or Search).
    assertDiagnostics(
      """
      Platforms: iPad
      SearchField
      Meaning: filters the notes by the words typed.
      iPad: search field in the toolbar; ⌘F focuses it; Escape clears it
      """,
      []
    )
    assertDiagnostics(
      """
      Platforms: iPad
      NoteField
      Meaning: the note's title.
      iPad: text field; 1️⃣⌘F focuses it
      """,
      [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning)]
    )
  }

  @Test("shortcut-standard-meaning: the Help item as Apple names it ('Leaf Help' with App: Leaf) keeps ⌘?")
  func standardMeaningAfterTheAppName() {
    assertDiagnostics(
      """
      App: Leaf
      menu Help
        Leaf Help: ⌘?
      """,
      []
    )
    // A two-word App name, and the name followed by the item in other words (⌘W, ⌘F).
    assertDiagnostics(
      """
      App: Leaf Notes
      menu Help
        Leaf Notes Help: ⌘?
      menu File
        Leaf Notes Close Window: ⌘W
        Leaf Notes Search: ⌘F
      """,
      []
    )
  }

  @Test("shortcut-standard-meaning: 'Leaf Help' is read as written in another App, or with no App")
  func standardMeaningOtherAppName() {
    let message = "⌘? means 'Help: open the app's Help menu' in every app on Mac; Help → Leaf Help does something else"
    for header in ["App: Pebble\n", ""] {
      assertDiagnostics(
        header + "menu Help\n  Leaf Help: 1️⃣⌘?\n",
        [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: message)]
      )
    }
    // The App's name carries no meaning of its own: what follows it still must.
    assertDiagnostics(
      "App: Leaf\nmenu Order\n  Leaf Cancel: 1️⃣⌘C\n",
      [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: "Order → Leaf Cancel does something else")]
    )
  }
}
