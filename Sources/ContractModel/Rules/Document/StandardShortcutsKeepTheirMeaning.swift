/// Lint: a standard shortcut (⌘C, ⌘V, ⌘Z, ⌘F, ⌘W, …) bound to a command whose name does not
/// carry its meaning. People expect ⌘C to copy.
enum StandardShortcutsKeepTheirMeaning: DocumentRule {
  static let id = RuleID.shortcutStandardMeaning

  static func check(_ context: RuleContext) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var seen = Set<[String]>()
    for binding in context.bindings {
      if binding.platform == .mac, ShortcutsAreNotReserved.appMenu[binding.shortcut] != nil { continue }
      let facts = ShortcutFacts.facts(for: binding.shortcut, on: binding.platform).filter {
        $0.severity == .standard && $0.scope == .standardAppMenu && $0.confirmed && $0.shortcut != nil
      }
      guard let fact = facts.first, !carriesMeaning(binding.target, fact.meaning) else { continue }
      guard seen.insert([binding.shortcut.description, "\(binding.range)", binding.platform.rawValue]).inserted else {
        continue
      }
      result.append(
        diagnostic(
          "\(binding.shortcut) means '\(fact.meaning)' in every app on \(binding.platform); \(binding.label) "
            + "does something else: choose another shortcut, or name the command for what ⌘ does.",
          at: binding.range
        )
      )
    }
    return result
  }

  /// Whether the first word of `name`, or its stem, is a word of `meaning`.
  static func carriesMeaning(_ name: String, _ meaning: String) -> Bool {
    guard let first = words(name).first else { return true }
    let meaningWords = words(meaning)
    return meaningWords.contains { $0 == first || stem($0) == stem(first) }
  }

  static func words(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
  }

  /// A crude English stem: enough to match Copy/Copying, Close/Closing, Find/Finding.
  static func stem(_ word: String) -> String {
    var word = word
    for suffix in ["ing", "ion", "ed", "es", "s", "e"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
      word.removeLast(suffix.count)
      break
    }
    if word.hasSuffix("e"), word.count > 3 { word.removeLast() }
    return word
  }
}
