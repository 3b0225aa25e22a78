extension ClassReader {
  /// Whether the tokens `body` are one call and nothing else, `;` after it aside: `receiver` (a path
  /// of names, see ``responderPath(_:)``) calling `method`.
  func isOneCall(_ body: Range<Int>, receiver: (String) -> Bool, method: String) -> Bool {
    var end = body.upperBound
    while end > body.lowerBound, reader.tokens[end - 1].kind == .semicolon { end -= 1 }
    guard let call = chainCall(body.lowerBound, end) else { return false }
    return call.end == end && call.method == method && receiver(call.receiver)
  }

  /// The call at `start`, `receiver.method(…)`, when the receiver is a path of names
  /// (`NSApp.mainWindow?`, `self.textView!`): the receiver as written without `self.`, `?` and
  /// `!`, the method's name, its `(` and the index after its `)`.
  func chainCall(_ start: Int, _ end: Int) -> (receiver: String, method: String, open: Int, end: Int)? {
    let tokens = reader.tokens
    var index = start
    while index < end, tokens[index].kind != .leftParen { index += 1 }
    guard index < end, index - start >= 1, tokens[index - 1].kind == .identifier else { return nil }
    let method = reader.structure.text(of: index - 1)
    var receiver = start..<index - 1
    if receiver.isEmpty == false {
      guard tokens[index - 2].kind == .period else { return nil }
      receiver = start..<index - 2
    }
    guard let path = receiver.isEmpty ? "" : responderPath(receiver) else { return nil }
    let after = reader.structure.groups.next(after: index)
    guard reader.structure.groups.isClosed(index), after <= end else { return nil }
    return (path, method, index, after)
  }

  /// The tokens `range` as a path of names (`vc.editor`, `self.textView!`, `window?`, `super`)
  /// without `self.`, `?` and `!`, when they are one.
  func responderPath(_ range: Range<Int>) -> String? {
    let tokens = reader.tokens
    var names: [String] = []
    var expectsName = true
    for index in range {
      let token = tokens[index]
      if expectsName {
        guard token.kind == .identifier, token.keyword == nil || token.keyword == .self || token.keyword == .super
        else { return nil }
        names.append(reader.structure.text(of: index))
        expectsName = false
      } else if token.kind == .period {
        expectsName = true
      } else if !(reader.token(index, is: "?") || reader.token(index, is: "!")) {
        return nil
      }
    }
    guard !expectsName else { return nil }
    if names.count > 1, names[0] == "self" { names.removeFirst() }
    return names.joined(separator: ".")
  }
}
