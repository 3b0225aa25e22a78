/// Suggests the closest known name for a misspelled one.
public enum DidYouMean {
  /// The candidate closest to `word` (case-insensitive), when it is close enough to be a typo.
  public static func suggestion(for word: String, among candidates: [String]) -> String? {
    match(for: word, among: candidates)?.candidate
  }

  /// The candidate closest to `word` and how far it is, when it is close enough to be a typo.
  ///
  /// A candidate that starts with a word of three letters or more (`Mean` for `Meaning`) counts as
  /// one edit away, so a cut-short key is matched to what it starts, not to a short look-alike.
  static func match(for word: String, among candidates: [String]) -> (candidate: String, distance: Int)? {
    let foldedWord = ListItem.fold(word)
    let folded = Array(foldedWord.unicodeScalars)
    guard !folded.isEmpty else { return nil }
    let limit = folded.count <= 3 ? 1 : max(2, min(3, folded.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let foldedCandidate = ListItem.fold(candidate)
      let scalars = Array(foldedCandidate.unicodeScalars)
      // Starts with the word and is longer (a string with a prefix it does not equal is longer).
      let startsWithWord =
        folded.count >= 3 && foldedCandidate.hasPrefix(foldedWord) && foldedCandidate != foldedWord
      // At least as many edits as the lengths differ: a candidate that cannot be within the
      // limit is not measured (it could not be the answer), and one measured is measured only up
      // to the limit (past it, it loses to any within and to no suggestion alike).
      var distance =
        abs(scalars.count - folded.count) > limit && !startsWithWord
        ? Int.max : editDistance(folded, scalars, atMost: limit)
      if startsWithWord { distance = min(distance, 1) }
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance > 0 || foldedWord == ListItem.fold(best.candidate) else { return nil }
    return best.distance <= limit ? best : nil
  }

  /// ` Did you mean 'X'?` or the empty string.
  static func sentence(for word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// ``editDistance(_:_:)``, or `limit + 1` when it is more than `limit`: the rows stop once every
  /// value of two rows in a row is past the limit, and live on the stack.
  public static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], atMost limit: Int) -> Int {
    if lhs.isEmpty || rhs.isEmpty { return min(max(lhs.count, rhs.count), limit + 1) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (rhs.count + 1)) { rows in
      var beforePrevious = UnsafeMutableBufferPointer(rebasing: rows[0...rhs.count])
      var previous = UnsafeMutableBufferPointer(rebasing: rows[(rhs.count + 1)...(2 * rhs.count + 1)])
      var current = UnsafeMutableBufferPointer(rebasing: rows[(2 * rhs.count + 2)...])
      for index in 0...rhs.count { previous[index] = index }
      var previousSmallest = 0
      for (i, left) in lhs.enumerated() {
        current[0] = i + 1
        var smallest = current[0]
        for (j, right) in rhs.enumerated() {
          var value = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
          if i > 0, j > 0, left == rhs[j - 1], lhs[i - 1] == right { value = min(value, beforePrevious[j - 1] + 1) }
          current[j + 1] = value
          smallest = min(smallest, value)
        }
        // A later row's values come from this row's or, by a swap, the row before's plus one.
        if smallest > limit && previousSmallest >= limit { return limit + 1 }
        previousSmallest = smallest
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
      }
      return min(previous[rhs.count], limit + 1)
    }
  }

  /// The edit distance between two scalar arrays: insertions, deletions, substitutions and swaps
  /// of two neighbours (`Mca` is one edit from `Mac`), each one edit (optimal string alignment).
  static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
      current[0] = i + 1
      for (j, right) in rhs.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
        if i > 0, j > 0, left == rhs[j - 1], lhs[i - 1] == right {
          current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[rhs.count]
  }
}
