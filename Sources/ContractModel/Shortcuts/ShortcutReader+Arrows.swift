extension ShortcutReader {
  /// Whether a word starts at `index`: a letter or digit not preceded by a letter, digit or `_`.
  func startsWord(at index: Int) -> Bool {
    isWord(at: index) && !isWord(at: index - 1) && (index == 0 || characters[index - 1] != "_")
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
      let joiners: [[Character]] = [[], ["/"], [" "], [" ", "/", " "]]
      guard
        let joiner = joiners.first(where: { joiner in
          isArrow(at: index + joiner.count) && joiner.indices.allSatisfy { characters[index + $0] == joiner[$0] }
        })
      else { break }
      index += joiner.count
      group.append(index)
      index += 1
    }
    return group
  }

  /// Whether a lone arrow at `index` is an arrow key: no word follows it in its piece. (A
  /// presentation, `row → details`, always has one.)
  func isArrowKey(at index: Int) -> Bool { !hasWordInPiece(after: index) }

  /// Whether a word follows `index` before the piece ends (`,` `;` ` + ` ` and ` ` or `, a
  /// sentence-ending `.`, a line end, the end). Shortcuts are skipped: they are not words.
  func hasWordInPiece(after index: Int) -> Bool {
    var position = index + 1
    while position < count {
      let character = characters[position]
      if character.isNewline || character == "," || character == ";" { return false }
      if character == ".", position + 1 == count || isSpace(at: position + 1) { return false }
      if character == " ", [" + ", " and ", " or "].contains(where: { starts(with: $0, at: position) }) {
        return false
      }
      if modifier(at: position) != nil {
        position = readSymbolForm(at: position)?.end ?? position + 1
        continue
      }
      if startsWord(at: position), case .read(let read) = readTextForm(at: position) {
        position = read.end
        continue
      }
      if isWord(at: position) { return true }
      position += 1
    }
    return false
  }

  /// Whether `text` occurs at `index`, compared case-insensitively.
  func starts(with text: String, at index: Int) -> Bool {
    let wanted = Array(text)
    guard index + wanted.count <= count else { return false }
    return wanted.indices.allSatisfy { characters[index + $0].lowercased() == wanted[$0].lowercased() }
  }
}
