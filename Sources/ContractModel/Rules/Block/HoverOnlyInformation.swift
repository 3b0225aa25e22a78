/// Lint: information shown on pointer hover must also appear where everyone can read it
/// (the chapter's constraint: hover never carries information alone).
enum HoverOnlyInformation: BlockRule {
  static let descriptor = RuleDescriptor(
    .hoverOnlyInformation,
    .error,
    "Information that only pointer hover shows.",
    catalog: CatalogEntryName.platformCopyPaste
  )

  /// Words around a hover piece that are not the information itself.
  static let fillers: Set<String> = [
    "on", "for", "shows", "show", "shown", "in", "via", "as", "a", "an", "the", "only", "when", "with", "reveals",
    "displays", "hovering", "over", "pointer", "mouse", "its", "their", "it", "them", "appears", "appear",
    "displayed", "visible", "also", "again", "too", "is", "are",
  ]

  /// Words that make a hover piece a sentence (`the date appears on hover`) rather than the
  /// spec's short form (`hover for total`, `courier on hover`): what it shows is then read out of
  /// prose, a reading the author did not write as such.
  static let sentenceWords: Set<String> = [
    "appears", "appear", "displayed", "visible", "is", "are", "show", "shows", "shown", "reveal", "reveals", "display",
    "displays", "repeat", "repeats", "give", "gives", "list", "lists",
  ]

  /// Verbs after which a hover piece names what it shows (`Thumbnails show the file name on hover`).
  static let showVerbs: Set<String> = [
    "show", "shows", "shown", "reveal", "reveals", "display", "displays", "repeat", "repeats", "give", "gives", "list",
    "lists",
  ]

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      // `piece`: whether a path's piece shows it; `prose`: the piece a sentence's information was
      // read out of.
      var items: [(text: String, range: SourceRange, piece: Bool, prose: PathPiece?)] = component.hover.map {
        ($0.text, $0.range, false, nil)
      }
      for platform in Platform.allCases {
        guard let path = component.paths[platform] else { continue }
        // A piece's mechanisms are some of its segment's.
        for segment in path.ownSegments where segment.mechanisms.contains(where: { $0.mechanism.isHover }) {
          for piece in segment.pieces where piece.mechanisms.contains(where: { $0.mechanism.isHover }) {
            if let item = information(in: piece) {
              items.append((item.text, piece.range, true, item.isProse ? piece : nil))
            }
          }
        }
      }
      let hidden = items.filter { !shownElsewhere($0.text, in: component, excluding: $0.piece ? $0.range : nil) }
      // One piece of information shown on hover in several places is one mistake: reported once,
      // where it is written as such (the `Hover` item when it is listed, else the first place not
      // read out of a sentence), the other places related to it.
      var reported: Set<String> = []
      for candidate in hidden where reported.insert(ListItem.fold(candidate.text)).inserted {
        let key = ListItem.fold(candidate.text)
        let places = hidden.filter { ListItem.fold($0.text) == key }
        let item = places.first { $0.prose == nil } ?? candidate
        let others = places.filter { $0.range != item.range }
        let related = others.map {
          RelatedLocation(location: context.location($0.range), message: "'\($0.text)' on hover here too")
        }
        guard let piece = item.prose else {
          result.append(
            diagnostic(
              "'\(item.text)' in '\(component.name)' is shown only on hover: without a pointer nobody reaches it. "
                + "Show it in the row, the label, a column or the reading order as well.",
              at: item.range,
              related: related
            )
          )
          continue
        }
        // Read out of a sentence: a reading, so at most a warning that says how it read the words.
        result.append(
          diagnostic(
            "'\(item.text)' in '\(component.name)' reads as information shown only on hover (from '\(piece.text)'): "
              + "without a pointer nobody reaches it. Show it in the row, the label, a column or the reading "
              + "order as well, or list it in 'Hover'.",
            at: item.range,
            severity: .warning,
            related: related
          )
        )
      }
    }
    return result
  }

  /// The information a hover piece shows: its words without the mechanisms and filler words; and
  /// whether the piece is a sentence (``sentenceWords``) the information was read out of.
  static func information(in piece: PathPiece) -> (text: String, isProse: Bool)? {
    var bytes = Array(piece.text.utf8)
    for match in MechanismMatcher.matches(in: bytes).reversed() {
      bytes.replaceSubrange(match.range, with: [UInt8(ascii: " ")])
    }
    var words = String(decoding: bytes, as: UTF8.self).split(separator: " ")[...]
    // What a verb shows is the information; what stands before it is where the pointer rests.
    if let verb = words.firstIndex(where: { showVerbs.contains($0.lowercased()) }), verb < words.endIndex - 1 {
      words = words[(verb + 1)...]
    }
    let isProse = words.contains { sentenceWords.contains($0.lowercased()) }
    // Emoji and punctuation standing alone are not words of the information.
    let information = words.filter { word in
      !fillers.contains(word.lowercased())
        && word.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
    return information.isEmpty ? nil : (information.joined(separator: " "), isProse)
  }

  /// Whether `item` appears as a whole phrase in a field that shows information.
  static func shownElsewhere(_ item: String, in component: Component, excluding piece: SourceRange?) -> Bool {
    var texts: [String] = []
    for key in [FieldKey.meaning, .label, .value, .columns, .readingOrder] {
      if let field = component.field(key) { texts.append(field.value) }
    }
    texts += component.platformReadingOrders.values.flatMap { $0.map(\.text) }
    for path in component.paths.values {
      for pathPiece in path.ownSegments.flatMap(\.pieces) where pathPiece.range != piece {
        if pathPiece.mechanisms.contains(where: { $0.mechanism.isHover }) { continue }
        texts.append(pathPiece.text)
      }
    }
    // A piece's information may carry what it belongs to (`the total of the order`): the words
    // before `of` name it as well.
    var phrases = [ListItem.fold(item)]
    let words = phrases[0].split(separator: " ")
    if piece != nil, let of = words.lastIndex(of: "of"), of > 0, words.count > 2 {
      phrases.append(words[..<of].joined(separator: " "))
    }
    let folded = texts.map(ListItem.fold)
    return phrases.contains { phrase in folded.contains { containsPhrase($0, phrase) } }
  }

  /// Whether `phrase` occurs in `text` on word boundaries.
  static func containsPhrase(_ text: String, _ phrase: String) -> Bool {
    let haystack = Array(text.utf8)
    let needle = Array(phrase.utf8)
    guard !needle.isEmpty, needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
      let before = start == 0 || !MechanismMatcher.isWordByte(haystack[start - 1])
      let end = start + needle.count
      let after = end == haystack.count || !MechanismMatcher.isWordByte(haystack[end])
      if before && after { return true }
    }
    return false
  }
}

extension RuleID {
  public static let hoverOnlyInformation: RuleID = "hover-only-information"
}
