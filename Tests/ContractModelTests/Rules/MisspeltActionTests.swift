import Testing

@testable import ContractModel

/// One mistake, one finding, for a misspelt action: a path that names an action with a typo
/// (`Delte ⌫` beside `Primary action: Delete`), and a `Primary action:` sentence or key written
/// with a typo (`Primary acton: Reorder.`), which would lose the primary action.
@Suite("Precision: misspelt actions")
struct MisspeltActionTests {
  // MARK: - A typo in a path

  @Test("A typo of a declared action in a path: one finding, on the typo, saying what is missing and what to write")
  func typoOfDeclaredAction() {
    assertDiagnostics(
      """
      App: Leaf
      PhotoRow
      Meaning: one photo. Primary action: Delete.
      iPhone: list row; Delete as swipe + custom action
      iPad: list row; Delete in context menu, ⌘⌫
      Mac: list row; 1️⃣Delte in menu bar, ⌘⌫
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .error,
          message: "'Delete' of 'PhotoRow' is reached on iPhone (swipe, custom action) but has no way on Mac: is "
            + "'Delte' (menu bar, ⌘⌫) its Mac way? Did you mean 'Delete'?"
        )
      ]
    )
  }

  @Test("A typo of an action the path itself declares (the seed's Delete): one warning, on the typo")
  func typoOfImplicitAction() {
    let all = assertDiagnostics(
      """
      OrderRow
      Meaning: one past order. Number, date, total, status. Primary action: Reorder.
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R; 1️⃣Delte ⌫
      Focus after dismiss: selected row
      Check: Mac: Order → Reorder works with the keyboard alone. iPad: hold Command, and Reorder ⌘R appears.

      menu Order
        Reorder: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .warning,
          message: "'Delete' of 'OrderRow' is reached on iPhone (swipe, custom action) but has no way on Mac: is "
            + "'Delte' (⌫) its Mac way?"
        )
      ]
    )
    #expect(all.first?.message.hasSuffix("Did you mean 'Delete'?") == true)
    #expect(all.first?.message.contains("'Delete' reads as an action here") == true)
  }

  @Test(
    "A typo that `same` copies to another platform: one finding, on the word written once; what the action still lacks as read is a warning"
  )
  func typoCopiedBySame() {
    assertDiagnostics(
      """
      PhotoRow
      Meaning: one photo. Primary action: Delete.
      iPhone: list row; Delete as swipe + custom action
      iPad: list row; 1️⃣Delte in context menu, ⌘⌫
      2️⃣Mac: same
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .error,
          message: "'Delete' of 'PhotoRow' is reached on iPhone (swipe, custom action) but has no way on iPad and "
            + "Mac: is 'Delte' (context menu, ⌘⌫) its way on iPad and Mac? Did you mean 'Delete'?"
        ),
        // A second mistake (no menu-bar command on Mac), said as read: renaming the typo adds nothing.
        DiagnosticSpec(
          "2️⃣",
          .primaryActionWithoutCommand,
          .warning,
          message: "Primary action 'Delete' of 'PhotoRow' has no menu command on Mac: add 'Delete in menu bar, ⇧⌘D' to "
            + "the Mac path (and the command to a menu block). ('Delte' is read as 'Delete'.)"
        ),
      ]
    )
  }

  @Test(
    "A typo before ⌫ where the action has no other way: the rename is offered, and what the action lacks is said as read",
    arguments: ["Mac: list row; Delte ⌫", "Mac: list row; Delte in context menu", "Mac: list row; Dleete with ⌫"]
  )
  func typoRenameRevealsNothing(mac: String) throws {
    let scenario = FixScenario(
      "PhotoRow\nMeaning: one photo. Primary action: Delete.\niPhone: list row; Delete as swipe + custom action\n"
        + "iPad: list row; Delete in context menu, ⌘⌫\n\(mac)\nCheck: Mac: VoiceOver reads the row.\n"
    )
    let fix = try #require(scenario.fixes(.actionUnreachable).first)
    #expect(fix.title.hasPrefix("Replace '") && fix.title.hasSuffix("' with 'Delete'"))
    let lacks = try #require(scenario.diagnostics(.primaryActionWithoutCommand).first)
    #expect(lacks.severity == .warning && lacks.message.hasSuffix("is read as 'Delete'.)"))
    // Applied, the typo's finding goes, and the warning is the same finding, now about the name as written.
    let after = ContractWorkspace()
    after.setDocument(FixScenario.key, text: scenario.applying(fix))
    let left = after.diagnostics(for: FixScenario.key).filter { $0.rule != .missingPlatformPath }
    #expect(left.map(\.rule) == [.primaryActionWithoutCommand] && left.first?.range.start == lacks.range.start)
  }

  @Test("A typo on iPad, the action's only way there: its lack of a shortcut is said as read")
  func typoOnIPadLacksShortcut() {
    assertDiagnostics(
      """
      Platforms: iPhone, iPad
      PhotoRow
      Meaning: one photo. Primary action: Delete.
      iPhone: list row; Delete as swipe + custom action
      1️⃣iPad: list row; 2️⃣Delte in context menu
      """,
      [
        DiagnosticSpec("2️⃣", .actionUnreachable, .error, message: "is 'Delte' (context menu) its iPad way?"),
        DiagnosticSpec(
          "1️⃣",
          .primaryActionWithoutCommand,
          .warning,
          message: "has no keyboard shortcut on iPad: add one (such as ⇧⌘D) so it shows in the Command-key overlay and "
            + "the iPad menu bar. ('Delte' is read as 'Delete'.)"
        ),
      ]
    )
  }

  @Test("A typo beside the action it misspells: the typo's own gaps are one finding, on the typo")
  func typoBesideTheRightName() {
    assertDiagnostics(
      """
      PhotoRow
      Meaning: one photo. Primary action: Delete.
      iPhone: list row; Delete as swipe + custom action
      iPad: list row; Delete in context menu, ⌘⌫
      Mac: list row; Delete in menu bar, ⌘⌫; 1️⃣Delte in context menu
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .warning,
          message: "'Delte' of 'PhotoRow' is reached on Mac (context menu) but has no way on iPhone and iPad, which "
            + "reach 'Delete'."
        )
      ]
    )
  }

  @Test("Names two edits apart, or both declared, are two actions: each keeps its findings")
  func notATypo() {
    assertDiagnostics(
      """
      ShareRow
      Meaning: one file.
      Actions: Share
      0️⃣iPhone: list row; Share button
      1️⃣iPad: list row; Share in context menu
      2️⃣Mac: list row; Save ⌘S
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("2️⃣", .actionUnreachable, .error, message: "'Share' of 'ShareRow'"),
        DiagnosticSpec("0️⃣", .actionUnreachable, .warning, message: "'Save' of 'ShareRow' is reached on Mac"),
        DiagnosticSpec("1️⃣", .actionUnreachable, .warning, message: "'Save' of 'ShareRow' is reached on Mac"),
      ]
    )
    assertDiagnostics(
      """
      Platforms: iPhone, Mac
      ContactRow
      Meaning: one contact.
      Actions: Lock, Block
      0️⃣iPhone: list row; Block button
      1️⃣Mac: list row; Lock in menu bar, ⌥⌘L
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .actionUnreachable, .error, message: "'Block' of 'ContactRow'"),
        DiagnosticSpec("0️⃣", .actionUnreachable, .error, message: "'Lock' of 'ContactRow'"),
      ]
    )
  }

  @Test("The rename is the quick fix: safe toward a declared action, offered only toward a guessed one")
  func typoFix() throws {
    let declared = FixScenario(
      """
      PhotoRow
      Meaning: one photo. Primary action: Delete.
      iPhone: list row; Delete as swipe + custom action
      iPad: list row; Delete in context menu, ⌘⌫
      Mac: list row; Delte in menu bar, ⌘⌫
      Check: Mac: VoiceOver reads the row.
      """
    )
    let fix = try #require(declared.fixes(.actionUnreachable).first)
    #expect(fix.title == "Replace 'Delte' with 'Delete'" && fix.isSafe)
    #expect(declared.applying(fix).contains("Mac: list row; Delete in menu bar, ⌘⌫"))
    #expect(declared.rulesAfter(fix).filter { $0 != .macVoiceOverUntested }.isEmpty)
    let guessed = FixScenario(
      """
      PhotoRow
      Meaning: one photo.
      iPhone: list row; Delete as swipe + custom action
      iPad: same
      Mac: list row; Delte in menu bar, ⌘⌫
      Check: Mac: VoiceOver reads the row.
      """
    )
    let offered = try #require(guessed.fixes(.actionUnreachable).first)
    #expect(offered.title == "Replace 'Delte' with 'Delete'" && !offered.isSafe)
  }

  // MARK: - A typo in `Primary action`

  @Test(
    "A misspelt `Primary action:` sentence in the Meaning is read as one, with one warning on it",
    arguments: ["Primary acton", "Primery action", "primary actoin", "Primary-action", "Primary actons"]
  )
  func misspeltPrimarySentence(marker: String) {
    let read = marker.hasSuffix("s") ? "Primary actions" : "Primary action"
    assertDiagnostics(
      """
      App: Leaf
      OrderRow
      Meaning: one past order. Number, date, total, status. 1️⃣\(marker): Reorder.
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
      Focus after dismiss: selected row
      Check: Mac: Order → Reorder works with the keyboard alone. iPad: hold Command, and Reorder ⌘R appears.

      menu Order
        Reorder: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownField,
          .warning,
          message: "'\(marker)' in the Meaning reads as '\(read)': 'Reorder' is read as the primary action. "
            + "Did you mean '\(read)'?"
        )
      ]
    )
  }

  @Test("A misspelt `Primary action` key is read as the field, with its one unknown-field warning")
  func misspeltPrimaryKey() {
    assertDiagnostics(
      """
      App: Leaf
      OrderRow
      Meaning: one past order. Number, date, total, status.
      1️⃣Primary acton: Reorder
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
      Focus after dismiss: selected row
      Check: Mac: Order → Reorder works with the keyboard alone. iPad: hold Command, and Reorder ⌘R appears.

      menu Order
        Reorder: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .unknownField,
          .warning,
          message: "'Primary acton' is not a field of a component: it is read as 'Primary action', so 'Reorder' is "
            + "the primary action. Did you mean 'Primary action'?"
        )
      ]
    )
  }

  @Test("The rename of a misspelt `Primary action` is the quick fix, and leaves no finding")
  func misspeltPrimaryFix() throws {
    for (text, fixed) in [
      ("Meaning: one item. Primary acton: Reload.\n", "Meaning: one item. Primary action: Reload.\n"),
      ("Meaning: one item.\nPrimery action: Reload\n", "Meaning: one item.\nPrimary action: Reload\n"),
    ] {
      let body = "Mac: table row; Reload in menu bar, ⌘R\nCheck: Mac: fine\n"
      let scenario = FixScenario("Platforms: Mac\nListRow\n" + text + body)
      let fix = try #require(scenario.fixes(.unknownField).first)
      #expect(fix.isSafe)
      #expect(scenario.applying(fix) == "Platforms: Mac\nListRow\n" + fixed + body)
      #expect(scenario.rulesAfter(fix).isEmpty)
    }
  }

  @Test("What the misspelt primary action costs elsewhere is at most a warning, and says how it was read")
  func misspeltPrimaryIsAReading() {
    assertDiagnostics(
      """
      Platforms: Mac
      ListRow
      Meaning: one item. 1️⃣Primary acton: Reload.
      2️⃣Mac: table row; Reload in context menu, ⌘R
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .unknownField, .warning, message: "Did you mean 'Primary action'?"),
        DiagnosticSpec(
          "2️⃣",
          .primaryActionWithoutCommand,
          .warning,
          message: "('Reload' is read as the primary action: 'Primary acton' reads as 'Primary action'.)"
        ),
      ]
    )
  }

  @Test(
    "Sentences that are not a misspelt `Primary action:` are not read as one",
    arguments: [
      "The primary actor: the signed-in user.", "Secondary action: Share.", "Primary: Reorder.",
      "Tip: primary actions are in the menu.",
    ]
  )
  func notAPrimarySentence(sentence: String) {
    let document = ContractDocument(
      key: "k",
      text: "Platforms: Mac\nListRow\nMeaning: one item. \(sentence)\nMac: table row\nCheck: Mac: fine\n"
    )
    #expect(document.components.first?.value.primaryActions == [])
    assertDiagnostics(
      "Platforms: Mac\nListRow\nMeaning: one item. \(sentence)\nMac: table row\nCheck: Mac: fine\n",
      []
    )
  }

  @Test("A misspelt sentence is not read when the component declares its primary action otherwise")
  func misspeltSentenceBesideTheField() {
    let document = ContractDocument(
      key: "k",
      text: "Platforms: Mac\nListRow\nMeaning: one item. Primary acton: Share.\nPrimary action: Reload\n"
        + "Mac: table row; Reload in menu bar, ⌘R\nCheck: Mac: fine\n"
    )
    #expect(document.components.first?.value.primaryActions == ["Reload"])
  }
}
