/// Reads a platform path value into segments, pieces, subjects, mechanisms, shortcuts and presentations.
///
/// Everything but the subjects is read once, when the parser is made: the component reader asks
/// for subjects again when it learns more action names, without scanning the text again.
struct PathParser {
  /// The field whose value is read.
  let field: FieldSyntax
  /// The value's UTF-8 bytes.
  let bytes: [UInt8]
  /// The value's shortcut tokens.
  let tokens: [ShortcutToken]
  /// The value's mechanisms outside shortcut tokens.
  let mechanisms: [MechanismMatch]
  /// Token and mechanism ranges, sorted by start: separators inside them do not split.
  let protected: [Range<Int>]

  /// Where a segment's subject is looked for: the segment's UTF-8 offsets in the value.
  struct SubjectPlace {
    let range: Range<Int>
  }

  /// A segment's subject: the name, where it is written, and, when the segment declares it
  /// implicitly, the way after the name that made it read as an action (`in menu bar`).
  typealias Subject = (name: String, range: SourceRange, implicitWay: String?)

  /// Scans the value of `field`.
  init(field: FieldSyntax) {
    self.field = field
    let bytes = Array(field.value.utf8)
    self.bytes = bytes
    let tokens = ShortcutScanner.scan(field.value, utf8: bytes)
    self.tokens = tokens
    let found = MechanismMatcher.matches(in: bytes)
    if tokens.isEmpty {
      // Matches come left to right without overlaps: already sorted by start.
      mechanisms = found
      protected = found.map(\.range)
    } else {
      let tokenRanges = tokens.map(\.range)
      let mechanisms = found.filter { match in !tokenRanges.contains { $0.overlaps(match.range) } }
      self.mechanisms = mechanisms
      protected = (tokenRanges + mechanisms.map(\.range)).sorted { $0.lowerBound < $1.lowerBound }
    }
  }

  /// The segments from `start` (a UTF-8 offset into the value; after `same` it is past it),
  /// without subjects, and where each one's subject is looked for.
  func segments(from start: Int) -> (segments: [PathSegment], places: [SubjectPlace]) {
    // Estimated first, so that each array is allocated once, not grown append by append.
    let count = Self.segmentSeparators.estimatedParts(bytes, in: start..<bytes.count)
    var segments: [PathSegment] = []
    var places: [SubjectPlace] = []
    segments.reserveCapacity(count)
    places.reserveCapacity(count)
    // Tokens and mechanisms are sorted by start and segments come in order: those starting in a
    // segment are the next run of each, taken as slices.
    var tokenCursor = 0
    var mechanismCursor = 0
    splitEach(bytes, in: start..<bytes.count, protected: protected, separators: Self.segmentSeparators) {
      segmentRange in
      guard let trimmed = trim(bytes, segmentRange) else { return }
      let segmentTokens = Self.run(of: tokens, startingIn: trimmed, from: &tokenCursor) { $0.range.lowerBound }
      let segmentMechanisms = Self.run(of: mechanisms, startingIn: trimmed, from: &mechanismCursor) {
        $0.range.lowerBound
      }
      segments.append(
        segment(bytes, trimmed, tokens: segmentTokens, mechanisms: segmentMechanisms, protected: protected)
      )
      places.append(SubjectPlace(range: trimmed))
    }
    return (segments, places)
  }

  /// The elements of `elements` (sorted by `start`) that start inside `range`, looked for from
  /// `cursor` on; the cursor moves past those that start before `range`'s end.
  static func run<Element>(
    of elements: [Element],
    startingIn range: Range<Int>,
    from cursor: inout Int,
    start: (Element) -> Int
  ) -> ArraySlice<Element> {
    while cursor < elements.count, start(elements[cursor]) < range.lowerBound { cursor += 1 }
    var end = cursor
    while end < elements.count, start(elements[end]) < range.upperBound { end += 1 }
    defer { cursor = end }
    return elements[cursor..<end]
  }

  /// The subject of the segment at `place`, among `actionNames` or declared by the segment.
  func subject(at place: SubjectPlace, actionNames: ActionNameTable) -> Subject? {
    let range = place.range
    // Shortcuts are recognised before subjects: `Ctrl-Opt-Space` at the start is a shortcut.
    if tokens.contains(where: { $0.range.contains(range.lowerBound) }) { return nil }
    if let match = actionNames.longestPrefix(of: bytes, in: range) {
      let name = range.lowerBound..<(range.lowerBound + match.length)
      return (match.name, field.sourceRange(forValueRange: name), nil)
    }
    guard let reading = ImplicitAction.read(bytes, in: range, wayEnd: wayEnd(at:)) else { return nil }
    return (
      String(decoding: bytes[reading.name], as: UTF8.self),
      field.sourceRange(forValueRange: reading.name),
      String(decoding: bytes[reading.way], as: UTF8.self)
    )
  }

  /// Where a way that starts exactly at `offset` ends: a valid shortcut, or a mechanism that
  /// reaches actions. An invalid shortcut is not a way.
  private func wayEnd(at offset: Int) -> Int? {
    if let token = tokens.first(where: { $0.range.lowerBound == offset }) {
      if case .valid = token.parse { return token.range.upperBound }
      return nil
    }
    return mechanisms.first { $0.range.lowerBound == offset && $0.mechanism.reachesActions }?.range.upperBound
  }

  private func segment(
    _ bytes: [UInt8],
    _ range: Range<Int>,
    tokens: ArraySlice<ShortcutToken>,
    mechanisms: ArraySlice<MechanismMatch>,
    protected: [Range<Int>]
  ) -> PathSegment {
    let mechanismUses = mechanisms.map {
      MechanismUse(mechanism: $0.mechanism, range: field.sourceRange(forValueRange: $0.range))
    }
    let shortcutUses = tokens.map { token in
      switch token.parse {
      case .valid(let shortcut):
        ShortcutUse(
          text: token.text,
          shortcut: shortcut,
          invalidReason: nil,
          range: field.sourceRange(forValueRange: token.range)
        )
      case .invalid(let reason):
        ShortcutUse(
          text: token.text,
          shortcut: nil,
          invalidReason: reason,
          range: field.sourceRange(forValueRange: token.range)
        )
      }
    }
    var pieces: [PathPiece] = []
    pieces.reserveCapacity(Self.pieceSeparators.estimatedParts(bytes, in: range))
    var presentations: [Presentation] = []
    var activates = false
    splitEach(bytes, in: range, protected: protected, separators: Self.pieceSeparators) { pieceRange in
      guard let trimmed = trim(bytes, pieceRange) else { return }
      var pieceMechanisms: [MechanismUse] = []
      for (offset, match) in mechanisms.enumerated() where trimmed.contains(match.range.lowerBound) {
        pieceMechanisms.append(mechanismUses[offset])
      }
      pieces.append(
        PathPiece(
          text: String(decoding: bytes[trimmed], as: UTF8.self),
          range: field.sourceRange(forValueRange: trimmed),
          mechanisms: pieceMechanisms
        )
      )
      if findPresentations(bytes, in: trimmed, tokens: tokens, into: &presentations) { activates = true }
    }
    return PathSegment(
      text: String(decoding: bytes[range], as: UTF8.self),
      range: field.sourceRange(forValueRange: range),
      subject: nil,
      subjectRange: nil,
      declaresSubject: false,
      pieces: pieces,
      mechanisms: mechanismUses,
      shortcuts: shortcutUses,
      presentations: presentations,
      activates: activates,
      inheritedFrom: nil
    )
  }

  // MARK: - Presentations

  /// Adds the presentations of the piece at `range` to `result`; returns whether the piece holds
  /// an `X → Y` (an arrow with a word and a space on each side, presented or not).
  @discardableResult
  private func findPresentations(
    _ bytes: [UInt8],
    in range: Range<Int>,
    tokens: ArraySlice<ShortcutToken>,
    into result: inout [Presentation]
  ) -> Bool {
    var links = false
    var index = range.lowerBound
    while index < range.upperBound {
      // Most bytes start no arrow: only those that do (`→` or `-`) are looked at further.
      guard bytes[index] == 0xE2 || bytes[index] == UInt8(ascii: "-") else {
        index += 1
        continue
      }
      let arrowLength = Self.arrowLength(bytes, at: index)
      let spaced =
        index > range.lowerBound && bytes[index - 1] == UInt8(ascii: " ") && index + arrowLength < range.upperBound
        && bytes[index + arrowLength] == UInt8(ascii: " ")
      guard arrowLength > 0, spaced, !tokens.contains(where: { $0.range.contains(index) }) else {
        index += 1
        continue
      }
      let before = Self.trimmingBlanks(bytes, range.lowerBound..<index)
      if !before.isEmpty, !Self.trimmingBlanks(bytes, (index + arrowLength)..<range.upperBound).isEmpty { links = true }
      if !before.isEmpty, let presented = Self.presentedWord(bytes, (index + arrowLength)..<range.upperBound) {
        result.append(
          Presentation(
            trigger: String(decoding: bytes[before], as: UTF8.self),
            presented: presented,
            range: field.sourceRange(forValueRange: range)
          )
        )
      }
      index += arrowLength
    }
    return links
  }
}
