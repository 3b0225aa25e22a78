/// `Order → Reorder` written in a `Check`: a menu and one of its commands.
struct MenuReference {
  /// The menu title before the arrow.
  var menu: String
  /// The command as written: the run of capitalised words after the arrow.
  var command: String
  /// Where the command is written.
  var commandRange: SourceRange
  /// Folded prefixes of the words after the arrow: the command may be any of them.
  var commandCandidates: [String]

  /// Every reference in a check part.
  static func find(in part: CheckPart) -> [MenuReference] {
    let bytes = Array(part.field.value.utf8)
    var result: [MenuReference] = []
    var index = part.valueRange.lowerBound
    let end = part.valueRange.upperBound
    while index < end {
      let arrow = PathParser.arrowLength(bytes, at: index)
      guard arrow > 0 else {
        index += 1
        continue
      }
      defer { index += arrow }
      let before = words(bytes, part.valueRange.lowerBound..<index).last
      let after = words(bytes, (index + arrow)..<end)
      guard let menu = before, let first = after.first, isCapitalised(menu.text), isCapitalised(first.text) else {
        continue
      }
      let run = after.prefix { isCapitalised($0.text) }
      let commandEnd = run.last!.range.upperBound
      var candidates: [String] = []
      for count in 1...min(after.count, 5) {
        candidates.append(ListItem.fold(after.prefix(count).map(\.text).joined(separator: " ")))
      }
      result.append(
        MenuReference(
          menu: menu.text,
          command: run.map(\.text).joined(separator: " "),
          commandRange: part.field.sourceRange(forValueRange: first.range.lowerBound..<commandEnd),
          commandCandidates: candidates
        )
      )
    }
    return result
  }

  /// Words (letters, digits, `-`, `…`) in `range` of the value, with their value offsets.
  static func words(_ bytes: [UInt8], _ range: Range<Int>) -> [(text: String, range: Range<Int>)] {
    var result: [(text: String, range: Range<Int>)] = []
    var current: (text: String, start: Int)?
    var offset = range.lowerBound
    for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
      let length = UTF8.width(scalar)
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "…" {
        current = ((current?.text ?? "") + String(scalar), current?.start ?? offset)
      } else if let word = current {
        result.append((word.text, word.start..<offset))
        current = nil
      }
      offset += length
    }
    if let word = current { result.append((word.text, word.start..<offset)) }
    return result
  }

  static func isCapitalised(_ word: String) -> Bool { word.unicodeScalars.first?.properties.isUppercase ?? false }
}
