import Testing

@testable import ContractModel

/// The byte-level key, name, fold and word checks agree with the Unicode ones they stand in for.
@Suite("ASCII word checks agree with the Unicode ones")
struct WordCheckTests {
  private static func problems(_ text: String) -> [String] {
    var problems: [String] = []
    if LineClassifier.validKey(text) != LineClassifier.validKeyByScalars(text) { problems.append("validKey") }
    if LineClassifier.isIdentifier(text) != LineClassifier.isIdentifierByScalars(text) {
      problems.append("isIdentifier")
    }
    if ListItem.fold(text) != ListItem.foldByCharacters(text) { problems.append("fold") }
    if FieldKey(anyContext: text) != FieldKey(spelledOut: text) { problems.append("FieldKey") }
    let lowered = text.lowercased()
    if LetterWords.lowercased(text) != lowered.split(whereSeparator: { !$0.isLetter }).map(String.init) {
      problems.append("letter words")
    }
    let withDigits = lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    if LetterWords.lowercased(text, digits: true) != withDigits { problems.append("letter and digit words") }
    if CommandWord.of(text) != CommandWord.byScalars(text) { problems.append("command word") }
    for word in [text, text + "ing", text + "es", text + "e", "\(text)ed"] {
      if ShortcutStandardMeaning.stem(word) != ShortcutStandardMeaning.stemByCharacters(word) {
        problems.append("stem of \(word.debugDescription)")
      }
    }
    return problems.map { "\(text.debugDescription): \($0)" }
  }

  @Test("Characters, pairs and mixed words")
  func samples() async {
    let problems = await PropertyCheck.offSharedThreads { FastPathSamples.strings().flatMap(Self.problems) }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }

  @Test("Every field key spelling in any case and spacing resolves as spelled out")
  func fieldKeys() {
    let platforms = ["iPhone", "iPad", "Mac", "macOS", "IPHONE", "mac OS"]
    var keys = FieldKey.names(in: .component) + FieldKey.names(in: .fileHeader) + FieldKey.names(in: .catalog)
    keys += ["Primary", "Primary actions", "Focus", "\u{212A}ind", "İPad", "Check  Mac", " reading order"]
    for platform in platforms {
      keys += [platform, "Check \(platform)", "\(platform) check", "\(platform) Reading Order"]
    }
    var problems: [String] = []
    for key in keys {
      for variant in [
        key, key.lowercased(), key.uppercased(), "  " + key + " ", key.replacingSpaces(with: "   "),
        key.replacingSpaces(with: "\t"),
      ] {
        problems += Self.problems(variant)
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    #expect(FieldKey(anyContext: "check  IPAD") == .check(.iPad))
    #expect(FieldKey(anyContext: "\u{212A}ind") == .kind)
  }

  @Test("Keys, names and values of real and random contracts")
  func contracts() async throws {
    let problems = try await PropertyCheck.problems(seed: 0x3E75, count: 80) { text in
      text.split(whereSeparator: { $0 == "\n" || $0 == ":" || $0 == "," }).flatMap { Self.problems(String($0)) }
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }
}

extension String {
  fileprivate func replacingSpaces(with blank: String) -> String {
    split(separator: " ", omittingEmptySubsequences: false).joined(separator: blank)
  }
}
