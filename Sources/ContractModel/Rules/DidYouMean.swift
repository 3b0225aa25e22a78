/// Suggests the closest known name for a misspelled one.
public enum DidYouMean {
  /// The candidate closest to `word` (case-insensitive), when it is close enough to be a typo.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    let folded = Array(ListItem.fold(word).unicodeScalars)
    guard !folded.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(folded, Array(ListItem.fold(candidate).unicodeScalars))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance > 0 || ListItem.fold(word) == ListItem.fold(best.candidate) else { return nil }
    let limit = folded.count <= 3 ? 1 : max(2, min(3, folded.count / 3))
    return best.distance <= limit ? best.candidate : nil
  }

  /// ` Did you mean 'X'?` or the empty string.
  static func sentence(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance between two scalar arrays.
  static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[rhs.count]
  }
}
