import Testing

@testable import ContractModel

@Suite("Shortcut facts")
struct FactsTests {
  private func shortcut(_ token: String) -> Shortcut { Shortcut.parse(token).shortcut! }

  private func facts(_ token: String, on platform: Platform) -> [ShortcutFact] {
    ShortcutFacts.facts(for: shortcut(token), on: platform)
  }

  @Test("Every table row parses, as a shortcut or a pattern")
  func everyRowParses() {
    for row in ShortcutTables.mac + ShortcutTables.iPad {
      let parses = Shortcut.parse(row.written).isValid || ShortcutPattern(row.written) != nil
      #expect(parses, "\(row.written)")
    }
    #expect(ShortcutFacts.mac.count == ShortcutTables.mac.count)
    #expect(ShortcutFacts.iPad.count == ShortcutTables.iPad.count)
    for fact in ShortcutFacts.mac + ShortcutFacts.iPad {
      #expect((fact.shortcut == nil) != (fact.pattern == nil), "\(fact.written)")
    }
  }

  @Test("The tables hold every bindable row of the reference data")
  func rowCounts() {
    // 222 Mac rows less six ⏏ / power-button chords; 97 iPad rows less ⌘ alone, 🌐 alone and five ⇥-letter rows.
    #expect(ShortcutFacts.mac.count == 216)
    #expect(ShortcutFacts.iPad.count == 90)
    #expect(ShortcutFacts.mac.allSatisfy { $0.platform == .mac })
    #expect(ShortcutFacts.iPad.allSatisfy { $0.platform == .iPad })
  }

  @Test("A shortcut appears at most once per scope on a platform")
  func noDuplicateRows() {
    for table in [ShortcutFacts.mac, ShortcutFacts.iPad] {
      let keys = table.map { "\($0.written) \($0.scope)" }
      #expect(Set(keys).count == keys.count)
    }
  }

  @Test("⌘Space is reserved by the system on Mac, and confirmed")
  func commandSpace() {
    let found = facts("⌘Space", on: .mac)
    #expect(found.count == 1)
    #expect(found.first?.severity == .reserved)
    #expect(found.first?.scope == .system)
    #expect(found.first?.confirmed == true)
    #expect(facts("Cmd-Space", on: .mac) == found)
  }

  @Test("⌃⌥R is matched by the VoiceOver pattern on Mac, after its own row")
  func voiceOverPattern() {
    let found = facts("⌃⌥R", on: .mac)
    #expect(found.map(\.written) == ["⌃⌥R", "⌃⌥*"])
    #expect(found.allSatisfy { $0.scope == .voiceOver && $0.severity == .reserved && $0.confirmed })
    #expect(found.last?.pattern == ShortcutPattern(modifiers: [.control, .option]))

    let unlisted = facts("⌃⌥⇧X", on: .mac)
    #expect(unlisted.map(\.written) == ["⌃⌥*"])
    #expect(facts("⇪⌘X", on: .mac).map(\.written) == ["⇪*"])
    #expect(facts("⌃⌘X", on: .mac).isEmpty)
  }

  @Test("A shortcut listed in two scopes gives both rows, then the pattern")
  func severalScopes() {
    let found = facts("⌃⌥Space", on: .mac)
    #expect(found.map(\.scope) == [.system, .voiceOver, .voiceOver])
    #expect(found.last?.pattern != nil)
  }

  @Test(
    "Standard app-menu rows carry the command's word",
    arguments: [
      ("⌘C", "Copy"), ("⌘N", "New"), ("⌘F", "Find"), ("⌘V", "Paste"), ("⌘X", "Cut"), ("⌘Z", "Undo"),
      ("⇧⌘Z", "Redo"), ("⌘S", "Save"), ("⌘O", "Open"), ("⌘P", "Print"), ("⌘W", "Close"), ("⌘A", "Select"),
      ("⌘Q", "Quit"), ("⌘M", "Minimize"), ("⌘,", "Settings"), ("⌘?", "Help"), ("⌘H", "Hide"), ("⌘B", "Bold"),
      ("⌘I", "Italic"), ("⌘U", "Underline"), ("⌘G", "Find"), ("⌘.", "Cancel"), ("⇧⌘P", "Page"),
    ]
  )
  func standardMeanings(token: String, word: String) {
    let row = facts(token, on: .mac).first { $0.scope == .standardAppMenu }
    #expect(row?.meaning.split(whereSeparator: { !$0.isLetter }).contains(Substring(word)) == true)
  }

  @Test("⌘C is a standard Copy on Mac and iPad")
  func commandC() {
    for platform in [Platform.mac, .iPad] {
      let row = facts("⌘C", on: platform).first
      #expect(row?.severity == .standard)
      #expect(row?.scope == .standardAppMenu)
      #expect(row?.meaning.contains("Copy") == true)
      #expect(row?.confirmed == true)
    }
  }

  @Test("Legacy and third-party rows are unconfirmed")
  func unconfirmed() {
    #expect(facts("F11", on: .mac).first?.confirmed == false)
    #expect(facts("F8", on: .mac).first?.confirmed == true)
    #expect(facts("🌐H", on: .mac).first?.confirmed == false)
    #expect(facts("⌘R", on: .iPad).first?.confirmed == false)
    #expect(facts("⌘R", on: .mac).isEmpty)
  }

  @Test("Rows written with Shift normalise like contracts do")
  func normalisedRows() {
    #expect(facts("⇧⌘/", on: .mac).first?.meaning.contains("Help") == true)
    #expect(facts("⇧⌘=", on: .mac).first?.written == "⌘+")
    #expect(facts("⌘+", on: .mac).first?.meaning.contains("Increase") == true)
    #expect(facts("⇧⌘[", on: .mac).first?.meaning == "Align Left")
  }

  @Test("⌘H is reserved on iPad, and iPhone uses the iPad table")
  func iPadAndIPhone() {
    let iPad = facts("⌘H", on: .iPad)
    #expect(iPad.first?.severity == .reserved)
    #expect(iPad.first?.confirmed == true)
    #expect(facts("⌘H", on: .iPhone) == iPad)
    #expect(facts("⌃⌥R", on: .iPhone).map(\.written) == ["⌃⌥*"])
    #expect(ShortcutFacts.facts(on: .iPhone) == ShortcutFacts.iPad)
    #expect(facts("⌘Q", on: .iPad).first?.confirmed == false)
  }

  @Test("Lookups are fast enough for every keystroke")
  func lookupSpeed() {
    let shortcuts = ShortcutKey.allCanonical.map { Shortcut(modifiers: .command, key: $0) }
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      var total = 0
      for _ in 0..<100 {
        for shortcut in shortcuts { total += ShortcutFacts.facts(for: shortcut, on: .mac).count }
      }
      #expect(total > 0)
    }
    #expect(elapsed < .seconds(2))
  }
}
