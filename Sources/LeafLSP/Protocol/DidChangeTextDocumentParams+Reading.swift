import JSONRPC

extension DidChangeTextDocumentParams {
  /// The params of a `didChange` notification: read straight from the JSON value when it has the
  /// usual shape (the keystroke path), else through the Codable bridge, which also explains what
  /// is wrong with malformed params.
  static func decode(from notification: IncomingNotification) throws(ResponseError) -> Self {
    if let params = Self(reading: notification.params) { return params }
    return try notification.decodeParams()
  }

  /// The params read from `value` without the Codable bridge; nil whenever the value is not
  /// plainly well formed (a member of another type, a number that is not an integer, a negative
  /// position), so that the bridge decides those cases with its own results.
  init?(reading value: JSONValue?) {
    guard case .object(let params)? = value, case .object(let document)? = params["textDocument"],
      case .string(let uri)? = document["uri"], let version = Self.integer(document["version"]),
      case .array(let list)? = params["contentChanges"]
    else { return nil }
    var changes: [TextDocumentContentChangeEvent] = []
    changes.reserveCapacity(list.count)
    for item in list {
      guard let change = Self.change(item) else { return nil }
      changes.append(change)
    }
    self.init(textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes)
  }

  private static func change(_ value: JSONValue) -> TextDocumentContentChangeEvent? {
    guard case .object(let object) = value, case .string(let text)? = object["text"] else { return nil }
    var range: LSPRange?
    switch object["range"] {
    case nil, .null?: range = nil
    case .object(let bounds)?:
      guard let start = position(bounds["start"]), let end = position(bounds["end"]) else { return nil }
      range = LSPRange(start: start, end: end)
    default: return nil
    }
    var change = TextDocumentContentChangeEvent(range: range, text: text)
    switch object["rangeLength"] {
    case nil, .null?: break
    case let length?:
      guard let length = integer(length) else { return nil }
      change.rangeLength = length
    }
    return change
  }

  /// A position of two integers of zero or more; nil for any other (the bridge then refuses it,
  /// saying why: see ``Position``).
  private static func position(_ value: JSONValue?) -> Position? {
    guard case .object(let object)? = value, let line = integer(object["line"]), line >= 0,
      let character = integer(object["character"]), character >= 0
    else { return nil }
    return Position(line: line, character: character)
  }

  private static func integer(_ value: JSONValue?) -> Int? {
    guard case .integer(let integer)? = value else { return nil }
    return Int(exactly: integer)
  }
}
