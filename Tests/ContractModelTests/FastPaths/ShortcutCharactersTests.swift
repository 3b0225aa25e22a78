import Testing

@testable import ContractModel

/// ``ShortcutCharacters`` answers what `Array(text)` and `Character`'s properties answer, reading
/// through variation selectors: an ASCII scalar with them is answered for as that scalar.
@Suite("Shortcut characters agree with Character")
struct ShortcutCharactersTests {
  /// Whether `scalar` is a variation selector, by Unicode's blocks of them.
  private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
  }

  /// The old reader's way to find a character's symbol, with every variation selector.
  private static func referenceSymbol(_ character: Character) -> Unicode.Scalar? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return nil }
    return scalars.dropFirst().allSatisfy(isVariationSelector) ? first : nil
  }

  /// The character as read: an ASCII scalar followed by variation selectors only is that scalar.
  private static func read(_ character: Character) -> Character {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, first.isASCII, scalars.dropFirst().allSatisfy(isVariationSelector) else {
      return character
    }
    return Character(first)
  }

  /// `character` without its variation selectors.
  private static func withoutVariationSelectors(_ character: Character) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: character.unicodeScalars.filter { !isVariationSelector($0) })
    return String(scalars)
  }

  /// The differences between `ShortcutCharacters(text)` and `Array(text)`.
  private static func problems(_ text: String) -> [String] {
    let table = ShortcutCharacters(text)
    let characters = Array(text)
    guard table.count == characters.count else {
      return ["\(text.debugDescription): \(table.count) characters, not \(characters.count)"]
    }
    var problems: [String] = []
    var offset = 0
    let checked: [UInt8] = Array(" +-_/,;.`Kk:#".utf8)
    for (index, written) in characters.enumerated() {
      let character = read(written)
      var same =
        table.offsets[index] == offset && table[index] == written
        && table.symbol(at: index) == referenceSymbol(written)
        && table.isWord(at: index) == (character.isLetter || character.isNumber)
        && table.isWhitespace(at: index) == character.isWhitespace && table.isNewline(at: index) == character.isNewline
        && table.asciiValue(at: index) == character.asciiValue
        && table.text(index, index + 1) == String(written)
        && table.name(index, index + 1) == Self.withoutVariationSelectors(written)
      for ascii in checked {
        let other = Character(Unicode.Scalar(ascii))
        same = same && table.isCharacter(at: index, ascii) == (character == other)
        same = same && table.equalsIgnoringCase(at: index, ascii) == (character.lowercased() == other.lowercased())
      }
      if !same { problems.append("\(text.debugDescription): character \(index) \(written.debugDescription)") }
      offset += written.utf8.count
    }
    if table.offsets.last != text.utf8.count { problems.append("\(text.debugDescription): end offset") }
    if table.text(0, table.count) != text { problems.append("\(text.debugDescription): whole text") }
    return problems
  }

  @Test("Single characters, pairs and mixed words split and classify like Character")
  func samples() async {
    let problems = await PropertyCheck.offSharedThreads { FastPathSamples.strings().flatMap(Self.problems) }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }

  @Test("Real and random contracts split and classify like Character")
  func contracts() async throws {
    let problems = try await PropertyCheck.problems(seed: 0xC4A2, count: 80) { text in
      text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { Self.problems(String($0)) }
        + Self.problems(text)
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }
}
