import Foundation
import Testing

@testable import ContractModel

/// `DidYouMean.match` measures only the candidates whose length could put them within the
/// limit (or that start with the word): it must answer as measuring every candidate does.
struct DidYouMeanLengthFilterTests {
  /// The match measured against every candidate: the way before the filter.
  private static func reference(for word: String, among candidates: [String]) -> (candidate: String, distance: Int)? {
    let foldedWord = ListItem.fold(word)
    let folded = Array(foldedWord.unicodeScalars)
    guard !folded.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let foldedCandidate = ListItem.fold(candidate)
      var distance = DidYouMean.editDistance(folded, Array(foldedCandidate.unicodeScalars))
      if folded.count >= 3, foldedCandidate.count > foldedWord.count, foldedCandidate.hasPrefix(foldedWord) {
        distance = min(distance, 1)
      }
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance > 0 || foldedWord == ListItem.fold(best.candidate) else { return nil }
    let limit = folded.count <= 3 ? 1 : max(2, min(3, folded.count / 3))
    return best.distance <= limit ? best : nil
  }

  @Test("The filtered match equals the full one on random words and candidates")
  func filteredMatchEqualsFull() {
    var generator = SystemRandomNumberGenerator()
    let letters: [String] = ["a", "b", "e", "é", "R", " ", "⌘", "o"]
    func word(_ length: Int) -> String {
      (0..<length).map { _ in letters.randomElement(using: &generator)! }.joined()
    }
    var suggested = 0
    for _ in 0..<3_000 {
      let typed = word(Int.random(in: 1...12, using: &generator))
      var candidates = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        word(Int.random(in: 1...14, using: &generator))
      }
      // Near misses and words the typed one starts, so that suggestions are made too.
      if Bool.random(using: &generator) { candidates.append(typed + word(Int.random(in: 1...6, using: &generator))) }
      if Bool.random(using: &generator) { candidates.append(String(typed.dropLast())) }
      let expected = Self.reference(for: typed, among: candidates)
      let found = DidYouMean.match(for: typed, among: candidates)
      #expect(found?.candidate == expected?.candidate, "\(typed) among \(candidates)")
      #expect(found?.distance == expected?.distance, "\(typed) among \(candidates)")
      if expected != nil { suggested += 1 }
    }
    // Both answers occur: the property is not decided by one of them alone.
    #expect(suggested > 300)
    #expect(suggested < 2_700)
  }

  @Test("The distance up to a limit is the distance, or one past the limit")
  func distanceUpToALimitEqualsTheDistance() {
    var generator = SystemRandomNumberGenerator()
    let letters: [Unicode.Scalar] = ["a", "b", "e", "é", "r", " ", "⌘"]
    func word() -> [Unicode.Scalar] {
      (0..<Int.random(in: 0...10, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
    }
    for _ in 0..<3_000 {
      let (left, right) = (word(), word())
      let full = DidYouMean.editDistance(left, right)
      for limit in 0...4 {
        #expect(DidYouMean.editDistance(left, right, atMost: limit) == min(full, limit + 1), "\(left) \(right)")
      }
    }
  }
}
