/// Lint: a path must never hide or remove the focus ring ("We don't hide the focus ring for
/// visual reasons").
enum HiddenFocusRing: BlockRule {
  static let descriptor = RuleDescriptor(
    .hiddenFocusRing,
    .error,
    "A path hides or removes the focus ring.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      for platform in Platform.allCases {
        guard let path = component.paths[platform] else { continue }
        // A piece is part of its segment's text: a segment that never names focus hides nothing.
        for segment in path.ownSegments where mentionsFocus(segment.text) {
          for piece in segment.pieces where hides(piece) {
            result.append(
              diagnostic(
                "The \(platform) path of '\(component.name)' hides the focus ring ('\(piece.text)'): keyboard "
                  + "users lose track of focus. Keep the system focus ring visible.",
                at: piece.range
              )
            )
          }
        }
      }
    }
    return result
  }

  /// Whether `text` holds `focus` in any ASCII case.
  static func mentionsFocus(_ text: String) -> Bool {
    ASCIIBytes.with(text) { ASCIIBytes.contains($0, lowercased: "focus") }
  }

  /// Whether the piece names the focus ring together with a negation.
  static func hides(_ piece: PathPiece) -> Bool {
    ASCIIBytes.with(piece.text) { bytes in
      // Every form below names focus: most pieces never get past this byte scan.
      guard ASCIIBytes.contains(bytes, lowercased: "focus") else { return false }
      guard ASCIIBytes.isASCII(bytes) else { return hidesByCharacters(piece) }
      // ASCII: lower-casing is byte by byte, and the letters are exactly `A`–`Z` and `a`–`z`.
      if ASCIIBytes.contains(bytes, lowercased: "focusringtype") && ASCIIBytes.contains(bytes, lowercased: "none") {
        return true
      }
      if ASCIIBytes.contains(bytes, lowercased: "focuseffectdisabled") { return true }
      guard piece.mechanisms.contains(where: { $0.mechanism.isFocusRing }) else { return false }
      var reader = RingNegation()
      let hidden = ASCIIBytes.firstLetterRun(bytes) { reader.read(ASCIIBytes.lowercasedWord(bytes, $0)) }
      return hidden || reader.endsNegated
    }
  }

  /// Whether the piece names the focus ring together with a negation, by Unicode characters: the
  /// reference, and the way for text that is not ASCII.
  static func hidesByCharacters(_ piece: PathPiece) -> Bool {
    guard PathParser.containsIgnoringCase(Array(piece.text.utf8), Array("focus".utf8)) else { return false }
    let lowered = piece.text.lowercased()
    if contains(lowered, "focusringtype") && contains(lowered, "none") { return true }
    if contains(lowered, "focuseffectdisabled") { return true }
    guard piece.mechanisms.contains(where: { $0.mechanism.isFocusRing }) else { return false }
    return negates(lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  /// Whether `words` (lower-cased, in order) hold a negation that nothing takes back: `focus ring
  /// hidden` and `no focus ring` do; `focus ring never hidden` and `shown without hiding it` do not
  /// (see ``RingNegation``).
  static func negates(_ words: [String]) -> Bool {
    var reader = RingNegation()
    return words.contains { reader.read($0) } || reader.endsNegated
  }

  /// Whether `text` contains `word` (ASCII): compares bytes when `text` is ASCII, where bytes
  /// and characters agree, and characters otherwise.
  private static func contains(_ text: String, _ word: StaticString) -> Bool {
    var utf8 = text
    return utf8.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.contains(word.description) }
      let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      guard pattern.count <= bytes.count else { return false }
      for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
        if UnsafeBufferPointer(rebasing: bytes[start..<start + pattern.count]).elementsEqual(pattern) { return true }
      }
      return false
    }
  }
}

extension RuleID {
  public static let hiddenFocusRing: RuleID = "hidden-focus-ring"
}
