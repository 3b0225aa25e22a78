import Testing

@testable import ContractModel

/// One mistake, one finding, for a primary action whose name misspells the menu command its paths
/// name (`Primary action: Reordr.` beside `Mac: Reorder in menu bar` and the menu's `Reorder: ⌘R`):
/// read as the command, with one `primary-action-without-command` finding on the name.
@Suite("Precision: a misspelt primary action name")
struct MisspeltPrimaryNameTests {
  /// A component with `primary` as its primary action, `mac` as its Mac path and, when given,
  /// `iPad` as its iPad path, beside `menu Order` with `Reorder: ⌘R`.
  private static func contract(primary: String, mac: String, iPad: String? = nil) -> String {
    let platforms = iPad == nil ? "Mac" : "iPad, Mac"
    return [
      "App: Leaf", "Platforms: \(platforms)", "OrderRow", "Meaning: one past order. Primary action: \(primary).",
      "Mac: \(mac)", iPad.map { "iPad: \($0)" }, "Check: Mac: VoiceOver reads the row.", "", "menu Order",
      "  Reorder: ⌘R",
    ].compactMap { $0 }.joined(separator: "\n")
  }

  @Test(
    "The typo is one error, on the name: not a lost menu command beside two shortcut conflicts",
    arguments: [
      "table row; Reorder in menu bar; ⌘R", "table row; Reorder in menu bar, ⌘R", "table row; Reorder with ⌘R",
    ]
  )
  func oneFinding(mac: String) {
    assertDiagnostics(
      Self.contract(primary: "1️⃣Reordr", mac: mac),
      [
        DiagnosticSpec(
          "1️⃣",
          .primaryActionWithoutCommand,
          .error,
          message: "Primary action 'Reordr' of 'OrderRow' has no menu command on Mac: no menu and no path names it. "
            + "It is read as 'Reorder', the menu command the Mac path names"
        )
      ]
    )
    let all = TestWorkspace.diagnostics(MarkedText(Self.contract(primary: "1️⃣Reordr", mac: mac)).text)
    #expect(all.first { $0.rule == .primaryActionWithoutCommand }?.message.hasSuffix("Did you mean 'Reorder'?") == true)
  }

  @Test("The iPad path is read the same way: its shortcut binds the command, and the typo is one finding")
  func onIPad() {
    assertDiagnostics(
      Self.contract(primary: "1️⃣Reodrer", mac: "table row; Reorder in menu bar; ⌘R", iPad: "list row; ⌘R"),
      [DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .error, message: "Did you mean 'Reorder'?")]
    )
  }

  @Test("What the read primary action still lacks is a second mistake: a warning, saying how the name was read")
  func whatItLacksIsAReading() {
    assertDiagnostics(
      """
      Platforms: Mac
      OrderRow
      Meaning: one past order. Primary action: 1️⃣Reordr.
      2️⃣Mac: table row; Reorder in menu bar
      Check: Mac: VoiceOver reads the row.

      menu Order
        Reorder
      """,
      [
        DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .error, message: "Did you mean 'Reorder'?"),
        DiagnosticSpec(
          "2️⃣",
          .primaryActionWithoutCommand,
          .warning,
          message: "Primary action 'Reorder' of 'OrderRow' has no keyboard shortcut on Mac: add 'Reorder in menu bar, "
            + "⌘R' to the Mac path (and the command to a menu block). ('Reordr' is read as the menu command 'Reorder'.)"
        ),
      ]
    )
  }

  @Test("The rename is the quick fix, offered but not safe, and leaves no finding")
  func renameFix() throws {
    let scenario = FixScenario(
      "Platforms: Mac\nOrderRow\nMeaning: one past order. Primary action: Reordr.\n"
        + "Mac: table row; Reorder in menu bar; ⌘R\nCheck: Mac: fine\n\nmenu Order\n  Reorder: ⌘R\n"
    )
    let fix = try #require(scenario.fixes(.primaryActionWithoutCommand).first)
    #expect(fix.title == "Replace 'Reordr' with 'Reorder'" && !fix.isSafe)
    #expect(scenario.applying(fix).contains("Primary action: Reorder."))
    #expect(scenario.rulesAfter(fix).isEmpty)
  }

  @Test("Not read: a name a path writes, two edits away, a command of its own, or one a segment's menu bar reaches")
  func notRead() {
    // Written in the path: two actions, each with its own findings.
    let written = Self.contract(primary: "Reordr", mac: "table row; Reordr in menu bar, ⌘E; Reorder in menu bar, ⌘R")
    // Two edits from the command.
    let far = Self.contract(primary: "Reodrr", mac: "table row; Reorder in menu bar, ⌘R")
    // A menu command of its own.
    let command = Self.contract(primary: "Reordr", mac: "table row; Reorder in menu bar, ⌘R") + "\n  Reordr: ⌘E"
    // A segment without a subject gives it a menu command.
    let reached = Self.contract(primary: "Reordr", mac: "table row; in menu bar, ⌘E; Reorder in menu bar, ⌘R")
    for text in [written, far, command, reached] {
      let workspace = TestWorkspace.make(text)
      let component = workspace.document(TestWorkspace.mainKey)?.components.first?.value
      #expect(component?.primaryActions.first?.hasPrefix("Reo") == true && component?.misspeltPrimaryNames == [])
      #expect(!workspace.diagnostics(for: TestWorkspace.mainKey).contains { $0.message.contains("Did you mean") })
    }
  }

  @Test("A menu command named as written, added in another file, ends the reading: the engine reads the block again")
  func commandAddedLater() {
    let text = Self.contract(primary: "Reordr", mac: "table row; Reorder in menu bar, ⌘R")
    let workspace = TestWorkspace.make(text)
    func didYouMean() -> Bool {
      workspace.diagnostics(for: TestWorkspace.mainKey).contains { $0.message.hasSuffix("Did you mean 'Reorder'?") }
    }
    #expect(didYouMean())
    workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Edit\n  Reordr: ⌘E\n")
    #expect(!didYouMean())
    workspace.setDocument("Menus.contract", text: "App: Leaf\n")
    #expect(didYouMean())
  }

  @Test("A right name is read as written, and a menu command of its own is looked up for the engine")
  func rightName() {
    assertDiagnostics(Self.contract(primary: "Reorder", mac: "table row; Reorder in menu bar, ⌘R"), [])
    let block = ContractParser.parse(
      "OrderRow\nMeaning: m. Primary action: Reordr.\nMac: table row; Reorder in menu bar, ⌘R\n"
    ).blocks[0]
    var reader = ComponentReader(block: block) { $0 == "reorder" ? ["Reorder"] : [] }
    let component = reader.read()
    #expect(component.primaryActions == ["Reorder"] && component.actions.count == 1)
    #expect(component.misspeltPrimaryNames.map(\.written) == ["Reordr"])
    #expect(reader.segmentWords == ["reorder", "reordr", "table"])
  }
}
