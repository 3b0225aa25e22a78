extension ShortcutReader {
  /// Parses a whole token (``Shortcut/parse(_:)``): symbol form, text form or a bare key, with
  /// nothing left over but white space around it.
  static func parseWhole(_ token: String) -> ShortcutParse {
    let trimmed = token.trimmingWhitespace()
    guard !trimmed.isEmpty else { return .invalid(reason: "an empty token is not a shortcut") }
    let reader = ShortcutReader(trimmed)
    let read: Read
    if reader.modifier(at: 0) != nil {
      guard let symbolForm = reader.readSymbolForm(at: 0) else {
        return .invalid(reason: unknownKeyReason(reader.wordAfterModifiers()))
      }
      read = symbolForm
    } else {
      switch reader.readTextForm(at: 0) {
      case .read(let textForm):
        read = textForm
      case .unknownKey(let word, _):
        return .invalid(reason: word.isEmpty ? "a modifier needs a key" : unknownKeyReason(word))
      case .notTextForm:
        return parseBareKey(trimmed, name: reader.name(0, reader.count))
      }
    }
    guard read.end == reader.count else {
      if read.parse.isValid {
        return .invalid(reason: "'\(reader.text(read.end, reader.count))' follows the key")
      }
      return read.parse
    }
    return read.parse
  }

  /// The word in the key position of a symbol form (`click` in `⌘-click`).
  private func wordAfterModifiers() -> String {
    var start = 0
    while start < count, modifier(at: start) != nil || isJoiner(at: start) {
      start += 1
    }
    var end = start
    while isWord(at: end) { end += 1 }
    return text(start, end)
  }

  /// A token without modifiers: a key symbol, name or character (`⌫`, `Space`, `F8`, `R`), looked up
  /// by its `name` (the token without variation selectors).
  private static func parseBareKey(_ token: String, name: String) -> ShortcutParse {
    if let key = ShortcutKey(name) { return .valid(Shortcut(key: key)) }
    if KeyNames.modifier(named: name) != nil { return .invalid(reason: "a modifier needs a key") }
    return .invalid(reason: unknownKeyReason(token))
  }
}

extension String {
  /// The string without leading and trailing white space.
  fileprivate func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
