/// Finds keyboard shortcuts in free text such as a platform path.
///
/// Left to right, without overlaps, it finds:
/// - **symbol forms**, starting at a modifier symbol: `⌘R`, `⌥⇧⌘N`, `⌥⌘←`, `⌘Space`, `⌘,` (a `,`
///   `;` or `.` right after the modifiers is the key). The key is read greedily, up to three words
///   for names such as `⌘Page Up`. A `+` or `-` may join the symbols (`⌘+R`), but then the key must
///   be known: `⌘-click` is free text, like `Shift-click`. Invalid tokens are returned too, so the
///   caller can report `invalid-shortcut`: a lone `⌘`, `⌘⌘R`, `⌘Rx`.
/// - **text forms** at a word start: `Cmd-R`, `Command+Shift+Z`, `Ctrl-Opt-Space`, `Cmd-,`, but only
///   when the key is known; `Shift-click` and `Option-drag` are free text, and `MyCmd-R` is not a
///   text form.
/// - **bare keys**: `⌫ ⌦ ↩ ⌤ ⎋ ⇥ ⇞ ⇟ ↖ ↘` always; an arrow `← → ↑ ↓` only when it is a key, as
///   ``ShortcutScanner`` decides below.
///
/// An arrow without modifiers is a key when
/// 1. it stands next to another arrow, alone or through `/` or one space (`↑↓`, `←/→`, `↑ ↓`): all
///    of them are keys; or
/// 2. no word follows it in its piece, i.e. before the next `,` `;` ` + ` ` and ` ` or `, a
///    sentence-ending `.`, a line end or the end (`Increment with →`, `move with ↑ and ↓`,
///    `(→)`); a shortcut after it (`→ ⌘R`) is not a word.
///
/// An arrow with a word and a space on each side (`row → details`) is a presentation, and any other
/// arrow followed by a word in its piece is free text. The ASCII `->` is never a key. Words alone
/// (`Space`, `Return`, `R`) are never shortcuts.
public enum ShortcutScanner {
  /// Key symbols that are always a key when written alone.
  static let bareKeySymbols: Set<Unicode.Scalar> = ["⌫", "⌦", "↩", "⌤", "⎋", "⇥", "⇞", "⇟", "↖", "↘"]
  /// The arrows, keys only in context.
  static let arrowSymbols: Set<Unicode.Scalar> = ["←", "→", "↑", "↓"]

  /// The shortcut tokens of `text`, in order, with UTF-8 byte ranges.
  public static func scan(_ text: String) -> [ShortcutToken] {
    if let token = symbolFormAlone(text) { return [token] }
    guard mayHoldShortcut(text) else { return [] }
    return scanEveryCharacter(ShortcutReader(text))
  }

  /// The one token of `text` when it is modifier symbols (`⌃` `⌥` `⇧` `⌘`, each once) and one ASCII
  /// letter or digit, and nothing else (`⌥⇧⌘K`, the usual value of a menu command): the token
  /// ``scanEveryCharacter(_:)`` reads there, read from the bytes without splitting the text into
  /// characters.
  static func symbolFormAlone(_ text: String) -> ShortcutToken? {
    var utf8 = text
    return utf8.withUTF8 { bytes -> ShortcutToken? in
      // Three bytes per modifier symbol, one for the key.
      guard bytes.count >= 4, (bytes.count - 1) % 3 == 0 else { return nil }
      let key = bytes[bytes.count - 1]
      guard key < 0x80, MechanismMatcher.isWordByte(key), key != UInt8(ascii: "_") else { return nil }
      var modifiers: ShortcutModifiers = []
      for start in stride(from: 0, to: bytes.count - 1, by: 3) {
        guard let modifier = modifierSymbol(bytes[start], bytes[start + 1], bytes[start + 2]),
          !modifiers.contains(modifier)
        else { return nil }
        modifiers.insert(modifier)
      }
      guard let shortcutKey = ShortcutKey.singleByte(String(UnicodeScalar(key))) else { return nil }
      return ShortcutToken(
        range: 0..<bytes.count,
        text: text,
        parse: .valid(Shortcut(modifiers: modifiers, key: shortcutKey))
      )
    }
  }

  /// The modifier whose symbol (``ShortcutModifiers/init(symbol:)``) is the three UTF-8 bytes
  /// given, `⌃` `⌥` `⇧` or `⌘` (U+2xxx: lead byte E2); not `⇪`, which the fast path leaves to the
  /// full scan.
  private static func modifierSymbol(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> ShortcutModifiers? {
    guard lead == 0xE2, second & 0xC0 == 0x80, third & 0xC0 == 0x80,
      let scalar = Unicode.Scalar(0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)),
      let modifier = ShortcutModifiers(symbol: scalar), modifier != .capsLock
    else { return nil }
    return modifier
  }

  /// ``scan(_:)`` of the text whose UTF-8 bytes are `bytes`, without copying them again.
  static func scan(_ text: String, utf8 bytes: [UInt8]) -> [ShortcutToken] {
    guard mayHoldShortcut(text) else { return [] }
    return scanEveryCharacter(ShortcutReader(utf8: bytes))
  }

  /// ``scan(_:)`` without the ``mayHoldShortcut(_:)`` shortcut: the reference for that filter.
  static func scanEveryCharacter(_ text: String) -> [ShortcutToken] {
    scanEveryCharacter(ShortcutReader(text))
  }

  /// The tokens `reader` finds, reading every character.
  private static func scanEveryCharacter(_ reader: ShortcutReader) -> [ShortcutToken] {
    var tokens: [ShortcutToken] = []
    func add(_ start: Int, _ end: Int, _ parse: ShortcutParse) {
      tokens.append(
        ShortcutToken(range: reader.offsets[start]..<reader.offsets[end], text: reader.text(start, end), parse: parse)
      )
    }
    var index = 0
    while index < reader.count {
      if reader.modifier(at: index) != nil {
        if let read = reader.readSymbolForm(at: index) {
          add(index, read.end, read.parse)
          index = read.end
        } else {
          index += 1
        }
      } else if reader.isWord(at: index) {
        if reader.startsWord(at: index), reader.mayStartTextForm(at: index),
          case .read(let read) = reader.readTextForm(at: index)
        {
          add(index, read.end, read.parse)
          index = read.end
        } else {
          while reader.isWord(at: index) { index += 1 }
        }
      } else if !reader.isWide(at: index) {
        // An ASCII character that is not a word: never a key symbol nor an arrow.
        index += 1
      } else if let scalar = reader.symbol(at: index), bareKeySymbols.contains(scalar) {
        add(index, index + 1, bareKey(scalar))
        index += 1
      } else if reader.isArrow(at: index) {
        let group = reader.arrowGroup(from: index)
        if group.count > 1 || reader.isArrowKey(at: index) {
          for arrow in group {
            add(arrow, arrow + 1, reader.symbol(at: arrow).map(bareKey) ?? .invalid(reason: "not a key"))
          }
        }
        index = group[group.count - 1] + 1
      } else {
        index += 1
      }
    }
    return tokens
  }

  /// The bare-key shortcut of a key symbol.
  private static func bareKey(_ symbol: Unicode.Scalar) -> ShortcutParse {
    bareKeys[symbol] ?? Shortcut.parse(String(symbol))
  }

  /// Every symbol that starts a token alone: modifiers, bare keys and arrows.
  static var tokenSymbols: Set<Unicode.Scalar> {
    bareKeySymbols.union(arrowSymbols).union(["🌐", "⇪", "⌃", "⌥", "⇧", "⌘"])
  }

  /// The bare-key shortcut of every bare key and arrow symbol, parsed once.
  private static let bareKeys: [Unicode.Scalar: ShortcutParse] = Dictionary(
    uniqueKeysWithValues: bareKeySymbols.union(arrowSymbols).map { ($0, Shortcut.parse(String($0))) }
  )

  /// Whether `text` may hold a shortcut at all: every symbol form and bare key starts with a
  /// symbol between U+2190 and U+23FF (UTF-8 lead byte 0xE2) or with 🌐 (lead byte 0xF0), and every
  /// text form joins a word to its key with `-` or `+`. Most path text has neither, and skips the
  /// full reader. Nor does an arrow between two words (`row → details`, see
  /// ``isPresentationArrow(_:at:)``) when it is the only such symbol.
  static func mayHoldShortcut(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mayHoldShortcut(bytes: $0) }
  }

  private static func mayHoldShortcut(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous: UInt8 = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0xE2 {
        guard isPresentationArrow(bytes, at: index) else { return true }
        previous = byte
        index += 3
        continue
      }
      if byte == 0xF0 { return true }
      if let length = variationSelectorLength(bytes, at: index) {
        // Read through, as the reader does: `Cmd️-R` is `Cmd-R`.
        index += length
        continue
      }
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
        let isLetter = (previous | 0x20) >= UInt8(ascii: "a") && (previous | 0x20) <= UInt8(ascii: "z")
        if isLetter { return true }
      }
      previous = byte
      index += 1
    }
    return false
  }

  /// The length of the variation selector (``ShortcutCharacters/isVariationSelector(_:)``) whose
  /// UTF-8 bytes start at `index`: 3 for U+FE00…U+FE0F (EF B8 80…8F), 4 for U+E0100…U+E01EF
  /// (F3 A0 84…87 xx); `nil` when none starts there.
  private static func variationSelectorLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    if bytes[index] == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xB8, (0x80...0x8F).contains(bytes[index + 2])
    {
      return 3
    }
    if bytes[index] == 0xF3, index + 3 < bytes.count, bytes[index + 1] == 0xA0, (0x84...0x87).contains(bytes[index + 2])
    {
      return 4
    }
    return nil
  }

  /// Whether `bytes` hold at `index` an arrow that is no token in a text whose only other symbols
  /// are such arrows and that holds no text form: `word → word`, with one space on each side and
  /// an ASCII letter or digit past each space. The arrow is then one character, no other arrow
  /// joins it (a group is joined by nothing, `/`, one space or ` / `), and a word follows it in
  /// its piece (the word is no text form, and not `and` or `or`, which may end the piece), so it
  /// is neither a key of a group nor a lone arrow key.
  static func isPresentationArrow(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index >= 2, index + 4 < bytes.count, bytes[index + 1] == 0x86, (0x90...0x93).contains(bytes[index + 2]),
      bytes[index - 1] == UInt8(ascii: " "), isASCIILetterOrDigit(bytes[index - 2]),
      bytes[index + 3] == UInt8(ascii: " "), isASCIILetterOrDigit(bytes[index + 4])
    else { return false }
    let word = index + 4
    func startsWith(_ text: StaticString) -> Bool {
      guard word + text.utf8CodeUnitCount <= bytes.count else { return false }
      for offset in 0..<text.utf8CodeUnitCount
      where MechanismMatcher.lowercased(bytes[word + offset]) != text.utf8Start[offset] {
        return false
      }
      return true
    }
    return !startsWith("and") && !startsWith("or")
  }

  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
