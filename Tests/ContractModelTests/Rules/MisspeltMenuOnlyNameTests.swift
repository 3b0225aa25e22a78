import Testing

@testable import ContractModel

/// One mistake, one finding, for a primary action whose name misspells a menu command no path
/// names (`Primary action: Reordr.` beside `Mac: table row; ⌘R` and the menu's `Reorder: ⌘R`):
/// read as the command, so the `⌘R` without a subject binds it, with one
/// `primary-action-without-command` finding on the name.
@Suite("Precision: a primary action name misspelling a command only a menu declares")
struct MisspeltMenuOnlyNameTests {
  /// A component with `primary` as its primary action and `mac` as its Mac path (and `iPad` as its
  /// iPad path, when given), beside `menu Order` with `commands`.
  private static func contract(
    primary: String,
    mac: String,
    iPad: String? = nil,
    commands: [String] = ["Reorder: ⌘R"]
  ) -> String {
    let platforms = iPad == nil ? "Mac" : "iPad, Mac"
    return
      ([
        "App: Leaf", "Platforms: \(platforms)", "OrderRow", "Meaning: one past order. Primary action: \(primary).",
        "Mac: \(mac)", iPad.map { "iPad: \($0)" }, "Check: Mac: VoiceOver reads the row.", "", "menu Order",
      ].compactMap { $0 } + commands.map { "  " + $0 }).joined(separator: "\n")
  }

  @Test(
    "The typo is one error, on the name: not a lost menu command beside two shortcut conflicts",
    arguments: ["table row; ⌘R", "table row; Pressing ⌘R reorders the list"]
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
            + "It is read as 'Reorder', the one menu command one edit from it (⌘R, menu bar). Did you mean 'Reorder'?"
        )
      ]
    )
  }

  @Test("A shortcut on iPad alone binds the command too, and a typo in a later word is read the same way")
  func iPadAndLaterWord() {
    assertDiagnostics(
      Self.contract(primary: "1️⃣Reodrer", mac: "table row", iPad: "list row; ⌘R"),
      [DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .error, message: "Did you mean 'Reorder'?")]
    )
    assertDiagnostics(
      Self.contract(primary: "1️⃣Reorder Itms", mac: "table row; ⌘R", commands: ["Reorder Items: ⌘R"]),
      [DiagnosticSpec("1️⃣", .primaryActionWithoutCommand, .error, message: "Did you mean 'Reorder Items'?")]
    )
  }

  @Test("Another shortcut in the path is a second mistake: a warning that says how the name was read")
  func mismatchSaysTheReading() {
    let text = Self.contract(primary: "Reordr", mac: "table row; ⌘R", commands: ["Reorder: ⌥⌘O"])
    let found = TestWorkspace.diagnostics(text)
    #expect(found.map(\.rule) == [.primaryActionWithoutCommand, .shortcutMismatch])
    #expect(found.last?.message.hasSuffix("('Reordr' is read as the menu command 'Reorder'.)") == true)
  }

  @Test("The rename is the quick fix, offered but not safe, and leaves no finding")
  func renameFix() throws {
    let scenario = FixScenario(Self.contract(primary: "Reordr", mac: "table row; ⌘R") + "\n")
    let fix = try #require(scenario.fixes(.primaryActionWithoutCommand).first)
    #expect(fix.title == "Replace 'Reordr' with 'Reorder'" && !fix.isSafe)
    #expect(scenario.applying(fix).contains("Primary action: Reorder."))
    #expect(scenario.rulesAfter(fix).isEmpty)
  }

  @Test(
    "Not read: no shortcut without a subject, two close commands, two edits, a command of its own, an action, a menu bar"
  )
  func notRead() {
    let texts = [
      Self.contract(primary: "Reordr", mac: "table row"),
      Self.contract(primary: "Reordr", mac: "table row; ⌘R", commands: ["Reorder: ⌘R", "Reordrs"]),
      Self.contract(primary: "Reodrr", mac: "table row; ⌘R"),
      Self.contract(primary: "Reordr", mac: "table row; ⌘R", commands: ["Reorder: ⌘R", "Reordr: ⌘E"]),
      "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: one past order. Primary action: Reordr.\nActions: Reorder\n"
        + "Mac: table row; ⌘R\nCheck: Mac: fine\n\nmenu Order\n  Reorder: ⌘R",
      Self.contract(primary: "Reordr", mac: "table row; in menu bar, ⌘R"),
    ]
    for text in texts {
      let workspace = TestWorkspace.make(text)
      let component = workspace.document(TestWorkspace.mainKey)?.components.first?.value
      #expect(component?.primaryActions.first?.hasPrefix("Reo") == true && component?.misspeltPrimaryNames == [])
      #expect(!workspace.diagnostics(for: TestWorkspace.mainKey).contains { $0.message.contains("Did you mean") })
    }
  }

  @Test("The command coming or going in another file starts or ends the reading: the engine reads the block again")
  func commandInAnotherFile() {
    let text = Self.contract(primary: "Reordr", mac: "table row; ⌘R", commands: ["Archive"])
    let workspace = TestWorkspace.make(text)
    func didYouMean() -> Bool {
      workspace.diagnostics(for: TestWorkspace.mainKey).contains { $0.message.hasSuffix("Did you mean 'Reorder'?") }
    }
    #expect(!didYouMean())
    workspace.setDocument("Menus.contract", text: "App: Leaf\nmenu Edit\n  Reorder: ⌘R\n")
    #expect(didYouMean())
    #expect(!workspace.diagnostics(for: TestWorkspace.mainKey).contains { $0.rule == .shortcutConflict })
    workspace.setDocument("Menus.contract", text: "App: Leaf\n")
    #expect(!didYouMean())
  }

  @Test("The words one edit from a first word: each edit once, the word itself not among them")
  func wordsOneEdit() {
    let words = ComponentReader.wordsOneEdit(from: "reordr")
    #expect(words.contains("reorder") && words.contains("reodrr") && words.contains("reord"))
    #expect(!words.contains("reordr"))
    #expect(Set(words).count == words.count && words.allSatisfy { ActionTypo.isOneEdit("reordr", $0) || $0.count < 4 })
    #expect(ComponentReader.wordsOneEdit(from: "ab").isEmpty && ComponentReader.wordsOneEdit(from: "réordr").isEmpty)
  }
}
