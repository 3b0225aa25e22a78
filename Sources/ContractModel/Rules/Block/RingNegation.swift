/// Reads the words of a piece that names the focus ring, one at a time, for a negation of the
/// ring: `focus ring hidden`, `no focus ring`, `without a focus ring`.
///
/// A negation is taken back by `not`, `never` and the like among the two words before it (`focus
/// ring never hidden`). `without` negates the ring, unless a verb in `-ing` follows it within two
/// words: then it negates that verb (`shown without hiding it`, `without ever removing it`,
/// `follows the selection without jumping`), and what follows it in the piece is what is not done,
/// so no word after it hides the ring; a verb that shows the ring (`without showing it`) hides it.
struct RingNegation {
  /// Words that hide or remove the ring, or say it is absent.
  static let negations: Set<String> = [
    "no", "hide", "hides", "hidden", "hiding", "remove", "removed", "removes", "without", "none", "off", "disabled",
    "disable", "disables", "suppressed", "invisible",
  ]

  /// Words that take a negation back when they stand among the two words before it: the ring is
  /// `never hidden`, `not disabled`, `(not hidden)`; `isn't removed` and `don't hide` are split
  /// at the apostrophe, so their `t` stands for `not`.
  static let takenBack: Set<String> = ["not", "never", "t", "isnt", "dont", "doesnt", "wont", "cannot"]

  /// Verbs in `-ing` that show the ring: `without` one of them hides it.
  static let showingVerbs: Set<String> = ["showing", "drawing", "displaying", "rendering", "keeping"]

  /// How many words after `without` may hold its verb (`without ever hiding it`).
  static let withoutReach = 2

  /// The two words before the next one.
  private var before: (String?, String?) = (nil, nil)
  /// The words left in which an unresolved `without` may find its verb; 0 when none is open.
  private var withoutLeft = 0
  /// Whether a `without` took a verb: the rest of the piece says what is not done.
  private var isPastWithoutVerb = false

  /// Reads the next word (lower-cased); true when it shows the ring is hidden.
  mutating func read(_ word: String) -> Bool {
    defer { before = (before.1, word) }
    if isPastWithoutVerb { return false }
    if withoutLeft > 0 {
      if Self.isVerbInIng(word) {
        withoutLeft = 0
        if Self.showingVerbs.contains(word) { return true }
        isPastWithoutVerb = true
        return false
      }
      withoutLeft -= 1
      // Two words and no verb: `without` is about the ring (`without a focus ring`).
      if withoutLeft == 0 { return true }
    }
    guard Self.negations.contains(word), !isTakenBack else { return false }
    guard word == "without" else { return true }
    withoutLeft = Self.withoutReach
    return false
  }

  /// Whether the piece ends with a `without` that found no verb (`focus ring: without`).
  var endsNegated: Bool { withoutLeft > 0 }

  /// Whether one of the two words before the current one takes a negation back.
  private var isTakenBack: Bool {
    [before.0, before.1].contains { $0.map(Self.takenBack.contains) == true }
  }

  /// Whether `word` reads as a verb in `-ing` (`hiding`, `jumping`), not a noun that ends so
  /// (`ring`, `string`, `nothing`).
  static func isVerbInIng(_ word: String) -> Bool {
    word.utf8.count >= 5 && word.hasSuffix("ing") && !word.hasSuffix("thing")
  }
}
