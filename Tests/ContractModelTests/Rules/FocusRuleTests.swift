import Testing

@testable import ContractModel

/// `hidden-focus-ring`, `focus-return-unspecified`, `focus-not-on-selection`,
/// `custom-view-not-focusable` and `custom-view-missing-accessibility`.
@Suite("Rules: focus and custom views")
struct FocusRuleTests {
  // MARK: - hidden-focus-ring

  @Test("hidden-focus-ring: on the piece that hides or removes the ring, once even when `same` copies it")
  func hiddenFocusRingFires() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order.
      iPad: list row, 1️⃣focus ring hidden for a cleaner look
      Mac: same; table row, 2️⃣focusRingType none; 3️⃣no focus ring when clicked
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .hiddenFocusRing,
          .error,
          message: "The iPad path of 'OrderRow' hides the focus ring ('focus ring hidden for a cleaner look')"
        ),
        DiagnosticSpec("2️⃣", .hiddenFocusRing, .error, message: "The Mac path of 'OrderRow'"),
        DiagnosticSpec("3️⃣", .hiddenFocusRing, .error, message: "('no focus ring when clicked')"),
      ]
    )
  }

  @Test("hidden-focus-ring: silent for a visible focus ring")
  func hiddenFocusRingSilent() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      OrderRow
      Meaning: one past order.
      iPad: list row, keyboard focus, focus ring
      Mac: table row, visible focus ring
      Check: Mac: fine
      """,
      []
    )
  }

  @Test(
    "hidden-focus-ring: a ring the path says stays is visible",
    arguments: [
      "focus ring never hidden", "focus ring (not hidden)", "the focus ring is not disabled",
      "never hide the focus ring",
      "focus ring, don't remove it", "focus ring isn't hidden", "focus ring never hidden 🔍 — é",
      "the focus ring shows without hiding the ring", "keeps its focus ring without hiding it",
      "focus ring without ever hiding it", "focus ring shown without removing it", "focus ring without hiding",
      "focus ring without turning it off", "focus ring shown without hiding it — é",
      "focus ring follows the selection without jumping",
    ]
  )
  func hiddenFocusRingTakenBack(piece: String) {
    let contract = "Platforms: Mac\nOrderRow\nMeaning: one past order.\nMac: table row, \(piece)\nCheck: Mac: fine\n"
    assertDiagnostics(contract, [])
    assertDiagnostics(contract.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"), [])
  }

  @Test("hidden-focus-ring: a negation nothing takes back still hides the ring")
  func hiddenFocusRingNotTakenBack() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Mac: table row, 1️⃣focus ring hidden and never shown
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .hiddenFocusRing, .error, message: "('focus ring hidden')")]
    )
  }

  @Test(
    "hidden-focus-ring: 'without' the ring hides it; 'without' before hiding takes the hiding back, nothing more",
    arguments: [
      "without a focus ring", "without focus ring", "focus ring: without", "no focus ring, without hiding the cursor",
      "focus ring hidden without asking", "without a focus ring — é", "focus ring without showing it",
      "focus ring without ever drawing it",
    ]
  )
  func hiddenFocusRingWithout(piece: String) {
    assertDiagnostics(
      "Platforms: Mac\nOrderRow\nMeaning: one past order.\nMac: table row, 1️⃣\(piece)\nCheck: Mac: fine\n",
      [DiagnosticSpec("1️⃣", .hiddenFocusRing, .error)]
    )
  }

  // MARK: - focus-return-unspecified

  @Test("focus-return-unspecified: an iPad or Mac path presents something and no Focus after dismiss")
  func focusReturnUnspecifiedFires() {
    assertDiagnostics(
      """
      OrderRow
      Meaning: one past order.
      iPhone: row → details
      1️⃣iPad: same
      2️⃣Mac: table row; row -> sheet
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .focusReturnUnspecified,
          .warning,
          message: "The iPad path of 'OrderRow' presents details ('row → details')"
        ),
        DiagnosticSpec("2️⃣", .focusReturnUnspecified, .warning, message: "The Mac path of 'OrderRow' presents sheet"),
      ]
    )
  }

  @Test(
    "focus-return-unspecified: silent with Focus after dismiss (or Focus), or when only iPhone presents",
    arguments: [
      "iPhone: row → details\niPad: list row\nMac: table row\n",
      "iPhone: row → popover\niPad: same\nMac: table row; row → window\nFocus after dismiss: selected row\n",
      "iPhone: row → sheet\niPad: same\nMac: table row; row → inspector\nFocus: the row that opened it\n",
    ]
  )
  func focusReturnUnspecifiedSilent(paths: String) {
    assertDiagnostics("OrderRow\nMeaning: one past order.\n" + paths + "Check: Mac: fine\n", [])
  }

  @Test("focus-return-unspecified: an arrow without a space on each side is no presentation (design section 5)")
  func arrowWithoutSpacesIsNoPresentation() {
    let check = checkDiagnostics("Platforms: Mac\nRow\nMeaning: x.\nMac: table row; row->details\nCheck: Mac: ok\n", [])
    #expect(check.report == nil, "\(check.report ?? "")")
  }

  // MARK: - focus-not-on-selection

  @Test("focus-not-on-selection: on the value, or on the key when the value is empty")
  func focusNotOnSelectionFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Mac: table row; row → details
      Focus after dismiss: 1️⃣sidebar
      Check: Mac: fine
      OrderList
      Meaning: the orders.
      Mac: table; row → details
      2️⃣Focus after dismiss:
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .focusNotOnSelection, .warning, message: "goes to 'sidebar', not to the selection"),
        DiagnosticSpec("2️⃣", .focusNotOnSelection, .warning, message: "in 'OrderList' goes nowhere"),
      ]
    )
  }

  @Test(
    "focus-not-on-selection: silent for the selected item or the row that opened it",
    arguments: ["selected row", "the selection", "the row that opened it", "the button that invoked the sheet"]
  )
  func focusNotOnSelectionSilent(place: String) {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Mac: table row; row → details
      Focus after dismiss: \(place)
      Check: Mac: fine
      """,
      []
    )
  }

  @Test(
    "focus-not-on-selection: silent for the component itself, the view its presentations open from",
    arguments: ["the canvas", "the photo canvas", "PhotoCanvas", "canvas"]
  )
  func focusOnTheComponentItself(place: String) {
    assertDiagnostics(
      """
      Platforms: Mac
      PhotoCanvas
      Meaning: the photo being edited. Primary action: Crop.
      Mac: custom view with keyboard focus and focus ring; Crop in menu bar, ⌘K
      Focus after dismiss: \(place)
      Check: Mac: fine
      """,
      []
    )
  }

  @Test("focus-not-on-selection: a word of the component's name alone is not the component when another place is named")
  func focusElsewhereThanTheComponent() {
    assertDiagnostics(
      """
      Platforms: Mac
      PhotoCanvas
      Meaning: the photo being edited. Primary action: Crop.
      Mac: custom view with keyboard focus and focus ring; Crop in menu bar, ⌘K
      Focus after dismiss: 1️⃣the photo sidebar
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .focusNotOnSelection, .warning)]
    )
    #expect(LetterWords.identifierWords("PhotoCanvas") == ["photo", "canvas"])
    #expect(LetterWords.identifierWords("URLField2x") == ["urlfield2x"])
    #expect(LetterWords.identifierWords("Order_Row") == ["order", "row"])
  }

  /// A grid whose toolbar item presents a popover: `Filter in toolbar → popover`.
  static func filterGrid(focus: String) -> String {
    """
    Platforms: Mac
    PhotoGrid
    Meaning: the photos. Primary action: Filter.
    Mac: grid; Filter in toolbar → popover; Filter in menu bar, ⌘L
    Focus after dismiss: \(focus)
    Check: Mac: VoiceOver reads the grid.
    """
  }

  @Test(
    "focus-not-on-selection: the toolbar item whose segment presents is what opened it ('Filter in toolbar → popover')",
    arguments: ["the Filter toolbar item", "Filter toolbar item", "the Filter in toolbar"]
  )
  func focusOnPresentingToolbarItem(place: String) {
    assertDiagnostics(Self.filterGrid(focus: place), [])
  }

  @Test("focus-not-on-selection: the suggestion names a control as one says it ('the Filter toolbar item')")
  func focusSuggestionNamesTheControl() {
    assertDiagnostics(
      Self.filterGrid(focus: "1️⃣the sidebar"),
      [
        DiagnosticSpec(
          "1️⃣",
          .focusNotOnSelection,
          .warning,
          message: "Write 'Focus after dismiss: the Filter toolbar item'."
        )
      ]
    )
    assertDiagnostics(
      """
      Platforms: Mac
      PhotoToolbar
      Meaning: the tools. Primary action: Crop.
      Mac: toolbar; Crop via the button → sheet; Crop in menu bar, ⌘K
      Focus after dismiss: 1️⃣the sidebar
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .focusNotOnSelection, .warning, message: "Write 'Focus after dismiss: the Crop button'.")
      ]
    )
  }

  @Test("focus-not-on-selection: with no control and no row presenting, the suggestion is the selected item")
  func focusSuggestionWithoutRow() {
    assertDiagnostics(
      """
      Platforms: Mac
      PhotoGrid
      Meaning: the photos. Primary action: Filter.
      Mac: grid → details; Filter in toolbar and menu bar, ⌘L
      Focus after dismiss: 1️⃣the Filter toolbar item
      Check: Mac: VoiceOver reads the grid.
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .focusNotOnSelection,
          .warning,
          message: "not to the selection or what opened it: the next arrow key would move in the wrong place. Write "
            + "'Focus after dismiss: the selected item'."
        )
      ]
    )
  }

  @Test("focus-not-on-selection: a trigger that links a name to its control names that control as one says it")
  func controlNames() {
    #expect(FocusReturn.controlName("Filter in toolbar") == "Filter toolbar item")
    #expect(FocusReturn.controlName("Filter in the toolbar") == "Filter toolbar item")
    #expect(FocusReturn.controlName("Filter button in toolbar") == "Filter toolbar item")
    #expect(FocusReturn.controlName("Crop via the button") == "Crop button")
    #expect(FocusReturn.controlName("Crop button") == nil)
    #expect(FocusReturn.controlName("in the toolbar") == nil)
    #expect(FocusReturn.controlName("row") == nil)
  }

  // MARK: - custom-view-not-focusable

  private static let customView = """
    Platforms: Mac
    RatingView
    Meaning: the customer's rating, from 1 to 5 stars.
    Kind: custom view
    Role: button
    Label: Rating
    """

  @Test("custom-view-not-focusable: a custom view whose Mac path lacks keyboard focus or a focus ring")
  func customViewNotFocusableFires() {
    assertDiagnostics(
      Self.customView + "\n1️⃣Mac: custom NSView, click a star to rate\nCheck: Mac: fine\n",
      [
        DiagnosticSpec(
          "1️⃣",
          .customViewNotFocusable,
          .error,
          message: "Custom view 'RatingView' has no keyboard focus"
        )
      ]
    )
    assertDiagnostics(
      Self.customView + "\n1️⃣Mac: custom NSView with keyboard focus\nCheck: Mac: fine\n",
      [DiagnosticSpec("1️⃣", .customViewNotFocusable, .error, message: "focus ring on Mac")]
    )
  }

  @Test("custom-view-not-focusable: a hidden ring is hidden-focus-ring's one finding; a ring that stays, none")
  func customViewHiddenRingOneFinding() {
    assertDiagnostics(
      Self.customView + "\nMac: custom NSView with keyboard focus; 1️⃣focus ring hidden\nCheck: Mac: fine\n",
      [DiagnosticSpec("1️⃣", .hiddenFocusRing, .error, message: "hides the focus ring")]
    )
    assertDiagnostics(
      Self.customView + "\nMac: custom NSView with keyboard focus; 1️⃣focusRingType none\nCheck: Mac: fine\n",
      [DiagnosticSpec("1️⃣", .hiddenFocusRing, .error, message: "hides the focus ring")]
    )
    assertDiagnostics(
      Self.customView + "\nMac: custom NSView with keyboard focus; focus ring never hidden\nCheck: Mac: fine\n",
      []
    )
  }

  @Test("custom-view-not-focusable: a missing ring alone is said as what it costs, not as Tab never reaching")
  func customViewMissingRingMessage() {
    assertDiagnostics(
      Self.customView + "\n1️⃣Mac: custom NSView with keyboard focus\nCheck: Mac: fine\n",
      [
        DiagnosticSpec(
          "1️⃣",
          .customViewNotFocusable,
          .error,
          message: "has no focus ring on Mac, so nobody sees when Tab reaches it"
        )
      ]
    )
  }

  @Test("custom-view-not-focusable: the message reads well when only the focus ring is missing")
  func customViewNotFocusableMessage() {
    let diagnostics = TestWorkspace.diagnostics(Self.customView + "\nMac: custom NSView with keyboard focus\n")
    let message = diagnostics.first { $0.rule == .customViewNotFocusable }?.message ?? ""
    #expect(!message.contains("no a "), "\(message)")
  }

  @Test("custom-view-not-focusable: silent with keyboard focus and a visible focus ring, or for other kinds")
  func customViewNotFocusableSilent() {
    assertDiagnostics(
      Self.customView
        + "\nMac: custom NSView with keyboard focus (acceptsFirstResponder) and a focus ring\nCheck: Mac: ok\n",
      []
    )
    assertDiagnostics("Platforms: Mac\nRow\nMeaning: a row.\nKind: row\nMac: table row\nCheck: Mac: ok\n", [])
  }

  // MARK: - custom-view-missing-accessibility

  @Test("custom-view-missing-accessibility: no Role and no Label, on the Kind field")
  func customViewMissingRoleAndLabel() {
    assertDiagnostics(
      """
      Platforms: Mac
      RatingView
      Meaning: the rating.
      1️⃣Kind: custom view
      Mac: custom NSView with keyboard focus and a focus ring
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .customViewMissingAccessibility,
          .error,
          message: "Custom view 'RatingView' has no Role and no Label"
        )
      ]
    )
  }

  @Test("custom-view-missing-accessibility: an adjustable role without Value or increment and decrement, on Role")
  func customViewMissingAdjustable() {
    assertDiagnostics(
      """
      Platforms: Mac
      RatingView
      Meaning: the rating.
      Kind: Custom View
      1️⃣Role: slider
      Label: Rating
      Mac: custom NSView with keyboard focus and a focus ring
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .customViewMissingAccessibility, .error, message: "but no Value"),
        DiagnosticSpec("1️⃣", .customViewMissingAccessibility, .error, message: "but no increment and decrement actions"),
      ]
    )
  }

  @Test("custom-view-missing-accessibility: silent for the chapter's RatingView")
  func customViewMissingAccessibilitySilent() {
    assertDiagnostics(
      """
      RatingView
      Meaning: the customer's rating of a delivered order, from 1 to 5 stars.
      Kind: custom view
      Role: slider
      Label: Rating
      Value: the rating, read as "3 of 5"
      Actions: Increment, Decrement
      iPhone: five star buttons; Increment as adjustable; Decrement as adjustable
      iPad: same + keyboard focus, focus ring; Increment with →; Decrement with ←
      Mac: custom NSView with keyboard focus (acceptsFirstResponder) and a visible focus ring; Increment with →; Decrement with ←
      Check: Mac: Tab reaches Rating and VoiceOver reads "Rating, 3 of 5, slider".
      """,
      []
    )
  }
}
