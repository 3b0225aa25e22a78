import Testing

@testable import ContractModel

/// One mistake, one finding, for a misspelt action: a path that names an action with a typo
/// (`Delte ⌫` beside `Primary action: Delete`).
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

  @Test("A typo that `same` copies to another platform: one finding, on the word written once")
  func typoCopiedBySame() {
    assertDiagnostics(
      """
      PhotoRow
      Meaning: one photo. Primary action: Delete.
      iPhone: list row; Delete as swipe + custom action
      iPad: list row; 1️⃣Delte in context menu, ⌘⌫
      Mac: same
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .actionUnreachable,
          .error,
          message: "'Delete' of 'PhotoRow' is reached on iPhone (swipe, custom action) but has no way on iPad and "
            + "Mac: is 'Delte' (context menu, ⌘⌫) its way on iPad and Mac? Did you mean 'Delete'?"
        )
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
}
