import Testing

@testable import ContractModel

/// `list-should-be-table`, `table-collapses-on-iphone`, `hover-only-information`,
/// `reading-order-drift` and `mac-voiceover-untested`.
@Suite("Rules: tables, hover, reading order and Mac checks")
struct TableAndHoverRuleTests {
  // MARK: - list-should-be-table

  @Test("list-should-be-table: Columns or Kind: table, and a Mac path with no table, on the Mac key")
  func listShouldBeTableFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderList
      Meaning: the customer's past orders.
      Columns: Order, Date, Total, Status
      1️⃣Mac: rows in a stack, read as a group
      Check: Mac: fine
      OrderHistory
      Meaning: the customer's past orders.
      Kind: table
      2️⃣Mac: list row per order
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .listShouldBeTable,
          .error,
          message: "'OrderList' has Columns, but its Mac path presents no table"
        ),
        DiagnosticSpec("2️⃣", .listShouldBeTable, .error, message: "'OrderHistory' is 'Kind: table'"),
      ]
    )
  }

  @Test(
    "list-should-be-table: silent when the Mac path is a table, or there is no Mac path",
    arguments: ["Mac: table with column headers", "Mac: NSTableView", "Mac: table row per order", "iPhone: list row"]
  )
  func listShouldBeTableSilent(path: String) {
    let diagnostics = TestWorkspace.diagnostics(
      "OrderList\nMeaning: the orders.\nKind: table\nColumns: Order, Date\n\(path)\n"
    )
    #expect(diagnostics.filter { $0.rule == .listShouldBeTable }.isEmpty)
  }

  // MARK: - table-collapses-on-iphone

  @Test("table-collapses-on-iphone: an iPhone table with Columns and no row layout, on the iPhone key")
  func tableCollapsesFires() {
    assertDiagnostics(
      """
      Platforms: iPhone
      OrderHistory
      Meaning: the customer's past orders.
      Columns: Order, Date, Total, Status
      1️⃣iPhone: table with all four columns; selection → details
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .tableCollapsesOnIPhone,
          .warning,
          message: "give iPhone its own 'list row' layout that shows Order, Date, Total, Status"
        )
      ]
    )
  }

  @Test(
    "table-collapses-on-iphone: silent with a row layout of its own, or without Columns",
    arguments: [
      ("Columns: Order, Date\n", "iPhone: list row per order with its own layout; row → details"),
      ("Columns: Order, Date\n", "iPhone: table; row → details"),
      ("Columns: Order, Date\n", "iPhone: table, list row per order"),
      ("", "iPhone: table with all four columns"),
    ]
  )
  func tableCollapsesSilent(columns: String, path: String) {
    assertDiagnostics("Platforms: iPhone\nOrderHistory\nMeaning: the orders.\n\(columns)\(path)\n", [])
  }

  // MARK: - hover-only-information

  @Test("hover-only-information: a Hover item and a hover piece shown nowhere else")
  func hoverOnlyInformationFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order: number, total, update time.
      Hover: 1️⃣delivery date, Total, 2️⃣date
      Mac: table row; 3️⃣tooltip shows the courier name
      Check: Mac: the delivery date and the courier name show on hover.
      Note: the delivery date comes from the courier name service.
      See: Platform Copy Paste
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .hoverOnlyInformation,
          .error,
          message: "'delivery date' in 'OrderRow' is shown only on hover"
        ),
        DiagnosticSpec("2️⃣", .hoverOnlyInformation, .error, message: "'date' in 'OrderRow'"),
        DiagnosticSpec("3️⃣", .hoverOnlyInformation, .error, message: "'courier name' in 'OrderRow'"),
      ]
    )
  }

  @Test("hover-only-information: silent when each item shows, as a whole phrase, in a field that shows information")
  func hoverOnlyInformationSilent() {
    assertDiagnostics(
      """
      Platforms: iPhone, Mac
      OrderRow
      Meaning: one past order: number, Delivery Date, total.
      Label: order from the shop
      Value: paid by card
      Columns: Number, Courier
      Reading order: number, status
      Mac reading order: number, status, rating
      Hover: delivery date, shop, card, courier, status, rating, address
      iPhone: list row showing the address
      Mac: table row; hover shows the courier; tooltip with the address
      Check: Mac: fine
      """,
      []
    )
  }

  // MARK: - reading-order-drift

  @Test("reading-order-drift: a platform order that reorders or leaves out items, and Mac Columns out of order")
  func readingOrderDriftFires() {
    assertDiagnostics(
      """
      OrderHistory
      Meaning: the customer's past orders.
      Kind: table
      2️⃣Columns: Date, Order
      Reading order: Order, Date, Total, Status
      1️⃣iPad reading order: Total, Order, Date, Status
      3️⃣Mac reading order: Order, Date, Total
      iPhone: list row per order
      iPad: list row per order
      Mac: table row per order
      Check: Mac: fine
      """,
      [
        DiagnosticSpec(
          "1️⃣",
          .readingOrderDrift,
          .warning,
          message: "The iPad reading order of 'OrderHistory' puts total, order, date, status in another order"
        ),
        DiagnosticSpec(
          "2️⃣",
          .readingOrderDrift,
          .warning,
          message: "The Mac columns of 'OrderHistory' puts date, order"
        ),
        DiagnosticSpec("3️⃣", .readingOrderDrift, .warning, message: "leaves out status"),
      ]
    )
  }

  @Test("reading-order-drift: silent for the same order, and for Columns that leave items out")
  func readingOrderDriftSilent() {
    assertDiagnostics(
      """
      OrderHistory
      Meaning: the customer's past orders.
      Kind: table
      Columns: Order, Total
      Reading order: Order, Date, Total, Status
      iPhone reading order: order, date, total, status
      Mac reading order: Order, Date, Total, Status, Rating
      iPhone: list row per order
      iPad: list row per order
      Mac: table row per order
      Check: Mac: fine
      """,
      []
    )
  }

  // MARK: - mac-voiceover-untested

  @Test("mac-voiceover-untested: information on the header of a component with a Mac path and no Mac check")
  func macVoiceOverUntestedFires() {
    assertDiagnostics(
      """
      Platforms: iPad, Mac
      1️⃣OrderRow
      Meaning: one past order.
      iPad: list row
      Mac: table row
      Check: iPad: with Full Keyboard Access. Also read the Mac docs.
      component 2️⃣Other
      Meaning: another.
      iPad: list row
      Mac: table row
      """,
      [
        DiagnosticSpec("1️⃣", .macVoiceOverUntested, .information, message: "'OrderRow' has a Mac path but no Mac check"),
        DiagnosticSpec("2️⃣", .macVoiceOverUntested, .information),
      ]
    )
  }

  @Test(
    "mac-voiceover-untested: silent with any form of Mac check, or without a Mac path",
    arguments: [
      "Mac: table row\nCheck: Mac: VoiceOver reads the row.\n",
      "Mac: table row\nCheck: iPad: Tab reaches it.\n  Mac: VoiceOver reads the row.\n",
      "Mac: table row\nCheck Mac: VoiceOver reads the row.\n",
      "Mac: table row\nmacOS check: VoiceOver reads the row.\n",
      "Mac: table row\nCheck: macOS: VoiceOver reads the row.\n",
      "iPad: list row\n",
    ]
  )
  func macVoiceOverUntestedSilent(lines: String) {
    assertDiagnostics("OrderRow\nMeaning: one past order.\n" + lines, [], ignoring: [.missingPlatformPath])
  }
}
