import Testing

@testable import ContractModel

/// The v1.1 decisions the rules follow: the file's targets, the application menu, focus that
/// returns to what presented the sheet, synonyms, hover fillers, the longest menu title, shortcuts
/// in segments without a subject, `shortcut-mismatch`, placeholder checks, one finding per place.
@Suite("Precision: rules")
struct PrecisionRuleTests {
  // MARK: - Platforms is the file's targets

  @Test("A path for a platform the file does not target is read, never checked")
  func untargetedPathsAreNotChecked() {
    assertDiagnostics(
      """
      Platforms: Mac
      ListRow
      Meaning: one item. Primary action: Reload.
      iPad: row; Delete as swipe; Quit with ⌘Q
      Mac: table row; Reload in menu bar, ⌘R
      Check: Mac: List → Reload works with the keyboard alone.

      menu List
        Reload: ⌘R
      """,
      []
    )
  }

  @Test("A menu in a file that targets only Mac binds nothing on iPad")
  func untargetedMenus() {
    let document = ContractDocument(key: "k", text: "Platforms: Mac\nmenu List\n  Reload: ⌘R\n")
    #expect(document.shortcutBindings.map(\.platform) == [.mac])
  }

  @Test("A Platforms line whose names are all unknown falls back to all three, beside its warnings")
  func unknownPlatformsFallBack() {
    assertDiagnostics(
      """
      Platforms: 1️⃣Andriod, 2️⃣Web
      3️⃣ListRow
      Meaning: one item.
      Mac: table row
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .unknownPlatform, .warning),
        DiagnosticSpec("2️⃣", .unknownPlatform, .warning),
        DiagnosticSpec("3️⃣", .missingPlatformPath, .error, message: "no iPhone path"),
        DiagnosticSpec("3️⃣", .missingPlatformPath, .error, message: "no iPad path"),
      ]
    )
  }

  // MARK: - The application menu

  @Test("The application menu's standard items are Mac only: Hide Pebble ⌘H is no iPad finding")
  func applicationMenuIsMacOnly() {
    assertDiagnostics(
      """
      App: Pebble
      menu Pebble
        About Pebble
        Settings…: ⌘,
        Hide Pebble: ⌘H
        Hide Others: ⌥⌘H
        Quit Pebble: ⌘Q
        Check for Updates: 1️⃣⌘Space
      """,
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌘Space is reserved on iPad")]
    )
  }

  @Test("A menu titled otherwise is checked on iPad: Hide Pebble ⌘H in menu View is reserved there")
  func otherMenusAreCheckedOnIPad() {
    assertDiagnostics(
      """
      App: Pebble
      menu View
        Hide Pebble: 1️⃣⌘H
      """,
      [DiagnosticSpec("1️⃣", .shortcutReserved, .error, message: "⌘H is reserved on iPad")]
    )
  }

  // MARK: - Focus after dismiss

  @Test("Focus may return to the control that presented the sheet")
  func focusReturnsToThePresenter() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      PhotoToolbar
      Meaning: the editing tools of a photo. Primary action: Crop.
      iPad: Crop button → sheet, ⌘K
      Mac: toolbar; Crop button → sheet; Crop in menu bar, ⌘K
      Focus after dismiss: the Crop button
      Check: Mac: Image → Crop works with the keyboard alone.

      menu Image
        Crop: ⌘K
      """,
      []
    )
  }

  @Test("Focus elsewhere is flagged, with advice that fits a toolbar")
  func focusElsewhereIsFlagged() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      PhotoToolbar
      Meaning: the editing tools of a photo. Primary action: Crop.
      iPad: Crop button → sheet, ⌘K
      Mac: toolbar; Crop button → sheet; Crop in menu bar, ⌘K
      Focus after dismiss: 1️⃣the sidebar
      Check: Mac: Image → Crop works with the keyboard alone.

      menu Image
        Crop: ⌘K
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .focusNotOnSelection,
          .warning,
          message: "Write 'Focus after dismiss: the Crop button'"
        )
      ]
    )
  }

  // MARK: - Standard meanings

  @Test(
    "Synonyms carry a standard meaning",
    arguments: [
      ("Search Photos", "⌘F"), ("Inspect", "⌥⌘I"), ("Duplicate Item", "⌘D"), ("Add Album", "⌘N"), ("New Tab", "⌘T"),
      ("Zoom In", "⌘+"), ("Zoom Out", "⌘-"),
    ]
  )
  func synonymsCarryTheMeaning(name: String, shortcut: String) {
    assertDiagnostics("menu Photo\n  \(name): \(shortcut)\n", [])
  }

  @Test(
    "A segment's verb carries the meaning in any of its forms: copies, dismisses, dismissing, copied",
    arguments: [
      "⌘C copies the order number", "⌘W dismisses the viewer", "⌘W dismissing the viewer",
      "⌘C, copied to the clipboard 📋", "⌘W closes the viewer",
    ]
  )
  func segmentVerbForms(segment: String) {
    assertDiagnostics("Platforms: Mac\nOrderList\nMeaning: the orders.\nMac: table; \(segment)\nCheck: Mac: fine\n", [])
  }

  @Test("A segment's verb of another meaning still warns: ⌘C deletes the order; ⌘W dismantles it")
  func segmentVerbOfAnotherMeaning() {
    for segment in ["1️⃣⌘C deletes the order", "1️⃣⌘W dismantles the viewer"] {
      assertDiagnostics(
        "Platforms: Mac\nOrderList\nMeaning: the orders.\nMac: table; \(segment)\nCheck: Mac: fine\n",
        [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: "does something else")]
      )
    }
  }

  @Test("Stems: the forms of one verb meet, and a word ending in ss keeps its s")
  func stems() {
    let stem = ShortcutStandardMeaning.stem
    #expect(stem("copies") == stem("copy") && stem("copied") == stem("copy") && stem("copying") == stem("copy"))
    #expect(stem("dismisses") == stem("dismiss") && stem("dismissing") == stem("dismiss"))
    #expect(stem("closes") == stem("close") && stem("closing") == stem("close"))
    #expect(stem("dismiss") == "dismiss" && stem("access") == "access")
    #expect(stem("kopiert") == ShortcutStandardMeaning.stemByCharacters("kopiert"))
    #expect(stem("löschen") == ShortcutStandardMeaning.stemByCharacters("löschen"))
  }

  @Test("A name that carries another meaning still gets the warning: Cancel Search on ⌘D, New Window on ⌘T")
  func synonymsAreNotEveryWord() {
    assertDiagnostics(
      "Platforms: Mac\nmenu Photo\n  Cancel Search: 1️⃣⌘D\n",
      [DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: "⌘D means")]
    )
    assertDiagnostics(
      "Platforms: Mac\nmenu Photo\n  New Window: 1️⃣⌘T\n  Zoom Photo: 2️⃣⌘+\n",
      [
        DiagnosticSpec("1️⃣", .shortcutStandardMeaning, .warning, message: "⌘T means"),
        DiagnosticSpec("2️⃣", .shortcutStandardMeaning, .warning, message: "⌘+ means"),
      ]
    )
  }

  // MARK: - Hover

  @Test("hover for total: the filler words go, and total is in the Meaning")
  func hoverFillers() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Number, date, total, status.
      Mac: table row; hover for total
      Check: Mac: VoiceOver reads the row.
      """,
      []
    )
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Number, date, status.
      Mac: table row; 1️⃣hover for total
      Check: Mac: VoiceOver reads the row.
      """,
      [DiagnosticSpec("1️⃣", .hoverOnlyInformation, .error, message: "'total' in 'OrderRow' is shown only on hover")]
    )
  }

  @Test(
    "A hover sentence: what it shows is read out of its words, and found in the Meaning",
    arguments: [
      "the delivery date appears on hover", "delivery date also on hover", "hover repeats the delivery date",
      "hover shows the delivery date of the order", "the delivery date is visible on hover 🚚",
    ]
  )
  func hoverSentenceShownElsewhere(piece: String) {
    let contract = """
      Platforms: Mac
      OrderRow
      Meaning: one past order: number, delivery date, total.
      Mac: table row; \(piece)
      Check: Mac: VoiceOver reads each column.
      """
    assertDiagnostics(contract, [])
    assertDiagnostics(contract.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"), [])
  }

  @Test("A hover sentence whose information is nowhere else: a warning that says how it read the words")
  func hoverSentenceWarns() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order: number, total.
      Mac: table row; 1️⃣the delivery date appears on hover ⌚️
      Check: Mac: VoiceOver reads each column.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .hoverOnlyInformation,
          .warning,
          message: "'delivery date' in 'OrderRow' reads as information shown only on hover "
            + "(from 'the delivery date appears on hover ⌚️')"
        )
      ]
    )
  }

  // MARK: - Misspelt keys

  @Test("A misspelt platform key of a missing path: one finding, on the key, with the name to write")
  func misspeltPlatformKey() {
    for key in ["Mca", "Macc", "Mc", "mac0S"] {
      assertDiagnostics(
        """
        Platforms: Mac
        ListRow
        Meaning: one item ⌘ 😀.
        1️⃣\(key): table row
        Check: Mac: VoiceOver reads the row.
        """,
        [
          DiagnosticSpec(
            "1️⃣",
            .missingPlatformPath,
            .error,
            message: "Component 'ListRow' has no Mac path: is '\(key)' its Mac path? Did you mean 'Mac'?"
          )
        ]
      )
    }
  }

  @Test("A misspelt Meaning key of a component without Meaning: one finding, on the key")
  func misspeltMeaningKey() {
    assertDiagnostics(
      "Platforms: Mac\r\nOrderRow\r\n1️⃣Meanng: one past order.\r\nMac: table row\r\nCheck: Mac: fine\r\n",
      [
        DiagnosticSpec(
          "1️⃣",
          .missingMeaning,
          .error,
          message: "Component 'OrderRow' has no Meaning: is 'Meanng' its Meaning? Did you mean 'Meaning'?"
        )
      ]
    )
  }

  @Test("A key that reads like a field the component has, or a second look-alike, keeps its own finding")
  func misspeltKeysNotClaimed() {
    assertDiagnostics(
      """
      Platforms: Mac
      ListRow
      Meaning: one item.
      Mac: table row
      1️⃣Meanng: again
      2️⃣Mca: list
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .unknownField, .warning, message: "Did you mean 'Meaning'?"),
        DiagnosticSpec("2️⃣", .unknownPlatform, .warning, message: "Did you mean 'Mac'?"),
      ]
    )
    assertDiagnostics(
      """
      Platforms: Mac
      ListRow
      Meaning: one item.
      1️⃣Mca: table row
      2️⃣Macc: list
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec("1️⃣", .missingPlatformPath, .error, message: "is 'Mca' its Mac path?"),
        DiagnosticSpec("2️⃣", .unknownPlatform, .warning, message: "Did you mean 'Mac'?"),
      ]
    )
  }

  @Test("A missing Mac path offers `same` only where there is an iPad path to inherit")
  func missingMacPathHint() {
    let macOnly = TestWorkspace.diagnostics("Platforms: Mac\nListRow\nMeaning: one item.\nCheck: Mac: fine\n")
    #expect(macOnly.map(\.rule) == [.missingPlatformPath])
    #expect(macOnly.allSatisfy { !$0.message.contains("same") })
    let withIPad = TestWorkspace.diagnostics(
      "Platforms: iPad, Mac\nListRow\nMeaning: one item.\niPad: list row\nCheck: Mac: fine\n"
    )
    #expect(withIPad.filter { $0.rule == .missingPlatformPath }.allSatisfy { $0.message.contains("'same'") })
  }

  @Test("A field line without its colon: one syntax error naming the field, not also the field's absence")
  func fieldWithoutColon() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      1️⃣Meaning one past order ⌘ 😀.
      2️⃣Mac table row; row → sheet
      3️⃣Focus after dismiss selected row
      Check: Mac: VoiceOver reads the row.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .syntax,
          .error,
          message: "'Meaning one past order ⌘ 😀.' reads like the field 'Meaning' without its colon: write "
            + "'Meaning: one past order ⌘ 😀.'."
        ),
        DiagnosticSpec("2️⃣", .syntax, .error, message: "reads like the field 'Mac' without its colon"),
        DiagnosticSpec("3️⃣", .syntax, .error, message: "reads like the field 'Focus after dismiss' without its colon"),
      ]
    )
    // A line that starts with no field key stays the general syntax error, and the field is missing.
    assertDiagnostics(
      "Platforms: Mac\n2️⃣OrderRow\n1️⃣Meanings are many\nMac: table row\nCheck: Mac: fine\n",
      [
        DiagnosticSpec("1️⃣", .syntax, .error, message: "is not a field, a block header or a comment"),
        DiagnosticSpec("2️⃣", .missingMeaning, .error),
      ]
    )
  }

  @Test("A swap of two neighbouring letters is one edit")
  func swapIsOneEdit() {
    #expect(DidYouMean.editDistance(Array("mca".unicodeScalars), Array("mac".unicodeScalars)) == 1)
    #expect(DidYouMean.editDistance(Array("mca".unicodeScalars), Array("mac".unicodeScalars), atMost: 1) == 1)
    #expect(DidYouMean.editDistance(Array("abcd".unicodeScalars), Array("badc".unicodeScalars)) == 2)
    #expect(DidYouMean.suggestion(for: "Mca", among: ["iPhone", "iPad", "Mac"]) == "Mac")
  }

  @Test("One item shown on hover in several places: one finding, on the Hover item, the places related")
  func hoverItemInSeveralPlaces() {
    let all = assertDiagnostics(
      """
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order 🚚.
      Hover: 1️⃣courier
      iPad: list row; keyboard focus; courier on hover
      Mac: table row; courier on hover
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .hoverOnlyInformation, .error, message: "'courier' in 'OrderRow' is shown only on hover")]
    )
    #expect(all.first?.related.count == 2)
    // Without the Hover field: on the first piece written as such, not on a sentence before it.
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order.
      iPad: list row; keyboard focus; the courier appears on hover
      Mac: table row; 1️⃣courier on hover
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .hoverOnlyInformation, .error, message: "'courier' in 'OrderRow' is shown only on hover")]
    )
  }

  // MARK: - Menu references

  @Test("The longest menu title before the arrow wins: Message Actions → Reply is menu Message Actions")
  func longestMenuTitle() {
    let menus = "menu Message Actions\n  Reply: ⌘R\n\nmenu Actions\n  Archive: ⌥⌘A\n"
    assertDiagnostics(
      """
      Platforms: Mac
      MailRow
      Meaning: one message. Primary action: Reply.
      Mac: table row; Reply in menu bar, ⌘R
      Check: Mac: Message Actions → Reply works with the keyboard alone.
      """,
      [],
      otherFiles: ["Menus.contract": menus]
    )
    assertDiagnostics(
      """
      Platforms: Mac
      MailRow
      Meaning: one message. Primary action: Reply.
      Mac: table row; Reply in menu bar, ⌘R
      Check: Mac: Actions → 1️⃣Reply works with the keyboard alone.
      """,
      [DiagnosticSpec("1️⃣", .unknownMenuCommand, .warning, message: "Menu 'Actions' has no command 'Reply'")],
      otherFiles: ["Menus.contract": menus]
    )
  }

  // MARK: - Shortcuts in a segment without a subject

  @Test(
    "Shortcuts in a segment without a subject are checked like every other",
    arguments: [
      ("⌘Space", RuleID.shortcutReserved), ("⌘M", .shortcutReserved), ("⌘Q", .shortcutReserved),
      ("⌘⇥", .shortcutReserved), ("Ctrl-Opt-S", .shortcutReserved), ("⌘C", .shortcutStandardMeaning),
    ]
  )
  func subjectlessShortcuts(shortcut: String, rule: RuleID) {
    let severity: Severity = rule == .shortcutReserved ? .error : .warning
    assertDiagnostics(
      """
      Platforms: Mac
      ListRow
      Meaning: one item.
      Mac: table row; 1️⃣\(shortcut)
      Check: Mac: VoiceOver reads the row.
      """,
      [DiagnosticSpec("1️⃣", rule, severity)]
    )
  }

  // MARK: - shortcut-mismatch

  @Test("shortcut-mismatch: the path gives Reply ⌘T and the menu ⌘R")
  func mismatchFires() {
    let all = assertDiagnostics(
      """
      Platforms: Mac
      MailRow
      Meaning: one message. Primary action: Reply.
      Mac: table row; Reply in menu bar, 1️⃣⌘T
      Check: Mac: Message Actions → Reply works with the keyboard alone.

      menu Message Actions
        Reply: ⌘R
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .shortcutMismatch,
          .warning,
          message: "'Reply' of 'MailRow' has ⌘T in the Mac path but ⌘R as its menu command (Message Actions → Reply)"
        )
      ],
      ignoring: [.macVoiceOverUntested, .shortcutStandardMeaning]
    )
    #expect(all.first { $0.rule == .shortcutMismatch }?.related.count == 1)
  }

  @Test("shortcut-mismatch: silent when a path shortcut is the menu's, or the menu has none")
  func mismatchSilent() {
    for (path, command) in [("⌘R", "Reply: ⌘R"), ("⌫, ⌘⌫", "Reply: ⌘⌫"), ("⌥⌘R", "Reply")] {
      assertDiagnostics(
        """
        Platforms: Mac
        MailRow
        Meaning: one message. Primary action: Reply.
        Mac: table row; Reply in menu bar, \(path)
        Check: Mac: Message Actions → Reply works with the keyboard alone.

        menu Message Actions
          \(command)
        """,
        [],
        ignoring: [.macVoiceOverUntested, .primaryActionWithoutCommand]
      )
    }
  }

  // MARK: - Placeholder checks

  @Test("A placeholder Mac check is still untested", arguments: ["TODO: …", "TBD", "…", "<how to check>", ""])
  func placeholderChecks(text: String) {
    assertDiagnostics(
      """
      Platforms: Mac
      1️⃣ListRow
      Meaning: one item.
      Mac: table row
      Check Mac: \(text)
      """,
      [DiagnosticSpec("1️⃣", .macVoiceOverUntested, .information)]
    )
  }

  @Test("A written Mac check counts, even one that mentions a TODO later")
  func writtenChecks() {
    assertDiagnostics(
      "Platforms: Mac\nListRow\nMeaning: one item.\nMac: table row\nCheck Mac: VoiceOver reads the row (TODO: columns).\n",
      []
    )
  }

  // MARK: - One mistake, one finding

  @Test("One ⌘R conflict gives one finding per line that binds it, naming the platforms")
  func oneFindingPerPlace() {
    let other = """
      App: Leaf
      CartRow
      Meaning: one cart item. Primary action: Refresh.
      iPhone: row → details; Refresh button
      iPad: same + Refresh ⌘R
      Mac: table row; Refresh in menu bar, ⌘R
      Focus after dismiss: selected row
      Check: Mac: Cart → Refresh works with the keyboard alone.

      menu Cart
        Refresh: ⌘R
      """
    let diagnostics = assertDiagnostics(
      """
      App: Leaf
      OrderRow
      Meaning: one past order. Primary action: Reorder.
      iPhone: row → details; Reorder button visible
      iPad: same + keyboard focus on row, context menu, 1️⃣⌘R
      Mac: table row; Reorder in menu bar and context menu, 2️⃣⌘R
      Focus after dismiss: selected row
      Check: Mac: Order → Reorder works with the keyboard alone.

      menu Order
        Reorder: 3️⃣⌘R
      """,
      [
        DiagnosticSpec("1️⃣", .shortcutConflict, .warning, message: "⌘R on iPad triggers 'Reorder' in OrderRow"),
        DiagnosticSpec("2️⃣", .shortcutConflict, .warning, message: "⌘R on Mac triggers 'Reorder' in OrderRow"),
        DiagnosticSpec("3️⃣", .shortcutConflict, .warning, message: "⌘R on iPad and Mac triggers Order → Reorder"),
      ],
      otherFiles: ["Cart.contract": other]
    )
    #expect(diagnostics.filter { $0.rule == .shortcutConflict }.allSatisfy { $0.related.count >= 2 })
  }
}
