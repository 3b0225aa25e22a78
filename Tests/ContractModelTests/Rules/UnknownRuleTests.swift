import Testing

@testable import ContractModel

/// The `unknown-*` family: fields, roles, kinds, platforms, catalog entries and menu commands.
@Suite("Rules: unknown names")
struct UnknownRuleTests {
  // MARK: - unknown-field

  @Test("unknown-field: in the file header, a component and a catalog entry, with did-you-mean")
  func unknownFieldFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      1️⃣Colour: green
      2️⃣Meaning: not here
      Thing
      Meaning: a thing.
      3️⃣Notes: the date is the order date.
      4️⃣Summary: belongs to catalog entries
      Mac: table row
      Check: Mac: fine
      catalog Swipe-Only Delete
      Summary: a destructive row action that exists only as a swipe.
      5️⃣meaning: not a catalog field
      """,
      [
        DiagnosticSpec("1️⃣", .unknownField, .warning, message: "'Colour' is not a field of the file header"),
        DiagnosticSpec("2️⃣", .unknownField, .warning, message: "It belongs elsewhere"),
        DiagnosticSpec(
          "3️⃣",
          .unknownField,
          .warning,
          message: "'Notes' is not a field of a component. Did you mean 'Note'?"
        ),
        DiagnosticSpec("4️⃣", .unknownField, .warning, message: "It belongs elsewhere"),
        DiagnosticSpec("5️⃣", .unknownField, .warning, message: "not a field of a catalog entry"),
      ]
    )
  }

  @Test("unknown-field: silent for every key and alias, in any case")
  func unknownFieldSilent() {
    assertDiagnostics(
      """
      APP: Leaf
      platforms: iPhone, iPad, Mac
      See: Platform Copy Paste
      component Thing
      meaning: a thing.
      Primary: Open
      Actions: Share
      Kind: row
      Role: row
      Label: Thing
      Value: none
      Columns: Name
      Hover: Name
      Reading order: Name
      iPad reading order: Name
      Focus: selected row
      iPhone: list row; Open button; Share button
      iPad: same + keyboard focus on row; Open with ⌘O; Share with ⌥⌘S
      macOS: table row; Open in menu bar, ⌘O; Share in menu bar, ⌥⌘S
      Check iPad: with the keyboard
      Mac check: with VoiceOver
      NOTE: free text
      See: Reading Order Contract
      """,
      [],
      otherFiles: ["Menus.contract": "App: Leaf\nmenu File\n  Open: ⌘O\n  Share: ⌥⌘S\n"]
    )
  }

  // MARK: - unknown-role

  @Test("unknown-role: on the value, with did-you-mean")
  func unknownRoleFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      Thing
      Meaning: a thing.
      Role: 1️⃣slidr
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownRole,
          .warning,
          message:
            "Role 'slidr' of 'Thing' is neither a Mac accessibility role nor an iOS trait. Did you mean 'slider'?"
        )
      ]
    )
  }

  @Test(
    "unknown-role: silent for Mac roles and iOS traits",
    arguments: ["slider", "checkBox", "adjustable", ".header"]
  )
  func unknownRoleSilent(role: String) {
    assertDiagnostics("Platforms: Mac\nThing\nMeaning: a thing.\nRole: \(role)\nMac: table row\nCheck: Mac: ok\n", [])
  }

  // MARK: - unknown-kind

  @Test("unknown-kind: on the value, with did-you-mean where one is close")
  func unknownKindFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      Thing
      Meaning: a thing.
      Kind: 1️⃣widget
      Mac: table row
      Check: Mac: fine
      Other
      Meaning: another thing.
      Kind: 2️⃣contaner
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownKind,
          .warning,
          message:
            "Kind 'widget' of 'Thing' is not a kind: use one of list, table, row, control, custom view, container."
        ),
        DiagnosticSpec("2️⃣", .unknownKind, .warning, message: "Did you mean 'container'?"),
      ]
    )
  }

  @Test("unknown-kind: the docs' misspelling 'tabel' gets a did-you-mean")
  func unknownKindTransposition() {
    let diagnostics = TestWorkspace.diagnostics(
      "Platforms: Mac\nThing\nMeaning: a thing.\nKind: tabel\nMac: table row\n"
    )
    let message = diagnostics.first { $0.rule == .unknownKind }?.message ?? ""
    #expect(message.contains("Did you mean 'table'?"), "\(message)")
  }

  @Test(
    "unknown-kind: silent for the six kinds",
    arguments: ["list", "table", "row", "control", "Custom View", "container"]
  )
  func unknownKindSilent(kind: String) {
    let diagnostics = TestWorkspace.diagnostics(
      "Platforms: Mac\nThing\nMeaning: a thing.\nKind: \(kind)\nMac: table row\n"
    )
    #expect(diagnostics.filter { $0.rule == .unknownKind }.isEmpty)
  }

  // MARK: - unknown-platform

  @Test("unknown-platform: in Platforms and as a path key, with did-you-mean")
  func unknownPlatformFires() {
    assertDiagnostics(
      """
      Platforms: iPhone, 1️⃣iPadOS, Mac, 2️⃣Android
      Thing
      Meaning: a thing.
      iPhone: list row
      3️⃣iPadOS: list row
      4️⃣Mac Catalyst: table row
      5️⃣Mc: table row
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownPlatform,
          .warning,
          message: "'iPadOS' is not a platform: contracts describe iPhone, iPad and Mac. Did you mean 'iPad'?"
        ),
        DiagnosticSpec("2️⃣", .unknownPlatform, .warning, message: "'Android' is not a platform"),
        DiagnosticSpec("3️⃣", .unknownPlatform, .warning, message: "Did you mean 'iPad'?"),
        DiagnosticSpec("4️⃣", .unknownPlatform, .warning, message: "Did you mean 'Mac'?"),
        DiagnosticSpec("5️⃣", .unknownPlatform, .warning, message: "Did you mean 'Mac'?"),
      ]
    )
  }

  @Test("unknown-platform: silent for iPhone, iPad, Mac and macOS in any case")
  func unknownPlatformSilent() {
    assertDiagnostics(
      """
      Platforms: iphone, IPAD, macOS
      Thing
      Meaning: a thing.
      IPHONE: list row
      ipad: list row
      MacOS: table row
      Check: Mac: fine
      """,
      []
    )
  }

  // MARK: - unknown-catalog-entry

  @Test("unknown-catalog-entry: in the file's See, a component's See and a catalog entry's See")
  func unknownCatalogEntryFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      See: 1️⃣Platform Copy Pasta
      Thing
      Meaning: a thing.
      Mac: table row
      Check: Mac: fine
      See: Reading Order Drift, 2️⃣Swipe Only Delete
      catalog Team Entry
      Summary: ours.
      See: 3️⃣Reading Order Contrat
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownCatalogEntry,
          .warning,
          message: "or add a 'catalog Platform Copy Pasta' block. Did you mean 'Platform Copy Paste'?"
        ),
        DiagnosticSpec("2️⃣", .unknownCatalogEntry, .warning, message: "add a 'catalog Swipe Only Delete' block"),
        DiagnosticSpec("3️⃣", .unknownCatalogEntry, .warning, message: "Did you mean 'Reading Order Contract'?"),
      ]
    )
  }

  @Test("unknown-catalog-entry: silent for built-in entries in any case and team entries of another file")
  func unknownCatalogEntrySilent() {
    assertDiagnostics(
      """
      Platforms: Mac
      See: platform copy paste, Reading Order Drift
      Thing
      Meaning: a thing.
      Mac: table row
      Check: Mac: fine
      See: Platform Interaction Contract, Reading Order Contract, Swipe-Only Delete
      """,
      [],
      otherFiles: ["Catalog.contract": "catalog Swipe-Only Delete\nSummary: a swipe only delete.\n"]
    )
  }

  // MARK: - unknown-menu-command

  @Test("unknown-menu-command: a Check names a command its menu lacks, in this file or another of the App")
  func unknownMenuCommandFires() {
    assertDiagnostics(
      """
      App: Leaf
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Mac: table row
      Check: Mac: Order → 1️⃣Reoder works with the keyboard alone. Also Leaf → 2️⃣Quit Order.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownMenuCommand,
          .warning,
          message:
            "Menu 'Order' has no command 'Reoder': add 'Reoder' to 'menu Order' or fix the check. Did you mean 'Reorder'?"
        ),
        DiagnosticSpec("2️⃣", .unknownMenuCommand, .warning, message: "Menu 'Leaf' has no command 'Quit Order'"),
      ],
      otherFiles: ["Menus.contract": "App: Leaf\nmenu Leaf\n  Quit Leaf: ⌘Q\nmenu Order\n  Reorder: ⌘R\n"]
    )
  }

  @Test("unknown-menu-command: silent for a command written as the menu writes it, ellipsis included")
  func unknownMenuCommandEllipsis() {
    let check = checkDiagnostics(
      """
      App: Leaf
      Platforms: Mac
      SettingsScreen
      Meaning: the settings.
      Mac: window
      Check: Mac: Leaf → Settings… opens the window.
      """,
      [],
      otherFiles: ["Menus.contract": "App: Leaf\nmenu Leaf\n  Settings…: ⌘,\n"]
    )
    #expect(check.report == nil, "\(check.report ?? "")")
  }

  @Test("unknown-menu-command: silent for existing commands, undeclared menus and menus of another App")
  func unknownMenuCommandSilent() {
    let text = """
      App: Leaf
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Mac: table row
      Check: Mac: Order → Reorder works, Order → Show Details opens. File → Save and System Settings → Keyboard.
        iPad: Edit → Reoder is not ours.
      """
    assertDiagnostics(
      text,
      [],
      otherFiles: [
        "Menus.contract": "App: Leaf\nmenu Order\n  Reorder: ⌘R\n  Show Details\n",
        "Fern.contract": "App: Fern\nmenu Edit\n  Copy: ⌘C\n",
      ]
    )
  }
}
