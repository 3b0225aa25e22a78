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
    "displays", "hovering", "over", "pointer", "mouse", "its", "their", "it", "them",
  ]

  /// Verbs after which a hover piece names what it shows (`Thumbnails show the file name on hover`).
  static let showVerbs: Set<String> = ["show", "shows", "shown", "reveal", "reveals", "display", "displays"]

  static func check(_ context: BlockContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for component in context.components {
      var items: [(text: String, range: SourceRange, piece: SourceRange?)] = component.hover.map {
        ($0.text, $0.range, nil)
      }
      for platform in Platform.allCases {
        guard let path = component.paths[platform] else { continue }
        // A piece's mechanisms are some of its segment's.
        for segment in path.ownSegments where segment.mechanisms.contains(where: { $0.mechanism.isHover }) {
          for piece in segment.pieces where piece.mechanisms.contains(where: { $0.mechanism.isHover }) {
            if let item = information(in: piece) { items.append((item, piece.range, piece.range)) }
          }
        }
      }
      for item in items where !shownElsewhere(item.text, in: component, excluding: item.piece) {
        result.append(
          diagnostic(
            "'\(item.text)' in '\(component.name)' is shown only on hover: without a pointer nobody reaches it. "
              + "Show it in the row, the label, a column or the reading order as well.",
            at: item.range
          )
        )
      }
    }
    return result
  }

  /// The information a hover piece shows: its words without the mechanisms and filler words.
  static func information(in piece: PathPiece) -> String? {
    var bytes = Array(piece.text.utf8)
    for match in MechanismMatcher.matches(in: bytes).reversed() {
      bytes.replaceSubrange(match.range, with: [UInt8(ascii: " ")])
    }
    var words = String(decoding: bytes, as: UTF8.self).split(separator: " ")[...]
    // What a verb shows is the information; what stands before it is where the pointer rests.
    if let verb = words.firstIndex(where: { showVerbs.contains($0.lowercased()) }), verb < words.endIndex - 1 {
      words = words[(verb + 1)...]
    }
    let information = words.filter { !fillers.contains($0.lowercased()) }
    return information.isEmpty ? nil : information.joined(separator: " ")
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
    let phrase = ListItem.fold(item)
    return texts.contains { containsPhrase(ListItem.fold($0), phrase) }
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
