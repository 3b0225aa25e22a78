import Testing

@testable import ContractModel

/// The seed's OrderRow (design section 2, verbatim) and its completed version (section 8).
@Suite("The seed's OrderRow")
struct SeedTests {
  /// Section 2's example, verbatim.
  static let seed = """
    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
    """

  /// Section 8's last paragraph: the seed with Focus after dismiss, the Check and the Order menu.
  static let completed = """
    OrderRow
    Meaning: one past order. Number, date, total, status. Primary action: Reorder.
    iPhone: row → details; Reorder button visible; Delete as swipe + custom action
    iPad: same + keyboard focus on row, context menu, ⌘R
    Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
    Focus after dismiss: selected row
    Check: Mac: Order → Reorder works with the keyboard alone. iPad: hold Command, and Reorder ⌘R appears in the overlay.

    menu Order
      Reorder: ⌘R
    """

  @Test("The seed gives exactly focus-return-unspecified on iPad and mac-voiceover-untested on the header")
  func seedDiagnostics() {
    assertDiagnostics(
      """
      1️⃣OrderRow
      Meaning: one past order. Number, date, total, status. Primary action: Reorder.
      iPhone: row → details; Reorder button visible; Delete as swipe + custom action
      2️⃣iPad: same + keyboard focus on row, context menu, ⌘R
      Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫
      """,
      [
        DiagnosticSpec("1️⃣", .macVoiceOverUntested, .information, message: "'OrderRow' has a Mac path but no Mac check"),
        DiagnosticSpec(
          "2️⃣",
          .focusReturnUnspecified,
          .warning,
          message: "The iPad path of 'OrderRow' presents details ('row → details')"
        ),
      ],
      ignoring: []
    )
  }

  @Test("The marked seed is the seed verbatim, and the ranges are the iPad key and the component name")
  func seedRanges() throws {
    let diagnostics = TestWorkspace.diagnostics(Self.seed)
    let lines = LineTable(Self.seed)
    let described = diagnostics.map {
      "\($0.rule) \(lines.position(of: $0.range.start))-\(lines.position(of: $0.range.end))"
    }
    #expect(described == ["mac-voiceover-untested 1:1-1:9", "focus-return-unspecified 4:1-4:5"])
    #expect(diagnostics.map { lines.text(in: $0.range) } == ["OrderRow", "iPad"])
  }

  @Test("The seed reads as the design says: actions, inherited path, bindings")
  func seedModel() throws {
    let document = ContractDocument(key: "Seed.contract", text: Self.seed)
    #expect(document.blocks.allSatisfy { $0.model.tree.diagnostics.isEmpty })
    let row = try #require(document.components.first?.value)
    #expect(document.components.count == 1)
    #expect(row.primaryActions == ["Reorder"])
    #expect(row.actions.map(\.name) == ["Reorder", "Delete"])
    #expect(row.actions.map(\.origin) == [.primary, .implicit])
    let iPad = try #require(row.paths[.iPad])
    #expect(iPad.inheritsFrom == .iPhone)
    #expect(
      iPad.segments.map(\.text) == [
        "row → details", "Reorder button visible", "Delete as swipe + custom action",
        "keyboard focus on row, context menu, ⌘R",
      ]
    )
    #expect(iPad.presentations.map(\.presented) == ["details"])
    #expect(row.paths[.mac]?.presentations.isEmpty == true)
    let bindings = document.shortcutBindings.map { "\($0.shortcut) \($0.platform) \($0.target)" }
    #expect(bindings == ["⌘R iPad Reorder", "⌘R Mac Reorder", "⌫ Mac Delete"])
    let reach = ReachTable(component: row, workspace: WorkspaceFacts(), app: nil)
    #expect(reach.ways(to: "Delete", on: .iPhone).summary == "swipe, custom action")
    #expect(reach.ways(to: "Reorder", on: .mac).hasMenuCommand)
    #expect(reach.ways(to: "Reorder", on: .iPad).hasShortcut)
  }

  @Test("The completed OrderRow gives nothing at all")
  func completedIsClean() {
    assertDiagnostics(Self.completed, [], ignoring: [])
  }

  @Test("The completed OrderRow is clean with its menu in another file of the same App, as in Examples/Leaf")
  func completedWithMenuElsewhere() {
    let row = "App: Leaf\n" + Self.completed.replacing("\n\nmenu Order\n  Reorder: ⌘R", with: "")
    #expect(!row.contains("menu Order"))
    assertDiagnostics(row, [], ignoring: [], otherFiles: ["Menus.contract": "App: Leaf\nmenu Order\n  Reorder: ⌘R\n"])
  }

  @Test("The seed with CRLF line ends and a BOM gives the same findings on the same lines")
  func seedCRLFAndBOM() {
    for text in ["\u{FEFF}" + Self.seed, Self.seed.replacing("\n", with: "\r\n") + "\r\n"] {
      let lines = LineTable(text)
      let found = TestWorkspace.diagnostics(text).map { "\($0.rule) \(lines.text(in: $0.range))" }
      #expect(found == ["mac-voiceover-untested OrderRow", "focus-return-unspecified iPad"])
    }
    let completed = Self.completed.replacing("\n", with: "\r\n")
    #expect(TestWorkspace.diagnostics(completed).isEmpty)
  }
}
