import Testing

@testable import ContractModel

/// The cheap tests that skip work find what the full work finds.
@Suite("Scanner and presentation shortcuts agree with the full reading")
struct ScannerFilterTests {
  @Test("Every symbol that starts a token is encoded with lead byte 0xE2 or 0xF0")
  func symbolLeadBytes() {
    for symbol in ShortcutScanner.tokenSymbols {
      let lead = String(symbol).utf8.first!
      #expect(lead == 0xE2 || lead == 0xF0, "\(symbol)")
    }
  }

  private static func problems(_ text: String) -> [String] {
    var problems: [String] = []
    if ShortcutScanner.scan(text) != ShortcutScanner.scanEveryCharacter(text) { problems.append("scan") }
    let bytes = Array(text.utf8)
    for start in [0, bytes.count / 3, bytes.count / 2] where start <= bytes.count {
      var boundary = start
      while boundary < bytes.count, bytes[boundary] & 0xC0 == 0x80 { boundary += 1 }
      if PathParser.presentedWord(bytes, boundary..<bytes.count)
        != PathParser.presentedWordByCharacters(bytes, boundary..<bytes.count)
      {
        problems.append("presentedWord from \(boundary)")
      }
    }
    let reader = ShortcutReader(text)
    for index in 0..<reader.count where !reader.mayStartTextForm(at: index) {
      if case .read = reader.readTextForm(at: index) { problems.append("text form at \(index) fails the cheap test") }
    }
    return problems.map { "\(text.debugDescription): \($0)" }
  }

  @Test("Characters, pairs and mixed words")
  func samples() async {
    let extra = [
      "row → Details", "row → the\tsheet", "a → \tpopover now", "x → İnspector", "x → \u{212A}", "cell → Sheet  window",
      "⌘K", "⌥⇧⌘K", "⌘⌘K", "⌘k", "⌘1", "⌘_", "⇪⌘K", "🌐K", "⌘K ", "⌘K\u{301}", "⌘é", "⇧⌘⌥⌃Z", "⌃⌥",
      "Cmd-R", "a-b", "é-", "⌘", "é+R", "Caps Lock-X", "caps  lock+Y", "fn-F5", "Globe-E", "Command+Shift+Z", "cmd-⌫",
      "Ctrl-Opt-Space", "Cmd-,", "⌘ Shift-click", "→ Option+Return", "Function-Left Arrow",
    ]
    let problems = await PropertyCheck.offSharedThreads { (FastPathSamples.strings() + extra).flatMap(Self.problems) }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }

  @Test("Real and random contracts, line by line")
  func contracts() async throws {
    let problems = try await PropertyCheck.problems(seed: 0x5CA7, count: 80) { text in
      text.split(separator: "\n").flatMap { Self.problems(String($0)) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }
}
