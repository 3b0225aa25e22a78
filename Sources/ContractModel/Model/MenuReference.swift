/// `Order → Reorder` written in a `Check`: a menu and one of its commands.
struct MenuReference {
  /// The last word before the arrow: the menu's title when no longer run of words is one.
  var menu: String
  /// The runs of up to five words before the arrow, longest first (`Message Actions`, then
  /// `Actions`): the menu is the longest that is a menu title in the workspace (v1.1).
  var menuCandidates: [String]
  /// The command as written: the run of capitalised words after the arrow.
  var command: String
  /// Where the command is written.
  var commandRange: SourceRange
  /// Folded prefixes of the words after the arrow: the command may be any of them.
  var commandCandidates: [String]

  /// Every reference in a check part.
  static func find(in part: CheckPart) -> [MenuReference] {
    // Most parts hold no arrow: looked for in place before the value is copied.
    var value = part.field.value
    let hasArrow = value.withUTF8 { bytes in
      part.valueRange.contains { index in
        (bytes[index] == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x86 && bytes[index + 2] == 0x92)
          || (bytes[index] == UInt8(ascii: "-") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"))
      }
    }
    guard hasArrow else { return [] }
    let bytes = Array(value.utf8)
    var result: [MenuReference] = []
    var index = part.valueRange.lowerBound
    let end = part.valueRange.upperBound
    while index < end {
      let arrow = PathParser.arrowLength(bytes, at: index)
      guard arrow > 0 else {
        index += 1
        continue
      }
      defer { index += arrow }
      let beforeWords = words(bytes, part.valueRange.lowerBound..<index)
      let after = words(bytes, (index + arrow)..<end)
      guard let menu = beforeWords.last, let first = after.first, isCapitalised(menu.text), isCapitalised(first.text)
      else {
        continue
      }
      // Runs of words that stand together right before the arrow, longest first.
      var run = [menu]
      for word in beforeWords.dropLast().reversed().prefix(4) {
        let between = bytes[word.range.upperBound..<run[0].range.lowerBound]
        guard between.allSatisfy({ $0 == UInt8(ascii: " ") }), !between.isEmpty else { break }
        run.insert(word, at: 0)
      }
      // A title may end in what is not a word (`menu Shäre 😀`): each run also as written up to
      // the arrow, before the run of its words alone.
      var menuCandidates: [String] = []
      for start in run.indices {
        let joined = run[start...].map(\.text).joined(separator: " ")
        var written = bytes[run[start].range.lowerBound..<index]
        while let last = written.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { written.removeLast() }
        // The words and the single spaces between them are the text as written unless more stands there.
        if written.count != joined.utf8.count { menuCandidates.append(String(decoding: written, as: UTF8.self)) }
        menuCandidates.append(joined)
      }
      let commandRun = after.prefix { isCapitalised($0.text) }
      let commandEnd = commandRun.last!.range.upperBound
      // The first one to five words joined by a space, each folded.
      var candidates: [String] = []
      var joined = ""
      for (position, word) in after.prefix(5).enumerated() {
        if position > 0 { joined += " " }
        joined += word.text
        candidates.append(ListItem.fold(joined))
      }
      result.append(
        MenuReference(
          menu: menu.text,
          menuCandidates: menuCandidates,
          command: commandRun.map(\.text).joined(separator: " "),
          commandRange: part.field.sourceRange(forValueRange: first.range.lowerBound..<commandEnd),
          commandCandidates: candidates
        )
      )
    }
    return result
  }

  /// The menus the reference names, among `menus` (by folded title, each with its `App`), seen
  /// from a file of `app`: those of the longest candidate title that is a menu there.
  func resolve<Entry>(
    in menus: [String: [Entry]],
    app: String?,
    appOf: (Entry) -> String?
  ) -> (
    title: String, entries: [Entry]
  )? {
    for candidate in menuCandidates {
      let entries = (menus[ListItem.fold(candidate)] ?? []).filter { AppScope.compatible(appOf($0), app) }
      if !entries.isEmpty { return (candidate, entries) }
    }
    return nil
  }

  /// Words (letters, digits, `-`, `…`) in `range` of the value, with their value offsets.
  static func words(_ bytes: [UInt8], _ range: Range<Int>) -> [(text: String, range: Range<Int>)] {
    var result: [(text: String, range: Range<Int>)] = []
    var start: Int?
    var offset = range.lowerBound
    func flush() {
      guard let wordStart = start else { return }
      // A word is a run of whole scalars: its text is its bytes.
      result.append((String(decoding: bytes[wordStart..<offset], as: UTF8.self), wordStart..<offset))
      start = nil
    }
    while offset < range.upperBound {
      let byte = bytes[offset]
      if byte < 0x80 {
        // For ASCII, alphabetic is exactly `A`–`Z` and `a`–`z`.
        if isASCIIWordByte(byte) {
          if start == nil { start = offset }
        } else {
          flush()
        }
        offset += 1
        continue
      }
      var length = 1
      while offset + length < range.upperBound, bytes[offset + length] & 0xC0 == 0x80 { length += 1 }
      let scalar = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).unicodeScalars.first!
      if scalar.properties.isAlphabetic || scalar == "…" {
        if start == nil { start = offset }
      } else {
        flush()
      }
      offset += length
    }
    flush()
    return result
  }

  /// ``words(_:_:)`` scalar by scalar: the reference for the byte walk.
  static func wordsByScalars(_ bytes: [UInt8], _ range: Range<Int>) -> [(text: String, range: Range<Int>)] {
    var result: [(text: String, range: Range<Int>)] = []
    var current: (text: String, start: Int)?
    var offset = range.lowerBound
    for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
      let length = UTF8.width(scalar)
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "…" {
        current = ((current?.text ?? "") + String(scalar), current?.start ?? offset)
      } else if let word = current {
        result.append((word.text, word.start..<offset))
        current = nil
      }
      offset += length
    }
    if let word = current { result.append((word.text, word.start..<offset)) }
    return result
  }

  private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    ASCIIBytes.isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
  }

  static func isCapitalised(_ word: String) -> Bool { word.unicodeScalars.first?.properties.isUppercase ?? false }
}
