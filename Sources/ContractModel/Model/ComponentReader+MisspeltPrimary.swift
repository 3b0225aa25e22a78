extension ComponentReader {
  /// A misspelt `Primary action` and the names it declares.
  typealias MisspeltPrimary = (marker: MisspeltPrimaryMarker, names: [ListItem])

  /// The misspelt `Primary action:` sentence of `meaning` (``MisspeltPrimaryMarker``) and the names
  /// after its colon, up to the next `.`: the marker is a whole sentence's start, after a `.`, `!`,
  /// `?`, `;` or `:` or at the value's start.
  static func misspeltPrimarySentence(_ meaning: FieldSyntax) -> MisspeltPrimary? {
    // Most Meanings hold no colon: nothing to read, and nothing copied (looked for in the text's
    // bytes where they lie: through the UTF-8 view, a byte at a time, it was ten times the cost).
    guard ASCIIBytes.contains(UInt8(ascii: ":"), in: meaning.value) else { return nil }
    let bytes = Array(meaning.value.utf8)
    var sentenceStart = 0
    for index in bytes.indices {
      switch bytes[index] {
      case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"):
        sentenceStart = index + 1
      case UInt8(ascii: ":"):
        defer { sentenceStart = index + 1 }
        var (lower, upper) = (sentenceStart, index)
        while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") {
          upper -= 1
        }
        guard let reading = MisspeltPrimaryMarker.reading(of: bytes[lower..<upper]) else { continue }
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
        let names = ListItem.items(of: meaning, in: (index + 1)..<end).flatMap { item in
          mentionsAnd(item.text) ? splitAnd(item) : [item]
        }
        guard !names.isEmpty else { continue }
        let marker = MisspeltPrimaryMarker(
          written: String(decoding: bytes[lower..<upper], as: UTF8.self),
          reading: reading,
          range: meaning.sourceRange(forValueRange: lower..<upper),
          isInMeaning: true
        )
        return (marker, names)
      default:
        continue
      }
    }
    return nil
  }

  /// The first key among `misplaced` (a component's keys that are no field) that misspells
  /// `Primary action` (``MisspeltPrimaryMarker``), and the names of its value.
  static func misspeltPrimaryKey(among misplaced: [MisplacedField]) -> MisspeltPrimary? {
    for entry in misplaced where entry.context == .component {
      // Most keys are too short or too long to be read: nothing copied.
      guard MisspeltPrimaryMarker.lengths.contains(entry.field.key.utf8.count),
        let reading = MisspeltPrimaryMarker.reading(of: Array(entry.field.key.utf8)[...])
      else { continue }
      let names = ListItem.items(of: entry.field)
      guard !names.isEmpty else { continue }
      let marker = MisspeltPrimaryMarker(
        written: entry.field.key,
        reading: reading,
        range: entry.field.keyRange,
        isInMeaning: false
      )
      return (marker, names)
    }
    return nil
  }
}
