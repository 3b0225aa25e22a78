extension ClassReader {
  /// Whether the tokens `body` of the event override `name` hand the event and the focus to
  /// another view, and do nothing else: one call of `view.name(with: event)`, the override's own
  /// event passed to the same method, and one call of `….makeFirstResponder(view)` on the same
  /// view, in either order, `;` between or after them aside. Before them only `guard let …
  /// else { return }` may stand, which gets hold of the view (fsnotes' `EditorView`, the padding
  /// around its NSTextView: `guard let vc = ViewController.shared() else { return }`). The click
  /// lands in that view and the keyboard goes to it, so the keyboard and VoiceOver reach the
  /// control there, not this view. `self`, `window` and `nextResponder` are not such a view (see
  /// `passesEventOn`).
  func forwardsFocus(_ name: String, _ body: Range<Int>) -> Bool {
    let tokens = reader.tokens
    guard let event = eventParameter(before: body) else { return false }
    var index = body.lowerBound
    var forwarded: String?
    var focused: String?
    while index < body.upperBound {
      if tokens[index].kind == .semicolon {
        index += 1
        continue
      }
      if tokens[index].keyword == .guard {
        guard forwarded == nil, focused == nil, let next = bindingGuardEnd(index, body.upperBound) else {
          return false
        }
        index = next
        continue
      }
      guard let call = chainCall(index, body.upperBound) else { return false }
      let argument = call.open + 1..<reader.structure.groups.contentEnd(of: call.open)
      if call.method == name, forwarded == nil, argument.count == 3, reader.token(argument.lowerBound, is: "with"),
        tokens[argument.lowerBound + 1].kind == .colon, reader.token(argument.lowerBound + 2, is: event)
      {
        forwarded = call.receiver
      } else if call.method == "makeFirstResponder", focused == nil, !call.receiver.isEmpty,
        let view = responderPath(argument)
      {
        focused = view
      } else {
        return false
      }
      index = call.end
    }
    guard let forwarded, forwarded == focused else { return false }
    return !["", "self", "super", "window", "nextResponder"].contains(forwarded)
  }

  /// The event parameter's name of the override whose body starts at `body`: `event` in
  /// `mouseDown(with event: NSEvent) {`.
  private func eventParameter(before body: Range<Int>) -> String? {
    let tokens = reader.tokens
    var index = body.lowerBound - 2
    while index > 0, tokens[index].kind != .leftParen, tokens[index].kind != .leftBrace { index -= 1 }
    guard index > 0, tokens[index].kind == .leftParen, index + 3 < body.lowerBound,
      reader.token(index + 1, is: "with"), tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .colon
    else { return nil }
    let name = reader.structure.text(of: index + 2)
    return name == "_" ? nil : name
  }

  /// The index after a `guard` at `start` whose conditions each bind a value (`let`, `var`) and
  /// whose `else` only returns, when it is one.
  private func bindingGuardEnd(_ start: Int, _ end: Int) -> Int? {
    let tokens = reader.tokens
    var index = start + 1
    var clauseStart = true
    while index < end, tokens[index].keyword != .else {
      if clauseStart, tokens[index].keyword != .let, tokens[index].keyword != .var { return nil }
      clauseStart = tokens[index].kind == .comma
      index = tokens[index].opensGroup ? reader.structure.groups.next(after: index) : index + 1
    }
    guard index + 4 <= end, tokens[index].keyword == .else,
      tokens[index + 1].kind == .leftBrace, tokens[index + 2].keyword == .return,
      tokens[index + 3].kind == .rightBrace, reader.structure.groups.next(after: index + 1) == index + 4
    else { return nil }
    return index + 4
  }
}
