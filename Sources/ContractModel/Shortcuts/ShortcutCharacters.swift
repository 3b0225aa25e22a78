/// A text split into characters (grapheme clusters), with what ``ShortcutReader`` asks of each one
/// computed once.
///
/// Most text is ASCII. A character that is one ASCII scalar is kept as its byte and classified
/// from a table; only the other characters (symbols, emoji, letters with accents, `\r\n`) are made
/// into `Character`s and classified with Unicode's properties. Splitting is exactly `Array(text)`'s:
/// two ASCII scalars other than `\r\n` are always two characters, so only the runs between such
/// pairs are handed to `Character` iteration, and each run starts and ends at a character break.
///
/// Variation selectors only choose how a character is drawn (`⌘️`, `↩︎`), so they are read
/// through: a character that is one ASCII scalar and variation selectors (`-️`, `R️`) is read as
/// that ASCII character, a symbol with them as that symbol, and ``name(_:_:)`` leaves them out.
/// ``text(_:_:)`` keeps them, as written.
struct ShortcutCharacters {
  /// What the reader asks of a character that is not a single ASCII scalar.
  struct Wide {
    let character: Character
    /// The single scalar the character stands for, ignoring variation selectors (`↩︎` is `↩`).
    let symbol: Unicode.Scalar?
    let isWord: Bool
    let isWhitespace: Bool
    let isNewline: Bool
  }

  /// The code of a character that is not a single ASCII scalar.
  static let wideCode: UInt8 = 0xFF

  /// Per character: its byte when it is a single ASCII scalar, else ``wideCode``.
  let codes: [UInt8]
  /// UTF-8 offset of each character, plus the text's length at the end.
  let offsets: [Int]
  /// The characters that are not a single ASCII scalar, in order.
  private let wides: [Wide]
  /// Per character, its place in ``wides`` (-1 for ASCII); empty when every character is ASCII.
  private let wideSlots: [Int32]
  /// The text's UTF-8 bytes.
  private let bytes: [UInt8]
  /// ``ShortcutCharacters/asciiFlagsTable``, held to skip the lazy global's check on every look.
  private let asciiFlags: [UInt8]

  /// Splits `text` into characters.
  init(_ text: String) {
    self.init(utf8: Array(text.utf8))
  }

  /// Splits the text whose UTF-8 bytes are `bytes` (valid UTF-8, as a `String`'s are).
  init(utf8 bytes: [UInt8]) {
    var codes: [UInt8] = []
    var offsets: [Int] = []
    var wides: [Wide] = []
    var wideSlots: [Int32] = []
    codes.reserveCapacity(bytes.count)
    offsets.reserveCapacity(bytes.count + 1)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80, index + 1 == bytes.count || Self.isCertainBreak(byte, bytes[index + 1]) {
        offsets.append(index)
        codes.append(byte)
        if !wideSlots.isEmpty { wideSlots.append(-1) }
        index += 1
        continue
      }
      // A run up to the next break that ASCII alone decides: handed to `Character` iteration.
      var end = index + 1
      while end < bytes.count, !Self.isCertainBreak(bytes[end - 1], bytes[end]) { end += 1 }
      var offset = index
      // Key and modifier symbols standing alone (`⌃⇧⌘A`) are taken from a table; the rest of the
      // run, from the first other character, is split by `Character` iteration.
      while let known = Self.loneSymbol(bytes, at: offset, end: end) {
        offsets.append(offset)
        if wideSlots.isEmpty { wideSlots = Array(repeating: -1, count: codes.count) }
        wideSlots.append(Int32(wides.count))
        wides.append(known)
        codes.append(Self.wideCode)
        offset += 3
      }
      for character in String(decoding: bytes[offset..<end], as: UTF8.self) {
        let length = character.utf8.count
        offsets.append(offset)
        if length == 1 || (bytes[offset] < 0x80 && Self.isASCIIWithVariationSelectors(character)) {
          // One byte, or one byte drawn some way: a single ASCII scalar, like the characters
          // outside runs.
          codes.append(bytes[offset])
          if !wideSlots.isEmpty { wideSlots.append(-1) }
        } else {
          if wideSlots.isEmpty { wideSlots = Array(repeating: -1, count: codes.count) }
          wideSlots.append(Int32(wides.count))
          wides.append(Self.classify(character))
          codes.append(Self.wideCode)
        }
        offset += length
      }
      index = end
    }
    offsets.append(bytes.count)
    self.codes = codes
    self.offsets = offsets
    self.wides = wides
    self.wideSlots = wideSlots
    self.bytes = bytes
    self.asciiFlags = Self.asciiFlagsTable
  }

  /// What is known of the character at `index`, which is not a single ASCII scalar.
  private func wide(at index: Int) -> Wide { wides[Int(wideSlots[index])] }

  /// The number of characters.
  var count: Int { codes.count }

  /// The character at `index`, as written.
  subscript(index: Int) -> Character {
    let code = codes[index]
    if code == Self.wideCode { return wide(at: index).character }
    // An ASCII scalar with variation selectors is longer than its byte.
    return offsets[index + 1] - offsets[index] == 1
      ? Character(Unicode.Scalar(code)) : Character(text(index, index + 1))
  }

  /// The text of characters `start..<end`.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[offsets[start]..<offsets[end]], as: UTF8.self)
  }

  /// The text of characters `start..<end` without its variation selectors: the name to look up
  /// (`R️` is `R`, `Space︎` is `Space`).
  func name(_ start: Int, _ end: Int) -> String {
    let text = text(start, end)
    // Every variation selector is encoded with lead byte 0xEF (U+FE00…U+FE0F) or 0xF3 (U+E0100…).
    guard bytes[offsets[start]..<offsets[end]].contains(where: { $0 == 0xEF || $0 == 0xF3 }) else { return text }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { !Self.isVariationSelector($0) })
    return String(scalars)
  }

  /// The single scalar the character at `index` stands for, ignoring variation selectors.
  func symbol(at index: Int) -> Unicode.Scalar? {
    let code = codes[index]
    return code == Self.wideCode ? wide(at: index).symbol : Unicode.Scalar(code)
  }

  /// Whether the character at `index` is a letter or a number.
  func isWord(at index: Int) -> Bool {
    let code = codes[index]
    return code == Self.wideCode ? wide(at: index).isWord : asciiFlags[Int(code)] & Self.wordFlag != 0
  }

  /// Whether the character at `index` is white space (a line end counts).
  func isWhitespace(at index: Int) -> Bool {
    let code = codes[index]
    return code == Self.wideCode ? wide(at: index).isWhitespace : asciiFlags[Int(code)] & Self.whitespaceFlag != 0
  }

  /// Whether the character at `index` is a line end.
  func isNewline(at index: Int) -> Bool {
    let code = codes[index]
    return code == Self.wideCode ? wide(at: index).isNewline : asciiFlags[Int(code)] & Self.newlineFlag != 0
  }

  /// `Character.asciiValue` of the character at `index`.
  func asciiValue(at index: Int) -> UInt8? {
    let code = codes[index]
    return code == Self.wideCode ? wide(at: index).character.asciiValue : code
  }

  /// Whether the character at `index` equals the ASCII character `ascii` (as `Character` compares).
  func isCharacter(at index: Int, _ ascii: UInt8) -> Bool {
    let code = codes[index]
    return code == Self.wideCode ? wide(at: index).character == Character(Unicode.Scalar(ascii)) : code == ascii
  }

  /// Whether the character at `index`, lower-cased, equals the ASCII character `ascii` lower-cased.
  func equalsIgnoringCase(at index: Int, _ ascii: UInt8) -> Bool {
    let code = codes[index]
    guard code == Self.wideCode else { return MechanismMatcher.lowercased(code) == MechanismMatcher.lowercased(ascii) }
    return wide(at: index).character.lowercased() == Character(Unicode.Scalar(ascii)).lowercased()
  }

  // MARK: - Classification

  private static let carriageReturn = UInt8(ascii: "\r")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let wordFlag: UInt8 = 1
  private static let whitespaceFlag: UInt8 = 2
  private static let newlineFlag: UInt8 = 4

  /// The flags of each ASCII character, from `Character`'s own properties.
  private static let asciiFlagsTable: [UInt8] = (0..<128).map { code in
    let character = Character(Unicode.Scalar(UInt8(code)))
    var flags: UInt8 = 0
    if character.isLetter || character.isNumber { flags |= wordFlag }
    if character.isWhitespace { flags |= whitespaceFlag }
    if character.isNewline { flags |= newlineFlag }
    return flags
  }

  /// Whether a character always ends between `before` and `after`: two ASCII scalars, not `\r\n`.
  static func isCertainBreak(_ before: UInt8, _ after: UInt8) -> Bool {
    before < 0x80 && after < 0x80 && !(before == carriageReturn && after == lineFeed)
  }

  /// The classification of the key and modifier symbols written alone, made once: they are most of
  /// the non-ASCII characters of paths.
  private static let symbolClasses: [Unicode.Scalar: Wide] = Dictionary(
    uniqueKeysWithValues: ShortcutScanner.tokenSymbols.map { ($0, classifyByProperties(Character($0))) }
  )

  /// The classes of the key and modifier symbols, by scalar value less 0x2190: every one lies
  /// between U+2190 and U+23FF (three UTF-8 bytes, lead byte 0xE2).
  private static let symbolTable: [Wide?] = {
    var table = [Wide?](repeating: nil, count: 0x2400 - 0x2190)
    for (scalar, wide) in symbolClasses where (0x2190..<0x2400).contains(scalar.value) {
      table[Int(scalar.value) - 0x2190] = wide
    }
    return table
  }()

  /// The class of the key or modifier symbol at `offset` (before `end`) when it is a character on
  /// its own: what follows it is the end, an ASCII character or another such symbol, none of
  /// which joins a character before it (they are neither extending marks, nor joiners, nor
  /// spacing marks).
  static func loneSymbol(_ bytes: [UInt8], at offset: Int, end: Int) -> Wide? {
    guard let known = symbol(bytes, at: offset, end: end) else { return nil }
    let next = offset + 3
    guard next == bytes.count || bytes[next] < 0x80 || symbol(bytes, at: next, end: bytes.count) != nil else {
      return nil
    }
    return known
  }

  /// The class of the key or modifier symbol whose three bytes start at `offset` (before `end`).
  private static func symbol(_ bytes: [UInt8], at offset: Int, end: Int) -> Wide? {
    guard offset + 3 <= end, bytes[offset] == 0xE2, bytes[offset + 1] & 0xC0 == 0x80, bytes[offset + 2] & 0xC0 == 0x80
    else { return nil }
    let value = 0x2000 | (Int(bytes[offset + 1] & 0x3F) << 6) | Int(bytes[offset + 2] & 0x3F)
    guard value >= 0x2190, value < 0x2400 else { return nil }
    return symbolTable[value - 0x2190]
  }

  private static func classify(_ character: Character) -> Wide {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let known = symbolClasses[scalars.first!] { return known }
    return classifyByProperties(character)
  }

  /// Whether `scalar` is a variation selector: U+FE00…U+FE0F (U+FE0E asks for text, U+FE0F for
  /// emoji presentation) or U+E0100…U+E01EF.
  static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
    (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
  }

  /// Whether `character` is one ASCII scalar followed by variation selectors only (`-️`, `R️`).
  private static func isASCIIWithVariationSelectors(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, first.isASCII, scalars.count > 1 else { return false }
    return scalars.dropFirst().allSatisfy(isVariationSelector)
  }

  private static func classifyByProperties(_ character: Character) -> Wide {
    let scalars = character.unicodeScalars
    var symbol: Unicode.Scalar?
    if let first = scalars.first, scalars.dropFirst().allSatisfy(isVariationSelector) {
      symbol = first
    }
    return Wide(
      character: character,
      symbol: symbol,
      isWord: character.isLetter || character.isNumber,
      isWhitespace: character.isWhitespace,
      isNewline: character.isNewline
    )
  }
}
