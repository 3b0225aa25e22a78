/// Lint: a standard shortcut (⌘C, ⌘V, ⌘Z, ⌘F, ⌘W, …) bound to a command whose name does not
/// carry its meaning. People expect ⌘C to copy.
enum ShortcutStandardMeaning: BlockRule {
  static let descriptor = RuleDescriptor(
    .shortcutStandardMeaning,
    .warning,
    "A standard shortcut bound to a command of another meaning.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    // The `App` is read (and the reading recorded) only for a name that does not carry the meaning
    // as written: `app` is an autoclosure.
    let bindings = context.bindings
    // Each binding is asked once; most blocks change no standard meaning and are not grouped into
    // places. A path that writes its action's menu shortcut (as the menu and the path must agree)
    // says the menu command's choice again: the command's line alone is told.
    let meanings = bindings.map { binding -> String? in
      let meaning = changedMeaning(of: binding, app: context.app(comparedAt: words(binding.target).first))
      guard let meaning else { return nil }
      let toldOnCommand =
        binding.menu == nil
        && context.workspace.commands(named: binding.targetKey).contains {
          $0.command.shortcut?.shortcut == binding.shortcut && $0.platforms.contains(binding.platform)
        }
      return toldOnCommand ? nil : meaning
    }
    guard meanings.contains(where: { $0 != nil }) else { return [] }
    return ShortcutPlaces.indexGroups(bindings).compactMap { place in
      let problems = place.compactMap { index in
        meanings[index].map { (platform: bindings[index].platform, detail: $0) }
      }
      guard let first = place.first, !problems.isEmpty else { return nil }
      let binding = bindings[first]
      return diagnostic(message(binding.shortcut, label: binding.placeLabel, problems), at: binding.range)
    }
  }

  /// The message for a place named `label` binding `shortcut`, whose standard meaning it changes
  /// as `problems` say on their platforms.
  static func message(_ shortcut: Shortcut, label: String, _ problems: [(platform: Platform, detail: String)]) -> String
  {
    let (platforms, meaning) = ShortcutPlaces.clause(problems)
    let means =
      meaning.map { "means '\($0)' in every app on \(platforms)" } ?? "has a standard meaning on \(platforms)"
    return "\(shortcut) \(means); \(label) does something else: choose another shortcut, or name the command for "
      + "what \(shortcut) does."
  }

  /// The standard meaning `binding` gives another use, or nil when it keeps it or has none.
  ///
  /// - Parameter app: the `App` of the binding's file, read only when the name as written does not
  ///   carry the meaning: a name that starts with it (`Leaf Help`, as Apple names the Help item)
  ///   carries it when the words after it do.
  static func changedMeaning(of binding: ShortcutBinding, app: @autoclosure () -> String? = nil) -> String? {
    if binding.platform == .mac, ShortcutReserved.appMenu[binding.shortcut] != nil { return nil }
    let meanings = binding.platform == .mac ? macMeanings : iPadMeanings
    guard let meaning = meanings[binding.shortcut], !carriesMeaning(binding, meaning) else { return nil }
    if let rest = nameAfterApp(binding.target, app: app()),
      carriesMeaning(rest, meaning, synonyms: StandardMeaningSynonyms.phrases(for: binding.shortcut))
    {
      return nil
    }
    return meaning.text
  }

  /// A standard meaning as names are compared with it: its text, and its words with their stems,
  /// made once with the table (``macMeanings``).
  struct StandardMeaning: Sendable {
    /// The meaning as the data writes it (`Paste and Match Style`).
    let text: String
    /// Its lower-case words, each with its stem.
    let words: [(word: String, stem: String)]
    /// ``words`` without the function words, which a segment's words are never compared with.
    let contentWords: [(word: String, stem: String)]

    init(_ text: String) {
      self.text = text
      words = ShortcutStandardMeaning.words(text).map { ($0, ShortcutStandardMeaning.stem($0)) }
      contentWords = words.filter { !ShortcutStandardMeaning.functionWords.contains($0.word) }
    }
  }

  /// The standard meaning of each shortcut that has one on Mac: its first confirmed row of the
  /// standard app menu (patterns name no meaning of their own).
  private static let macMeanings = standardMeanings(on: .mac)
  /// ``macMeanings`` on iPad (and iPhone, which reads the iPad facts).
  private static let iPadMeanings = standardMeanings(on: .iPad)

  private static func standardMeanings(on platform: Platform) -> [Shortcut: StandardMeaning] {
    var meanings: [Shortcut: StandardMeaning] = [:]
    for fact in ShortcutFacts.facts(on: platform)
    where fact.severity == .standard && fact.scope == .standardAppMenu && fact.confirmed {
      if let shortcut = fact.shortcut, meanings[shortcut] == nil { meanings[shortcut] = StandardMeaning(fact.meaning) }
    }
    return meanings
  }

  /// The words of `name` after the App's name `app` (`Help` of `Leaf Help` with `App: Leaf`), or
  /// nil when `name` does not start with it or holds nothing after it. The app's name says whose
  /// command it is, never what it does.
  static func nameAfterApp(_ name: String, app: String?) -> [String]? {
    guard let app else { return nil }
    let appWords = words(app)
    let nameWords = words(name)
    guard !appWords.isEmpty, nameWords.count > appWords.count, nameWords.starts(with: appWords) else { return nil }
    return Array(nameWords.dropFirst(appWords.count))
  }

  /// Whether `binding` keeps the meaning: its command's name carries it, or, for a shortcut in a
  /// segment without a subject, a word of the segment does (`Pressing ⌘W closes the window`).
  static func carriesMeaning(_ binding: ShortcutBinding, _ meaning: StandardMeaning) -> Bool {
    let synonyms = StandardMeaningSynonyms.phrases(for: binding.shortcut)
    if carriesMeaning(binding.target, meaning, synonyms: synonyms) { return true }
    // Bound to the component itself (it has no primary action), the shortcut is named by the
    // component's name, an identifier: `SearchField` is `search field`.
    if binding.target == binding.component,
      carriesMeaning(LetterWords.identifierWords(binding.target), meaning, synonyms: synonyms)
    {
      return true
    }
    guard let context = binding.context else { return false }
    let contextWords = words(context)
    return contextWords.indices.contains { index in
      !functionWords.contains(contextWords[index])
        && carriesMeaning(contextWords[index...], meaning: meaning.contentWords, synonyms: synonyms)
    }
  }

  /// Words that carry no meaning of their own: never compared with a segment's words.
  static let functionWords: Set<String> = [
    "a", "an", "the", "of", "in", "on", "to", "or", "and", "for", "with", "into", "from", "by", "its", "it", "is",
  ]

  /// Whether the first word of `name`, or its stem, is a word of `meaning`, or the name starts
  /// with one of `synonyms` (phrases of lower-case words: `search`, `get info`).
  static func carriesMeaning(_ name: String, _ meaning: StandardMeaning, synonyms: [[String]] = []) -> Bool {
    carriesMeaning(words(name), meaning, synonyms: synonyms)
  }

  /// ``carriesMeaning(_:_:synonyms:)`` of a name already split into lower-case words.
  static func carriesMeaning(_ nameWords: [String], _ meaning: StandardMeaning, synonyms: [[String]] = []) -> Bool {
    guard !nameWords.isEmpty else { return true }
    return carriesMeaning(nameWords[...], meaning: meaning.words, synonyms: synonyms)
  }

  private static func carriesMeaning(
    _ name: ArraySlice<String>,
    meaning: [(word: String, stem: String)],
    synonyms: [[String]]
  ) -> Bool {
    guard let first = name.first else { return false }
    let firstStem = stem(first)
    if meaning.contains(where: { $0.word == first || $0.stem == firstStem }) { return true }
    return synonyms.contains { phrase in
      guard phrase.count <= name.count else { return false }
      return zip(phrase, name).allSatisfy { $0 == $1 || stem($0) == stem($1) }
    }
  }

  /// The words of `text`, lower-cased: its runs of letters.
  static func words(_ text: String) -> [String] { LetterWords.lowercased(text) }

  /// A crude English stem: enough to match Copy/Copies/Copying, Close/Closing, Find/Finding,
  /// Dismiss/Dismisses/Dismissing.
  static func stem(_ word: String) -> String {
    asciiStem(word) ?? stemByCharacters(word)
  }

  /// The endings ``stem(_:)`` takes off (the first that fits), and what stands in their place:
  /// `copies` and `copied` are `copy`.
  private static let endings: [(ending: String, replacement: String)] = [
    ("ing", ""), ("ion", ""), ("ies", "y"), ("ied", "y"), ("ed", ""), ("es", ""), ("s", ""), ("e", ""),
  ]

  /// ``stem(_:)`` by characters: the reference, and the way for words that are not ASCII.
  static func stemByCharacters(_ word: String) -> String {
    var word = word
    for (ending, replacement) in endings where word.count > ending.count + 2 && word.hasSuffix(ending) {
      // A word ending in `ss` (`dismiss`, `access`) is no plural.
      if ending == "s", word.dropLast().hasSuffix("s") { break }
      word.removeLast(ending.count)
      word += replacement
      break
    }
    if word.hasSuffix("e"), word.count > 3 { word.removeLast() }
    return word
  }

  /// ``endings`` as bytes, for ``asciiStem(_:)``.
  private static let asciiEndings: [(ending: [UInt8], replacement: String)] = endings.map {
    (Array($0.ending.utf8), $0.replacement)
  }

  /// ``stem(_:)`` of an ASCII word, by bytes (a character is a byte, but for CR LF); nil when
  /// `word` is not ASCII or holds a CR.
  private static func asciiStem(_ word: String) -> String? {
    var word = word
    return word.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
      var length = bytes.count
      func endsWith(_ suffix: [UInt8]) -> Bool {
        length >= suffix.count && bytes[(length - suffix.count)..<length].elementsEqual(suffix)
      }
      for (ending, replacement) in asciiEndings where length > ending.count + 2 && endsWith(ending) {
        if ending.count == 1, ending[0] == UInt8(ascii: "s"), bytes[length - 2] == UInt8(ascii: "s") { break }
        length -= ending.count
        guard replacement.isEmpty else { return String(decoding: bytes[..<length], as: UTF8.self) + replacement }
        break
      }
      if length > 3, bytes[length - 1] == UInt8(ascii: "e") { length -= 1 }
      return String(decoding: bytes[..<length], as: UTF8.self)
    }
  }
}

extension RuleID {
  public static let shortcutStandardMeaning: RuleID = "shortcut-standard-meaning"
}
