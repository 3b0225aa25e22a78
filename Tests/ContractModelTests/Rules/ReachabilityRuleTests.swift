import Testing

@testable import ContractModel

/// `action-unreachable`, `touch-only-action` and `primary-action-without-command`: the rules that
/// read the table of ways to each action on each platform.
@Suite("Rules: reachability")
struct ReachabilityRuleTests {
  // MARK: - action-unreachable

  @Test("action-unreachable: an action reached on iPhone with no way on Mac, on the Mac key")
  func actionUnreachableFires() {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Actions: Delete
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      iPad: same + keyboard focus on row, context menu, ⌘R
      1️⃣Mac: table row; Reorder in menu bar and context menu, ⌘R
      Focus after dismiss: selected row
      Check: Mac: fine

      menu Order
        Reorder: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .error,
          message: "'Delete' of 'OrderRow' is reached on iPhone (swipe, custom action) but has no way on Mac"
        )
      ]
    )
  }

  @Test("action-unreachable: silent when every platform has a way, or when no platform reaches the action")
  func actionUnreachableSilent() {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Actions: Archive
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
      Focus after dismiss: selected row
      Check: Mac: fine

      menu Order
        Reorder: ⌘R
      """,
      []
    )
  }

  // MARK: - touch-only-action

  @Test(
    "touch-only-action: an error on Mac and a warning on iPad, on each platform's own key",
    arguments: [
      ("swipe", "only by a trackpad gesture (swipe), which neither the keyboard nor VoiceOver can do: add"),
      ("long press", "only by touch (long press): add"),
      ("drag", "only by dragging with the pointer (drag), which neither the keyboard nor VoiceOver can do: add"),
      ("pinch", "only by a trackpad gesture (pinch), which neither the keyboard nor VoiceOver can do: add"),
      ("swipe + pinch", "only by trackpad gestures (swipe, pinch), which neither the keyboard nor VoiceOver can do"),
      ("swipe + long press", "only by touch and by a trackpad gesture (swipe, long press), which neither the keyboard"),
      ("swipe + drag", "only by a trackpad gesture and by dragging with the pointer (swipe, drag), which neither the "),
      ("long press + swipe + drag", "only by touch, by a trackpad gesture and by dragging with the pointer (long "),
    ]
  )
  func touchOnlyActionFires(gesture: String, macWays: String) {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      Actions: Delete
      iPhone: row → details; Reorder button visible; Delete as \(gesture)
      1️⃣iPad: same + keyboard focus on row, context menu, ⌘R
      2️⃣Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete as \(gesture)
      Focus after dismiss: selected row
      Check: Mac: fine

      menu Order
        Reorder: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .touchOnlyAction,
          .warning,
          message: "'Delete' of 'OrderRow' is reached on iPad only by touch"
        ),
        DiagnosticSpec(
          "2️⃣",
          .touchOnlyAction,
          .error,
          message: "'Delete' of 'OrderRow' is reached on Mac \(macWays)"
        ),
      ]
    )
  }

  @Test("touch-only-action: a swipe or a pinch on Mac is said as a trackpad gesture, not as touch; still an error")
  func touchOnlyActionTrackpadGestures() {
    let diagnostics = assertDiagnostics(
      """
      Platforms: Mac
      PhotoView
      Meaning: one photo.
      Actions: Next, Zoom
      1️⃣2️⃣Mac: image view; Next as swipe left on trackpad; Zoom as pinch to zoom
      Check: Mac: VoiceOver reads the photo.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .touchOnlyAction,
          .error,
          message: "'Next' of 'PhotoView' is reached on Mac only by a trackpad gesture (swipe), which neither the "
            + "keyboard nor VoiceOver can do: add 'Next in menu bar and context menu' with a shortcut."
        ),
        DiagnosticSpec(
          "2️⃣",
          .touchOnlyAction,
          .error,
          message: "'Zoom' of 'PhotoView' is reached on Mac only by a trackpad gesture (pinch), which neither the "
            + "keyboard nor VoiceOver can do: add 'Zoom in menu bar and context menu' with a shortcut."
        ),
      ]
    )
    #expect(!diagnostics.contains { $0.message.contains("touch") })
  }

  @Test("touch-only-action: an Option-drag on Mac is said as a pointer drag, not as touch")
  func touchOnlyActionPointerDrag() {
    let diagnostics = assertDiagnostics(
      """
      Platforms: iPad, Mac
      Canvas
      Meaning: the drawing. Primary action: Add Shape.
      Actions: Duplicate Shape
      iPad: canvas; Add Shape in toolbar, ⌥⌘N; Duplicate Shape in context menu
      1️⃣Mac: canvas; Add Shape in menu bar, ⌥⌘N; Duplicate Shape with Option-drag
      Check: Mac: VoiceOver reads the canvas.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .touchOnlyAction,
          .error,
          message: "'Duplicate Shape' of 'Canvas' is reached on Mac only by dragging with the pointer (drag), which "
            + "neither the keyboard nor VoiceOver can do: add 'Duplicate Shape in menu bar and context menu' with a "
            + "shortcut."
        )
      ]
    )
    #expect(!diagnostics.contains { $0.rule == .touchOnlyAction && $0.message.contains("touch") })
  }

  @Test(
    "touch-only-action: silent when one way is not touch only",
    arguments: [
      "swipe + custom action", "swipe, ⌫", "swipe + secondary click", "swipe + button", "swipe, context menu",
    ]
  )
  func touchOnlyActionSilent(ways: String) {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPhone: row → details; Reorder button visible; Delete as \(ways)
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete as \(ways)
      Focus after dismiss: selected row
      Check: Mac: fine

      menu Order
        Reorder: ⌘R
      """,
      []
    )
  }

  @Test("touch-only-action: never on iPhone")
  func touchOnlyActionNotOnIPhone() {
    assertDiagnostics(
      """
      Platforms: iPhone
      OrderRow
      Meaning: one past order.
      iPhone: list row; Delete as swipe; Share as long press
      """,
      []
    )
  }

  // MARK: - primary-action-without-command

  @Test("primary-action-without-command: an error on Mac, a warning on iPad, naming everything missing")
  func primaryActionWithoutCommandFires() {
    assertDiagnostics(
      """
      App: Leaf
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPhone: row → details; Reorder button visible
      1️⃣iPad: same + keyboard focus on row, context menu
      2️⃣Mac: table row; Reorder in context menu
      Focus after dismiss: selected row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .warning, message: "has no keyboard shortcut on iPad"),
        DiagnosticSpec(
          "2️⃣",
          .primaryActionWithoutCommand,
          .error,
          message: "Primary action 'Reorder' of 'OrderRow' has no menu command and no keyboard shortcut on Mac"
        ),
      ]
    )
  }

  @Test("primary-action-without-command: a shortcut alone on Mac still lacks the menu command")
  func primaryActionWithoutMenuCommand() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order.
      Primary: Reorder, Share
      iPad: list row; Reorder with ⌘R; Share with ⌥⇧⌘K
      1️⃣Mac: table row; Reorder with ⌘R; Share in menu bar, ⌥⇧⌘K
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .primaryActionWithoutCommand,
          .error,
          message: "'Reorder' of 'OrderRow' has no menu command on Mac"
        )
      ]
    )
  }

  private static let rowWithoutCommand = """
    App: Leaf
    OrderRow
    Meaning: one past order. Primary action: Reorder.
    iPhone: row → details; Reorder button visible
    1️⃣iPad: same + keyboard focus on row, context menu
    2️⃣Mac: table row; Reorder in context menu
    Focus after dismiss: selected row
    Check: Mac: fine
    """

  @Test("primary-action-without-command: satisfied by a menu command named like the action in another file of the App")
  func primaryActionCommandInAnotherFile() {
    assertDiagnostics(
      Self.rowWithoutCommand,
      [],
      otherFiles: ["Menus.contract": "App: Leaf\n\nmenu Order\n  Reorder: ⌘R\n  Show Details\n"]
    )
    assertDiagnostics(
      Self.rowWithoutCommand,
      [],
      otherFiles: ["Menus.contract": "menu Order\n  reorder: Cmd-R\n"]
    )
  }

  @Test("primary-action-without-command: a menu in a file of another App does not count")
  func primaryActionCommandInAnotherApp() {
    assertDiagnostics(
      Self.rowWithoutCommand,
      [
        DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .warning),
        DiagnosticSpec("2️⃣", .primaryActionWithoutCommand, .error, message: "no menu command and no keyboard shortcut"),
      ],
      otherFiles: ["Menus.contract": "App: Fern\n\nmenu Order\n  Reorder: ⌘R\n"]
    )
  }

  @Test("primary-action-without-command: a menu command without a shortcut gives the command but not the shortcut")
  func primaryActionCommandWithoutShortcut() {
    assertDiagnostics(
      Self.rowWithoutCommand,
      [
        DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .warning, message: "no keyboard shortcut on iPad"),
        DiagnosticSpec("2️⃣", .primaryActionWithoutCommand, .error, message: "has no keyboard shortcut on Mac"),
      ],
      otherFiles: ["Menus.contract": "App: Leaf\n\nmenu Order\n  Reorder\n"]
    )
  }

  @Test(
    "primary-action-without-command: the menu added after the contract still counts, and removing it brings the finding back"
  )
  func primaryActionCommandIncremental() {
    let source = MarkedText(Self.rowWithoutCommand)
    let workspace = ContractWorkspace()
    workspace.setDocument("Row.contract", text: source.text)
    let rule = RuleID.primaryActionWithoutCommand
    #expect(workspace.diagnostics(for: "Row.contract").filter { $0.rule == rule }.count == 2)
    workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Order\n  Reorder: ⌘R\n")
    #expect(workspace.diagnostics(for: "Row.contract").filter { $0.rule == rule }.isEmpty)
    workspace.setDocument("Menus.contract", text: "App: Fern\nmenu Order\n  Reorder: ⌘R\n")
    #expect(workspace.diagnostics(for: "Row.contract").filter { $0.rule == rule }.count == 2)
    workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Order\n  Reorder: ⌘R\n")
    #expect(workspace.diagnostics(for: "Row.contract").filter { $0.rule == rule }.isEmpty)
    workspace.removeDocument("Menus.contract")
    #expect(workspace.diagnostics(for: "Row.contract").filter { $0.rule == rule }.count == 2)
  }

  @Test("action-unreachable: an action written inside another action's segment is told so")
  func actionInsideAnotherSegment() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      PhotoCanvas
      Meaning: the photo being edited.
      Actions: Zoom In, Zoom Out
      iPad: Zoom In ⌘=; Zoom Out ⌘-
      1️⃣Mac: custom view; Zoom In ⌘= and Zoom Out ⌘- in the View menu
      Check: Mac: ⌘= zooms in.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .error,
          message: "but has no way on Mac: 'Zoom Out' is written inside the segment of 'Zoom In', whose ways reach "
            + "'Zoom In' alone: give it a segment of its own ('; Zoom Out ⌘- in the View menu')."
        )
      ]
    )
    // Written in a segment of its own, it has its ways.
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      PhotoCanvas
      Meaning: the photo being edited.
      Actions: Zoom In, Zoom Out
      iPad: Zoom In ⌘=; Zoom Out ⌘-
      Mac: custom view; Zoom In ⌘=; Zoom Out ⌘- in the View menu
      Check: Mac: ⌘= zooms in.
      """,
      []
    )
    // A list of names before one way: the message suggests that way for each.
    assertDiagnostics(
      """
      Platforms: iPhone, iPad
      NoteEditor
      Meaning: the text of the open note.
      Actions: Bold, Italic
      1️⃣iPhone: text view; Bold and Italic in the keyboard toolbar
      iPad: text view; Bold ⌘B; Italic ⌘I
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .error,
          message: "give it a segment of its own ('; Italic in the keyboard toolbar')."
        )
      ]
    )
    let names = ActionNameTable(names: ["Zoom Out"])
    #expect(PathSegment.leadingName(of: "zoom out ⌘-", names) == "Zoom Out")
    #expect(PathSegment.leadingName(of: "Zoom Outline", names) == nil)
  }

  @Test("action-unreachable: an application menu's standard item is an action on Mac alone")
  func applicationMenuItemsAreMacOnly() {
    // `settings window (⌘,)` starts with the name of the application menu's `Settings…`.
    assertDiagnostics(
      """
      App: Lumen
      Platforms: iPhone, iPad, Mac

      menu Lumen
        About Lumen
        Settings…: ⌘,
        Quit Lumen: ⌘Q

      SettingsForm
      Meaning: the app's settings.
      iPhone: form; each setting a list row
      iPad: same + keyboard focus
      Mac: settings window (⌘,); Tab moves between controls
      Check: Mac: ⌘, opens settings.
      """,
      []
    )
    // A command of another menu is looked for everywhere (on iPad its menu bar reaches it).
    assertDiagnostics(
      """
      App: Lumen
      Platforms: iPhone, iPad, Mac

      menu Tools
        Settings…: ⌥⌘,

      SettingsForm
      Meaning: the app's settings.
      1️⃣iPhone: form; each setting a list row
      iPad: same + keyboard focus
      Mac: settings window (⌥⌘,); Tab moves between controls
      Check: Mac: ⌥⌘, opens settings.
      """,
      [DiagnosticSpec("1️⃣", .actionUnreachable, .error, message: "is reached on iPad (menu bar)")]
    )
  }

  @Test("action-unreachable: an action in the share sheet has a way there")
  func actionInTheShareSheet() {
    assertDiagnostics(
      """
      MessageView
      Meaning: the open message, its body and attachments.
      Actions: Save Attachment
      iPhone: scroll view; Save Attachment in share sheet
      iPad: same
      Mac: scroll view; Save Attachment in the share menu and in context menu
      Check: Mac: VoiceOver reads the message.
      """,
      []
    )
    // A sheet is presented, not a way.
    assertDiagnostics(
      """
      MessageView
      Meaning: the open message, its body and attachments.
      Actions: Save Attachment
      1️⃣iPhone: scroll view; Save Attachment in a sheet
      2️⃣iPad: same
      Mac: scroll view; Save Attachment in context menu
      Check: Mac: VoiceOver reads the message.
      """,
      [DiagnosticSpec("1️⃣", .actionUnreachable, .error), DiagnosticSpec("2️⃣", .actionUnreachable, .error)]
    )
  }

  @Test("primary-action-without-command: a standard menu of the menu bar named by its title is the menu bar")
  func primaryActionInAStandardMenu() {
    assertDiagnostics(
      """
      Platforms: Mac
      ComposeButton
      Meaning: starts a new message. Primary action: New Message.
      Mac: toolbar button; New Message in File menu, ⌘N
      Check: Mac: ⌘N opens a new message window.

      ExportRow
      Meaning: one export. Primary action: Export Archive.
      Mac: table row; Export Archive in the file menu, ⇧⌘E
      Check: Mac: File → Export Archive works.

      ToolsRow
      Meaning: one tool. Primary action: Show Tools.
      Mac: table row; Show Tools in the View menu, ⌥⌘T; Show Tools in the app menu
      Check: Mac: View → Show Tools works.
      """,
      []
    )
    // A menu that is not one of the menu bar's standard menus says nothing of the menu bar.
    assertDiagnostics(
      """
      Platforms: Mac
      ComposeButton
      Meaning: starts a new message. Primary action: New Message.
      1️⃣Mac: toolbar button; New Message in the Dock menu, ⌘N
      Check: Mac: ⌘N opens a new message window.
      """,
      [DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .error)]
    )
  }

  @Test("primary-action-without-command: silent with a menu bar command and a shortcut on Mac and a shortcut on iPad")
  func primaryActionWithoutCommandSilent() {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPhone: row → details; Reorder button visible
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R
      Focus after dismiss: selected row
      Check: Mac: fine
      """,
      []
    )
  }
}
