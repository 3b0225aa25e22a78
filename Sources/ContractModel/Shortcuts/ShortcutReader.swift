/// Reads shortcut tokens from a run of characters; shared by ``Shortcut/parse(_:)`` and
/// ``ShortcutScanner``.
///
/// Works on grapheme clusters, so an emoji or a symbol followed by a variation selector (`🌐️`,
/// `↩︎`) is one character; offsets are kept in UTF-8 bytes.
struct ShortcutReader {
  /// One token read: where it ends (a character index) and what it is.
  struct Read {
    let end: Int
    let parse: ShortcutParse
  }

  /// The result of reading a key position.
  enum KeyRead {
    case key(ShortcutKey, end: Int)
    case unknown(String, end: Int)
    case missing
  }

  /// The result of trying a text form (`Cmd-R`).
  enum TextFormRead {
    /// No modifier word followed by `-` or `+` starts here.
    case notTextForm
    /// Modifier words, but no known key after them (`Shift-click`): free text in prose.
    case unknownKey(String, end: Int)
    case read(Read)
  }

  /// The text's characters and what is asked of them.
  let characters: ShortcutCharacters

  init(_ text: String) {
    characters = ShortcutCharacters(text)
  }

  /// A reader of the text whose UTF-8 bytes are `bytes`.
  init(utf8 bytes: [UInt8]) {
    characters = ShortcutCharacters(utf8: bytes)
  }

  /// UTF-8 offset of each character, plus the text's length at the end.
  var offsets: [Int] { characters.offsets }

  var count: Int { characters.count }

  /// The text of characters `start..<end`.
  func text(_ start: Int, _ end: Int) -> String { characters.text(start, end) }

  /// The text of characters `start..<end` without variation selectors, to look up as a name.
  func name(_ start: Int, _ end: Int) -> String { characters.name(start, end) }

  /// The single scalar a character stands for, ignoring variation selectors (`↩︎` is `↩`).
  func symbol(at index: Int) -> Unicode.Scalar? {
    guard index < count else { return nil }
    return characters.symbol(at: index)
  }

  /// The modifier whose symbol is at `index`.
  func modifier(at index: Int) -> ShortcutModifiers? {
    guard index < count, characters.codes[index] == ShortcutCharacters.wideCode else { return nil }
    return symbol(at: index).flatMap(ShortcutModifiers.init(symbol:))
  }

  /// Whether the character at `index` is not a single ASCII scalar (only those can be key symbols).
  func isWide(at index: Int) -> Bool { characters.codes[index] == ShortcutCharacters.wideCode }

  /// Whether the character at `index` belongs to a word (a letter or a digit).
  func isWord(at index: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    return characters.isWord(at: index)
  }

  /// Whether the character at `index` is white space (a line end counts).
  func isSpace(at index: Int) -> Bool { index < count && characters.isWhitespace(at: index) }

  /// Whether the character at `index` is `+` or `-`.
  func isJoiner(at index: Int) -> Bool {
    characters.isCharacter(at: index, UInt8(ascii: "+")) || characters.isCharacter(at: index, UInt8(ascii: "-"))
  }

  /// The ends of the one-, two-, three-… word phrases starting at `start` (words joined by one space).
  func phraseEnds(from start: Int, maxWords: Int) -> [Int] {
    var ends: [Int] = []
    var index = start
    while ends.count < maxWords, isWord(at: index) {
      while isWord(at: index) { index += 1 }
      ends.append(index)
      guard index + 1 < count, characters.isCharacter(at: index, UInt8(ascii: " ")), isWord(at: index + 1) else {
        break
      }
      index += 1
    }
    return ends
  }

  // MARK: - Keys

  /// Reads a key at `start`: the longest key name or alias (up to three words), a single letter or
  /// digit, a key symbol or a punctuation character.
  func readKey(at start: Int) -> KeyRead {
    guard start < count, !isSpace(at: start) else { return .missing }
    if isWord(at: start) {
      let ends = phraseEnds(from: start, maxWords: KeyNames.longestKeySpellingWordCount)
      for end in ends.reversed() {
        if let key = ShortcutKey(name(start, end)) { return .key(key, end: end) }
      }
      return .unknown(text(start, ends[0]), end: ends[0])
    }
    if let scalar = symbol(at: start), let key = ShortcutKey(String(scalar)) {
      return .key(key, end: start + 1)
    }
    return .unknown(text(start, start + 1), end: start + 1)
  }

  /// Whether a key or a modifier symbol starts at `index` (used to read `⌘+R` as `⌘R`).
  func startsKeyOrModifier(at index: Int) -> Bool {
    if isWord(at: index) || modifier(at: index) != nil { return true }
    guard let scalar = symbol(at: index), let key = ShortcutKey(String(scalar)) else { return false }
    return key.kind == .named
  }

  // MARK: - Symbol form

  /// Reads a symbol form starting with the modifier symbol at `start` (`⌥⇧⌘N`, `⌘,`, `⌘Space`).
  ///
  /// A `+` or `-` followed by a key or a modifier joins them (`⌘+R` and `⌘-R` are `⌘R`); followed by
  /// anything else it is the key (`⌘+`, `⌘-`). After such a joiner the key must be known, as in a
  /// text form: `⌘-click` and `⌥-drag` are free text (`nil`). Otherwise the token always covers the
  /// modifiers and whatever stands in the key position, so an invalid token (`⌘`, `⌘⌘R`, `⌘Rx`) can
  /// be reported in full.
  func readSymbolForm(at start: Int) -> Read? {
    var index = start
    var modifiers: ShortcutModifiers = []
    var repeated: ShortcutModifiers?
    var joined = false
    while let modifier = modifier(at: index) {
      if modifiers.contains(modifier), repeated == nil { repeated = modifier }
      modifiers.insert(modifier)
      index += 1
      joined = index < count && isJoiner(at: index) && startsKeyOrModifier(at: index + 1)
      if joined { index += 1 }
    }
    switch readKey(at: index) {
    case .missing:
      return Read(end: index, parse: .invalid(reason: "a modifier needs a key"))
    case .unknown(let word, let end):
      if joined { return nil }
      return Read(end: end, parse: .invalid(reason: repeated.map(Self.repeatedReason) ?? Self.unknownKeyReason(word)))
    case .key(let key, let end):
      if let repeated { return Read(end: end, parse: .invalid(reason: Self.repeatedReason(repeated))) }
      return Read(end: end, parse: .valid(Shortcut(modifiers: modifiers, key: key)))
    }
  }

  // MARK: - Text form

  /// Reads a modifier word (`Cmd`, `option`, `Caps Lock`) at `start`.
  func readModifierWord(at start: Int) -> (modifier: ShortcutModifiers, end: Int)? {
    let ends = phraseEnds(from: start, maxWords: KeyNames.longestModifierSpellingWordCount)
    for end in ends.reversed() {
      if let modifier = KeyNames.modifier(named: name(start, end))?.modifier { return (modifier, end) }
    }
    return nil
  }

  /// Whether a text form may start at `start`: ASCII words (modifier names are ASCII) run into a
  /// `-` or `+` right after a letter. A cheap test before ``readTextForm(at:)``.
  func mayStartTextForm(at start: Int) -> Bool {
    var index = start
    var afterLetter = false
    while index < count, index - start < 24 {
      guard let ascii = characters.asciiValue(at: index) else { return false }
      switch ascii {
      case UInt8(ascii: "-"), UInt8(ascii: "+"): return afterLetter
      case UInt8(ascii: " "): afterLetter = false
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): afterLetter = true
      default: return false
      }
      index += 1
    }
    return false
  }

  /// Reads a text form at `start`: modifier words each followed by `-` or `+`, then a known key
  /// that ends at a word boundary (`Cmd-R`, `Command+Shift+Z`, `Ctrl-Opt-Space`, `Cmd-,`).
  func readTextForm(at start: Int) -> TextFormRead {
    var index = start
    var modifiers: ShortcutModifiers = []
    var repeated: ShortcutModifiers?
    while let word = readModifierWord(at: index), word.end < count, isJoiner(at: word.end) {
      if modifiers.contains(word.modifier), repeated == nil { repeated = word.modifier }
      modifiers.insert(word.modifier)
      index = word.end + 1
    }
    guard !modifiers.isEmpty else { return .notTextForm }
    switch readKey(at: index) {
    case .missing:
      return .unknownKey("", end: index)
    case .unknown(let word, let end):
      guard let (key, end) = hyphenatedKey(from: index, wordEnd: end) else { return .unknownKey(word, end: end) }
      return read(key, end: end, modifiers: modifiers, repeated: repeated)
    case .key(let key, let end):
      if isWord(at: end) { return .unknownKey(text(index, end), end: end) }
      guard hyphenFollows(end) else { return read(key, end: end, modifiers: modifiers, repeated: repeated) }
      guard let (longer, end) = hyphenatedKey(from: index, wordEnd: end) else {
        return .unknownKey(text(index, endOfWord(after: end)), end: endOfWord(after: end))
      }
      return read(longer, end: end, modifiers: modifiers, repeated: repeated)
    }
  }

  /// A text form's shortcut: `key` after `modifiers`, ending at `end`.
  private func read(
    _ key: ShortcutKey,
    end: Int,
    modifiers: ShortcutModifiers,
    repeated: ShortcutModifiers?
  )
    -> TextFormRead
  {
    if let repeated { return .read(Read(end: end, parse: .invalid(reason: Self.repeatedReason(repeated)))) }
    return .read(Read(end: end, parse: .valid(Shortcut(modifiers: modifiers, key: key))))
  }

  /// Whether a hyphen and a word follow `end`.
  private func hyphenFollows(_ end: Int) -> Bool {
    end + 1 < count && characters.asciiValue(at: end) == UInt8(ascii: "-") && isWord(at: end + 1)
  }

  /// Where the word after the hyphen at `hyphen` ends.
  private func endOfWord(after hyphen: Int) -> Int {
    var end = hyphen + 1
    while end < count, isWord(at: end) { end += 1 }
    return end
  }

  /// A key whose name is hyphenated (`Right-Arrow`, `Page-Up`): the word from `start` to
  /// `wordEnd`, a hyphen and the next word, known by the two words joined by a space.
  private func hyphenatedKey(from start: Int, wordEnd: Int) -> (key: ShortcutKey, end: Int)? {
    guard hyphenFollows(wordEnd) else { return nil }
    let end = endOfWord(after: wordEnd)
    return ShortcutKey(name(start, wordEnd) + " " + name(wordEnd + 1, end)).map { ($0, end) }
  }

  // MARK: - Reasons

  static func repeatedReason(_ modifier: ShortcutModifiers) -> String { "\(modifier.symbol) is repeated" }

  static func unknownKeyReason(_ word: String) -> String {
    switch ListItem.fold(word) {
    case "⏏", "eject", "media eject":
      "'\(word)' (Media Eject) is the system's: apps never receive it"
    case "power", "⌽", "touch id":
      "'\(word)' (the power button) is the system's: apps never receive it"
    case "⇤", "back tab", "back-tab", "backtab":
      "'\(word)' (Back Tab) is Shift-Tab: write ⇧⇥"
    case "⌧", "clear":
      "'\(word)' (Clear, on the numeric keypad) is a key contracts do not bind: most keyboards lack it"
    case "help", "help key", "?⃝":
      "'\(word)' (the Help key) is a key contracts do not bind: Mac keyboards no longer have it; Help is ⌘?"
    default:
      "'\(word)' is not a key name"
    }
  }
}
