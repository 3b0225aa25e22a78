import ContractModel

/// Known names close to an unknown one, best first: names that start with it, names that contain
/// it, then names within a few edits of it. Case, spaces, hyphens and underscores do not count
/// (`platform copy past` is one edit from `Platform Copy Paste`).
enum NameSuggestions {
  /// At most this many names are suggested.
  static let maximumCount = 3

  /// The candidates close to `word`, best first, at most ``maximumCount``.
  static func closest(to word: String, among candidates: [String]) -> [String] {
    let query = fold(word)
    guard !query.isEmpty else { return [] }
    // Prefixes and substrings of one or two characters match nearly everything.
    let matchesParts = query.count >= 3
    let allowed = allowedEdits(forLength: query.count)
    var ranked: [(kind: Int, distance: Int, name: String)] = []
    for candidate in candidates {
      let folded = fold(candidate)
      if folded == query {
        ranked.append((0, -1, candidate))
      } else if matchesParts, folded.starts(with: query) {
        ranked.append((0, folded.count - query.count, candidate))
      } else if matchesParts, contains(folded, query) {
        ranked.append((1, folded.count - query.count, candidate))
      } else {
        let distance = DidYouMean.editDistance(query, folded, atMost: allowed)
        if distance <= allowed { ranked.append((2, distance, candidate)) }
      }
    }
    ranked.sort { ($0.kind, $0.distance, $0.name) < ($1.kind, $1.distance, $1.name) }
    var seen = Set<String>()
    return ranked.map(\.name).filter { seen.insert($0).inserted }.prefix(maximumCount).map { $0 }
  }

  /// `did you mean 'a'?`, `did you mean 'a' or 'b'?`, `did you mean 'a', 'b' or 'c'?`; nil for none.
  static func question(for names: [String]) -> String? {
    guard let last = names.last else { return nil }
    let quoted = names.map { "'\($0)'" }
    let list = names.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'"
    return "did you mean \(list)?"
  }

  /// How many edits still count as a typo of a word of `length` scalars.
  static func allowedEdits(forLength length: Int) -> Int {
    length <= 3 ? 1 : max(2, min(3, length / 3))
  }

  /// The name lowercased, with spaces and underscores as hyphens: its Unicode scalars, as
  /// ``DidYouMean/editDistance(_:_:atMost:)`` measures them.
  static func fold(_ name: String) -> [Unicode.Scalar] {
    name.lowercased().unicodeScalars.map { $0 == " " || $0 == "_" ? "-" : $0 }
  }

  /// Whether `text` contains `part` as a run of scalars.
  static func contains(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
    guard part.count <= text.count else { return false }
    return (0...(text.count - part.count)).contains { text[$0..<($0 + part.count)].elementsEqual(part) }
  }
}
