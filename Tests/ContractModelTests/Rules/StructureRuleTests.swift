import Testing

@testable import ContractModel

/// `syntax`, `missing-meaning`, `missing-platform-path`, `same-without-previous`,
/// `duplicate-component`, `duplicate-field` and `invalid-shortcut`.
@Suite("Rules: structure")
struct StructureRuleTests {
  // MARK: - syntax

  @Test("syntax: free text at column 0, and an indented line with nothing to continue")
  func syntaxFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      Thing
      Meaning: a thing.
      Mac: table row
      1️⃣reviewed with the design team in March
        2️⃣dangling after an error
      Check: Mac: fine
      Other
        3️⃣indented right after a header
      Meaning: another thing.
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .syntax, .error, message: "'reviewed with the design team in March' is not a field"),
        DiagnosticSpec("2️⃣", .syntax, .error, message: "continues nothing"),
        DiagnosticSpec("3️⃣", .syntax, .error, message: "continues nothing"),
      ]
    )
  }

  @Test("syntax: a component header that is not one identifier")
  func syntaxBadComponentName() {
    assertDiagnostics(
      """
      Platforms: Mac
      1️⃣component Order Row
      Meaning: a thing.
      """,
      [DiagnosticSpec("1️⃣", .syntax, .error, message: "A component name is one identifier")],
      ignoring: [.unknownField]
    )
  }

  @Test("syntax: silent for a Note, a continuation line and comments")
  func syntaxSilent() {
    let diagnostics = assertDiagnostics(
      """
      Platforms: Mac
      # A comment at column 0
      Thing
      Meaning: a thing
        that goes on here.
          # an indented comment
      Note: reviewed with the design team in March
      Mac: table row
      Check: Mac: fine
      """,
      []
    )
    #expect(diagnostics.allSatisfy { $0.rule != .syntax })
    let document = TestWorkspace.make(MarkedText("Thing\nMeaning: a thing\n  that goes on.\n").text)
      .document(TestWorkspace.mainKey)
    #expect(document?.components.first?.value.field(.meaning)?.value == "a thing that goes on.")
  }

  // MARK: - missing-meaning

  @Test("missing-meaning: on the name of a `component X` header, and for an empty Meaning")
  func missingMeaningFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      component 1️⃣Thing
      Note: no meaning here
      Mac: table row
      Check: Mac: fine
      2️⃣Other
      Meaning:
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .missingMeaning, .error, message: "Component 'Thing' has no Meaning"),
        DiagnosticSpec("2️⃣", .missingMeaning, .error, message: "Component 'Other' has no Meaning"),
      ]
    )
  }

  @Test("missing-meaning: silent with a Meaning, whatever the key's case")
  func missingMeaningSilent() {
    assertDiagnostics(
      """
      Platforms: Mac
      COMPONENT Thing
      MEANING: a thing.
      mac: table row
      check: Mac: fine
      """,
      []
    )
  }

  // MARK: - missing-platform-path

  @Test("missing-platform-path: one per platform of Platforms without a path, on the component name")
  func missingPlatformPathFires() {
    assertDiagnostics(
      """
      Platforms: iPhone, iPad, Mac
      1️⃣Thing
      Meaning: a thing.
      iPhone: list row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .missingPlatformPath, .error, message: "no iPad path"),
        DiagnosticSpec("1️⃣", .missingPlatformPath, .error, message: "no Mac path"),
      ]
    )
  }

  @Test("missing-platform-path: the configuration's platforms apply when the file has no Platforms")
  func missingPlatformPathFromConfiguration() {
    assertDiagnostics(
      """
      1️⃣Thing
      Meaning: a thing.
      iPhone: list row
      """,
      [DiagnosticSpec("1️⃣", .missingPlatformPath, .error, message: "no Mac path")],
      configuration: Configuration(platforms: [.iPhone, .mac])
    )
  }

  @Test("missing-platform-path: silent when every platform has a path (macOS is an alias of Mac)")
  func missingPlatformPathSilent() {
    assertDiagnostics(
      """
      Platforms: iPhone, macOS
      Thing
      Meaning: a thing.
      iPhone: list row
      macOS: table row
      Check: Mac: fine
      """,
      []
    )
  }

  // MARK: - same-without-previous

  @Test("same-without-previous: on `same` when no earlier platform has a path")
  func sameWithoutPreviousFires() {
    assertDiagnostics(
      """
      Platforms: iPhone, Mac
      Thing
      Meaning: a thing.
      iPhone: 1️⃣same; list row
      Mac: table row
      Check: Mac: fine
      Other
      Meaning: another thing.
      Mac: 2️⃣Same + table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .sameWithoutPrevious, .error, message: "'same' on iPhone in 'Thing'"),
        DiagnosticSpec("2️⃣", .sameWithoutPrevious, .error, message: "'same' on Mac in 'Other'"),
      ],
      ignoring: [.missingPlatformPath]
    )
  }

  @Test("same-without-previous: silent when the earlier platform's line stands later in the file")
  func sameWithoutPreviousSilent() {
    let text = """
      Platforms: iPhone, iPad, Mac
      Thing
      Meaning: a thing.
      Mac: same + table row
      iPad: same + keyboard focus
      iPhone: list row
      Check: Mac: fine
      """
    assertDiagnostics(text, [])
    let document = TestWorkspace.make(text).document(TestWorkspace.mainKey)!
    let paths = document.components[0].value.paths
    #expect(paths[.iPad]?.inheritsFrom == .iPhone)
    #expect(paths[.mac]?.inheritsFrom == .iPad)
    #expect(paths[.mac]?.segments.map(\.text) == ["list row", "keyboard focus", "table row"])
  }

  // MARK: - duplicate-component

  @Test("duplicate-component: across two files of one App, pointing to the other file")
  func duplicateComponentAcrossFiles() {
    let other = "App: Leaf\nPlatforms: Mac\nOrderRow\nMeaning: another.\nMac: table row\nCheck: Mac: fine\n"
    let diagnostics = assertDiagnostics(
      """
      App: Leaf
      Platforms: Mac
      1️⃣OrderRow
      Meaning: one past order.
      Mac: table row
      Check: Mac: fine
      """,
      [DiagnosticSpec("1️⃣", .duplicateComponent, .error, message: "'OrderRow' is declared 2 times")],
      otherFiles: ["Other.contract": other]
    )
    let related = diagnostics.first { $0.rule == .duplicateComponent }?.related ?? []
    #expect(related.count == 1)
    #expect(related.first?.location.document == "Other.contract")
    let start = other.utf8.count - "OrderRow\nMeaning: another.\nMac: table row\nCheck: Mac: fine\n".utf8.count
    #expect(related.first?.location.range == SourceRange(start: start, end: start + 8))
  }

  @Test("duplicate-component: twice in one file, both headers; a file without App joins every app")
  func duplicateComponentInOneFile() {
    assertDiagnostics(
      """
      Platforms: Mac
      1️⃣Thing
      Meaning: a thing.
      Mac: table row
      Check: Mac: fine
      2️⃣Thing
      Meaning: the same thing.
      Mac: table row
      Check: Mac: fine
      """,
      [
        DiagnosticSpec("1️⃣", .duplicateComponent, .error, message: "declared 3 times"),
        DiagnosticSpec("2️⃣", .duplicateComponent, .error, message: "declared 3 times"),
      ],
      otherFiles: ["Other.contract": "App: Leaf\nThing\nMeaning: x.\n"]
    )
  }

  @Test("duplicate-component: silent between files of different Apps")
  func duplicateComponentOtherApp() {
    assertDiagnostics(
      """
      App: Leaf
      Platforms: Mac
      OrderRow
      Meaning: one past order.
      Mac: table row
      Check: Mac: fine
      """,
      [],
      otherFiles: ["Other.contract": "App: Fern\nPlatforms: Mac\nOrderRow\nMeaning: x.\nMac: table row\n"]
    )
  }

  // MARK: - duplicate-field

  @Test("duplicate-field: on the second key, pointing to the first")
  func duplicateFieldFires() {
    let diagnostics = assertDiagnostics(
      """
      Platforms: Mac
      App: Leaf
      1️⃣app: Fern
      Thing
      Meaning: a thing.
      Mac: table row
      2️⃣Meaning: another thing.
      Check: Mac: fine
      3️⃣check: Mac: again
      """,
      [
        DiagnosticSpec("1️⃣", .duplicateField, .warning, message: "'app' is written again in this block"),
        DiagnosticSpec("2️⃣", .duplicateField, .warning, message: "'Meaning' is written again in this block"),
        DiagnosticSpec("3️⃣", .duplicateField, .warning, message: "'check' is written again"),
      ]
    )
    let meaning = diagnostics.first { $0.message.contains("'Meaning'") }
    #expect(meaning?.related.first?.location.document == TestWorkspace.mainKey)
    let firstMeaning = "Platforms: Mac\nApp: Leaf\napp: Fern\nThing\n".utf8.count
    #expect(meaning?.related.first?.location.range == SourceRange(start: firstMeaning, end: firstMeaning + 7))
  }

  @Test("duplicate-field: silent for a repeated path field, which adds to the path")
  func duplicateFieldSilentForPaths() {
    let text = """
      Platforms: Mac
      Thing
      Meaning: a thing.
      Mac: table row
      Mac: Share with ⌥⌘S
      Check: Mac: fine
      """
    assertDiagnostics(text, [])
    let path = TestWorkspace.make(text).document(TestWorkspace.mainKey)?.components.first?.value.paths[.mac]
    #expect(path?.segments.map(\.text) == ["table row", "Share with ⌥⌘S"])
    #expect(path?.fields.count == 2)
  }

  // MARK: - invalid-shortcut

  @Test("invalid-shortcut: a repeated modifier in a path, a modifier alone in a menu")
  func invalidShortcutFires() {
    assertDiagnostics(
      """
      Platforms: Mac
      Thing
      Meaning: a thing. Primary action: Reorder.
      Mac: table row; Reorder in menu bar, 1️⃣⌘⌘R
      Check: Mac: fine

      menu Order
        Reorder: 2️⃣⌘⇧
      """,
      [
        DiagnosticSpec("1️⃣", .invalidShortcut, .error, message: "'⌘⌘R' in the Mac path of 'Thing'"),
        DiagnosticSpec("2️⃣", .invalidShortcut, .error, message: "for Order → Reorder"),
      ],
      ignoring: [.primaryActionWithoutCommand]
    )
  }

  @Test("invalid-shortcut: silent for valid symbol and text forms, and for free text like Shift-click")
  func invalidShortcutSilent() {
    assertDiagnostics(
      """
      Platforms: Mac
      Thing
      Meaning: a thing. Primary action: Reorder.
      Mac: table row; Reorder in menu bar, ⌘R; Archive with Shift-Cmd-Y; Select with Shift-click
      Check: Mac: fine

      menu Order
        Reorder: Command+R
      """,
      []
    )
  }

  @Test("invalid-shortcut: a variation selector only draws a character, so ⌘️R, Cmd-️Y and ⌘R️ are read")
  func invalidShortcutReadsThroughVariationSelectors() {
    for lineEnd in ["\n", "\r\n"] {
      let text = [
        "Platforms: Mac", "Thing", "Meaning: a thing. Primary action: Reorder.",
        "Mac: table row; Reorder in menu bar, ⌘\u{FE0F}R; Archive in menu bar, Cmd-\u{FE0F}Y\u{FE0E}",
        "Check: Mac: fine", "", "menu Order", "  Reorder: ⌘R\u{FE0F}", "  Archive: Cmd\u{FE0F}-Y",
      ].joined(separator: lineEnd)
      assertDiagnostics(text, [])
    }
  }

  @Test("invalid-shortcut: a combining mark makes another letter, which is no key (⌘R\u{301} is ⌘Ŕ)")
  func invalidShortcutCombiningMark() {
    assertDiagnostics(
      """
      Platforms: Mac
      Thing
      Meaning: a thing. Primary action: Reorder.
      Mac: table row; Reorder in menu bar, ⌘R

      menu Order
        Reorder: ⌘R
        Archive: 1️⃣⌘Y\u{301}
      """,
      [DiagnosticSpec("1️⃣", .invalidShortcut, .error, message: "is not a key name")]
    )
  }
}
