import Testing

@testable import ContractModel

/// How paths are read (v1.1): activation, implicit actions, shortcuts before subjects, Unicode
/// names, invalid shortcuts. Correct contracts get no error; a guess is at most a warning.
@Suite("Precision: reading paths")
struct PrecisionReadingTests {
  // MARK: - Activation

  @Test(
    "A row's activation reaches the primary action on iPhone and iPad; the menu gives iPad its shortcut",
    arguments: ["list row → details", "thumbnail → details", "row -> details"]
  )
  func activationReachesThePrimaryAction(activation: String) {
    assertDiagnostics(
      """
      SectionRow
      Meaning: one settings section. Primary action: Show Section.
      iPhone: \(activation)
      iPad: same + keyboard focus on row
      Mac: table row; Show Section in menu bar, ⌘1
      Focus after dismiss: selected row
      Check: Mac: Settings → Show Section works with the keyboard alone.

      menu Settings
        Show Section: ⌘1
      """,
      []
    )
  }

  @Test("A tap is a way, and activation stands beside a subject of its own")
  func tapReachesTheSubject() {
    assertDiagnostics(
      """
      Platforms: iPhone, Mac
      PhotoCell
      Meaning: one photo. Primary action: Open Photo.
      iPhone: Open Photo with a tap on the thumbnail → details
      Mac: table row; Open Photo in menu bar, ⌘O
      Focus after dismiss: selected row
      Check: Mac: Photo → Open Photo works with the keyboard alone.

      menu Photo
        Open Photo: ⌘O
      """,
      []
    )
  }

  @Test("Activation is no way where nothing activates, and no command or shortcut on Mac")
  func activationIsOnlyAWayForReachability() {
    assertDiagnostics(
      """
      SectionRow
      Meaning: one settings section. Primary action: Show Section.
      iPhone: list row → details
      1️⃣iPad: keyboard focus on row
      2️⃣Mac: table row → details
      Focus after dismiss: selected row
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .actionUnreachable, .error, message: "'Show Section' of 'SectionRow' is reached on iPhone"),
        DiagnosticSpec("2️⃣", .primaryActionWithoutCommand, .error, message: "no menu command and no keyboard shortcut"),
      ]
    )
  }

  @Test("Activation never hides a touch-only way of the primary action")
  func activationDoesNotHideTouchOnly() {
    assertDiagnostics(
      """
      Platforms: iPhone, Mac
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPhone: row → details; Reorder as swipe
      1️⃣Mac: table row → details; Reorder as swipe
      Focus after dismiss: selected row
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .touchOnlyAction, .error, message: "reached on Mac only by a trackpad gesture (swipe)"),
        DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .error),
      ]
    )
  }

  // MARK: - Implicit actions

  @Test("Capitalised prose is not an action; a word with a way right after it is one, as a warning")
  func prosePhrasesAreNotActions() {
    let all = assertDiagnostics(
      """
      PhotoCell
      Meaning: one photo, its file name and date. Primary action: Open Photo.
      1️⃣iPhone: Open Photo with a tap on the thumbnail → details
      2️⃣iPad: same + Open Photo ⌘O
      Mac: table row; Open Photo in menu bar, ⌘O; Share in menu bar, ⌥⌘S; Photos open with double click; \
      Thumbnails show the file name on hover; Pressing ⌘W closes the window
      Focus after dismiss: selected row
      Check: Mac: Photo → Open Photo works with the keyboard alone.

      menu Photo
        Open Photo: ⌘O
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .warning,
          message: "'Share' reads as an action here: a capitalised word before 'in menu bar'"
        ),
        DiagnosticSpec("2️⃣", .actionUnreachable, .warning, message: "'Share' of 'PhotoCell' is reached on Mac"),
      ]
    )
    #expect(!all.contains { $0.message.contains("Photos") || $0.message.contains("Pressing") })
    #expect(!all.contains { $0.message.contains("Thumbnails") })
  }

  @Test(
    "Instruction verbs and prose never name actions",
    arguments: [
      "Press ⌘R to reload", "Pressing ⌘W closes the window", "Hold Command to see the overlay",
      "Escape closes the viewer", "Photos open with double click", "Use the arrow keys",
    ]
  )
  func instructionVerbs(segment: String) {
    let document = ContractDocument(key: "k", text: "Row\nMeaning: m.\nMac: table row; \(segment)\n")
    #expect(document.components[0].value.actions.isEmpty, "\(document.components[0].value.actions.map(\.name))")
  }

  @Test(
    "A capitalised name with a way right after it declares an action",
    arguments: [
      ("Reorder button visible", "Reorder"), ("Delete ⌫", "Delete"), ("Delete as swipe + custom action", "Delete"),
      ("Share with ⌃⌥S", "Share"), ("Show Sidebar in the menu bar, ⌃⌘S", "Show Sidebar"),
      ("Löschen in menu bar, ⌥⌘L", "Löschen"), ("Archive via context menu", "Archive"),
    ]
  )
  func implicitActions(segment: String, name: String) {
    let document = ContractDocument(key: "k", text: "Row\nMeaning: m.\nMac: table row; \(segment)\n")
    #expect(document.components[0].value.actions.map(\.name) == [name])
    #expect(document.components[0].value.actions.map(\.origin) == [.implicit])
  }

  @Test("A shortcut written in the text keeps its severity: Share with ⌃⌥S is a reserved error")
  func writtenShortcutKeepsItsSeverity() {
    assertDiagnostics(
      """
      Platforms: Mac
      PhotoCell
      Meaning: one photo. Primary action: Open Photo.
      Mac: table row; Open Photo in menu bar, ⌘O; Share with 1️⃣⌃⌥S
      Focus after dismiss: selected row
      Check: Mac: Photo → Open Photo works with the keyboard alone.

      menu Photo
        Open Photo: ⌘O
      """,
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌃⌥S is reserved on Mac")]
    )
  }

  // MARK: - Shortcuts before subjects

  @Test("A text-form shortcut at the start of a segment is a shortcut, not an action")
  func textFormShortcutAtTheStart() {
    let diagnostics = assertDiagnostics(
      """
      Platforms: iPad, Mac
      ListRow
      Meaning: one item. Primary action: Reload.
      iPad: row; Reload ⌥⌘R; 1️⃣Ctrl-Opt-Space
      Mac: table row; Reload in menu bar; Cmd-R reloads the list
      Check: Mac: List → Reload works with the keyboard alone.

      menu List
        Reload: ⌘R
      """,
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌃⌥Space is reserved on iPad")],
      ignoring: [.macVoiceOverUntested, .shortcutMismatch]
    )
    #expect(!diagnostics.contains { $0.message.contains("'Cmd-R'") || $0.message.contains("'Ctrl-Opt-Space'") })
    let document = ContractDocument(key: "k", text: "Row\nMeaning: m.\nMac: Cmd-R reloads the list\n")
    #expect(document.components[0].value.actions.isEmpty)
    #expect(ContractFormatter.format("Row\nMac: Cmd-R reloads; Ctrl-Opt-Space\n").contains("Mac: ⌘R reloads; ⌃⌥Space"))
  }

  // MARK: - Invalid shortcuts and Unicode names

  @Test("An invalid shortcut is no way: it does not hide touch-only-action")
  func invalidShortcutIsNoWay() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Actions: Delete
      1️⃣Mac: table row; Reorder in menu bar, ⌘R; Delete as swipe, 2️⃣⌘Foo
      Focus after dismiss: selected row
      Check: Mac: Order → Reorder works with the keyboard alone.

      menu Order
        Reorder: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .touchOnlyAction,
          .error,
          message: "'Delete' of 'OrderRow' is reached on Mac only by a trackpad gesture"
        ),
        DiagnosticSpec("2️⃣", .invalidShortcut, .error),
      ]
    )
  }

  @Test("A non-ASCII action name is the subject: its way goes to it, not to the primary action")
  func unicodeActionNames() {
    let document = ContractDocument(
      key: "k",
      text: "Zeile\nMeaning: eine Zeile. Primary action: Öffnen.\nMac: table row; Löschen in menu bar, ⌥⌘L\n"
    )
    let segment = document.components[0].value.paths[.mac]!.segments[1]
    #expect(segment.subject == "Löschen")
    #expect(document.components[0].value.actions.map(\.name) == ["Öffnen", "Löschen"])
  }
}
