extension ShortcutReader {
  /// Whether a word starts at `index`: a letter or digit not preceded by a letter, digit or `_`.
  func startsWord(at index: Int) -> Bool {
    isWord(at: index) && !isWord(at: index - 1)
      && (index == 0 || !characters.isCharacter(at: index - 1, UInt8(ascii: "_")))
  }

  /// Whether the character at `index` is an arrow `← → ↑ ↓`.
  func isArrow(at index: Int) -> Bool {
    symbol(at: index).map { ShortcutScanner.arrowSymbols.contains($0) } ?? false
  }

  /// The indices of the arrows joined to the arrow at `start`, directly or through `/`, one space,
  /// or ` / ` (`↑↓`, `←/→`, `↑ ↓`).
  func arrowGroup(from start: Int) -> [Int] {
    var group = [start]
    var index = start + 1
    while index < count {
      guard
        let joiner = Self.arrowJoiners.first(where: { joiner in
          isArrow(at: index + joiner.count)
            && joiner.indices.allSatisfy { characters.isCharacter(at: index + $0, joiner[$0]) }
        })
      else { break }
      index += joiner.count
      group.append(index)
      index += 1
    }
    return group
  }

  /// What may join two arrows of a group: nothing, `/`, one space, ` / `.
  private static let arrowJoiners: [[UInt8]] = [[], Array("/".utf8), Array(" ".utf8), Array(" / ".utf8)]

  /// Whether a lone arrow at `index` is an arrow key: no word follows it in its piece. (A
  /// presentation, `row → details`, always has one.)
  func isArrowKey(at index: Int) -> Bool { !hasWordInPiece(after: index) }

  /// Whether a word follows `index` before the piece ends (`,` `;` ` + ` ` and ` ` or `, a
  /// sentence-ending `.`, a line end, the end). Shortcuts are skipped: they are not words.
  func hasWordInPiece(after index: Int) -> Bool {
    var position = index + 1
    while position < count {
      if characters.isNewline(at: position) || characters.isCharacter(at: position, UInt8(ascii: ","))
        || characters.isCharacter(at: position, UInt8(ascii: ";"))
      {
        return false
      }
      if characters.isCharacter(at: position, UInt8(ascii: ".")), position + 1 == count || isSpace(at: position + 1) {
        return false
      }
      if characters.isCharacter(at: position, UInt8(ascii: " ")),
        Self.pieceSeparators.contains(where: { starts(with: $0, at: position) })
      {
        return false
      }
      if modifier(at: position) != nil {
        position = readSymbolForm(at: position)?.end ?? position + 1
        continue
      }
      // `mayStartTextForm` is the scanner's cheap test: every text form passes it.
      if startsWord(at: position), mayStartTextForm(at: position), case .read(let read) = readTextForm(at: position) {
        position = read.end
        continue
      }
      if isWord(at: position) { return true }
      position += 1
    }
    return false
  }

  /// The separators that end a piece after a space: ` + `, ` and `, ` or `.
  private static let pieceSeparators: [[UInt8]] = [Array(" + ".utf8), Array(" and ".utf8), Array(" or ".utf8)]

  /// Whether the ASCII `text` occurs at `index`, compared case-insensitively (as lower-cased characters).
  func starts(with text: [UInt8], at index: Int) -> Bool {
    guard index + text.count <= count else { return false }
    return text.indices.allSatisfy { characters.equalsIgnoringCase(at: index + $0, text[$0]) }
  }
}
