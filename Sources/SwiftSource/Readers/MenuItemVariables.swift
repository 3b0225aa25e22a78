/// The variables of a function body (or of a file) and which value each holds at each point:
/// every `name = …`, declaration (`let`, `var`, a loop or closure parameter) or reassignment,
/// starts a value held from the end of its statement, seen in the rest of the braces it is
/// written in. A use the reader cannot tie to one binding (a reassignment inside an `if` before
/// it) is ambiguous, never guessed.
struct MenuItemVariables {
  /// A statement that gives a variable a value.
  struct Binding {
    /// The variable's name.
    let name: String
    /// The token of the name.
    let nameToken: Int
    /// The tokens of the value; nil when none is written (a loop or closure parameter,
    /// `var item: NSMenuItem`).
    let value: Range<Int>?
    /// The first token at which the variable holds the value: the one after the statement.
    let start: Int
    /// Whether it declares the variable rather than assigning it again.
    let isDeclaration: Bool
    /// Whether it declares a property or a global, seen from anywhere in its braces, before it too.
    let isProperty: Bool
    /// The `{` of the innermost braces it is written in; nil at the top of the scope.
    let braces: Int?
    /// A declaration's written type (`NSButton!`); nil when none is written.
    var typeText: String?
  }

  /// What a use of a variable refers to.
  enum Holder: Equatable {
    /// The value of the binding at this index of ``bindings``.
    case binding(Int)
    /// One of several bindings, or a value the reader cannot tie to one.
    case ambiguous
    /// No binding in the scope: a parameter, or a name from elsewhere.
    case none
  }

  let reader: FactReader
  /// The tokens read.
  let scope: Range<Int>
  /// The bindings of the scope, in source order.
  private(set) var bindings: [Binding] = []
  /// For each token of the scope (from its lower bound), the `{` of the innermost braces around
  /// it, -1 at the top of the scope.
  private var innermostBraces: [Int32]

  /// Reads the bindings of the tokens `scope`.
  init(reader: FactReader, scope: Range<Int>) {
    self.reader = reader
    self.scope = scope
    innermostBraces = Self.innermostBraces(reader, scope)
    bindings = (declarations() + reassignments() + parameters()).sorted { $0.nameToken < $1.nameToken }
  }

  /// The `{` of the innermost braces around the token at `index`; nil at the top of the scope.
  func braces(around index: Int) -> Int? {
    guard scope.contains(index) else { return nil }
    let brace = innermostBraces[index - scope.lowerBound]
    return brace < 0 ? nil : Int(brace)
  }

  /// Whether the braces opened at `brace` (the whole scope for nil) hold the token at `index`.
  func braces(_ brace: Int?, hold index: Int) -> Bool {
    guard let brace else { return scope.contains(index) }
    return brace < index && index < reader.structure.groups.contentEnd(of: brace)
  }

  /// The binding whose value is exactly the call at `callIndex` (`item = NSMenuItem(…)`).
  func binding(ofCall callIndex: Int) -> Int? {
    bindings.indices.first { index in
      bindings[index].value.flatMap { reader.call(spanning: $0) } == callIndex
    }
  }

  /// The binding the variable `name` holds at the token `use`: the nearest binding before it
  /// whose braces hold `use`, unless a reassignment in braces closed since may have changed it.
  func holder(of name: String, at use: Int) -> Holder {
    var crossed: [Int] = []
    for index in bindings.indices.reversed() where bindings[index].name == name && bindings[index].start <= use {
      let binding = bindings[index]
      if braces(binding.braces, hold: use) {
        return crossed.isEmpty ? .binding(index) : .ambiguous
      }
      if binding.isDeclaration {
        // A variable of closed braces: the reassignments after it in those braces were of it.
        crossed.removeAll { braces(binding.braces, hold: $0) }
      } else {
        crossed.append(binding.nameToken)
      }
    }
    if !crossed.isEmpty { return .ambiguous }
    // A property may be declared after the code that uses it.
    let properties = bindings.indices.filter {
      bindings[$0].name == name && bindings[$0].isProperty && braces(bindings[$0].braces, hold: use)
    }
    if properties.count == 1, let property = properties.first { return .binding(property) }
    return properties.isEmpty ? .none : .ambiguous
  }

  /// Whether the variable of `binding` may hold a menu item made elsewhere: unless its written
  /// type names no menu item (`NSButton!`) or its value is made by an initializer, a new object
  /// (`NSButton(title: "OK", …)`, `NSMenuItem()`).
  func mayHoldMenuItem(_ binding: Int) -> Bool {
    let held = bindings[binding]
    if let type = held.typeText, !type.contains("MenuItem") { return false }
    guard let value = held.value, let index = reader.call(spanning: value) else { return true }
    let call = reader.calls[index]
    return call.isMember || call.name.first?.isUppercase != true
  }

  /// The end of the expression starting at `start`: the first line start that does not carry
  /// the expression on (with `.` or an operator), a `;`, or a closing bracket of the braces around.
  func expressionEnd(from start: Int) -> Int {
    let tokens = reader.tokens
    var end = start
    while end < scope.upperBound {
      let token = tokens[end]
      if end > start, token.isAtLineStart, token.kind != .period, token.kind != .operator { break }
      if [.semicolon, .rightBrace, .rightParen, .rightBracket, .comma].contains(token.kind) { break }
      end = token.opensGroup ? reader.structure.groups.next(after: end) : end + 1
    }
    return min(end, scope.upperBound)
  }

  // MARK: Reading the bindings

  /// `let`/`var` declarations in the scope, by the structure's members.
  private func declarations() -> [Binding] {
    let structure = reader.structure
    guard !scope.isEmpty else { return [] }
    let bytes = structure.tokens[scope.lowerBound].start..<structure.tokens[scope.upperBound - 1].end
    var result: [Binding] = []
    for member in structure.members
    where (member.kind == .constant || member.kind == .variable) && bytes.contains(member.range.lowerBound) {
      guard let nameToken = nameToken(of: member) else { continue }
      result.append(
        Binding(
          name: member.name,
          nameToken: nameToken,
          value: member.initializerTokens,
          start: member.initializerTokens?.upperBound ?? nameToken + 1,
          isDeclaration: true,
          isProperty: !member.isLocal,
          braces: braces(around: nameToken),
          typeText: member.typeText
        )
      )
    }
    return result
  }

  /// The token of `member`'s name: the first that spells it in its declaration.
  private func nameToken(of member: SwiftMember) -> Int? {
    let tokens = reader.tokens
    var low = scope.lowerBound
    var high = scope.upperBound
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].start < member.range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var index = low
    while index < scope.upperBound, tokens[index].start < member.range.upperBound {
      if tokens[index].kind == .identifier, tokens[index].keyword == nil, reader.token(index, is: member.name) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// `name = value` statements that assign a variable again.
  private func reassignments() -> [Binding] {
    let tokens = reader.tokens
    var result: [Binding] = []
    for index in scope.dropLast() where tokens[index].kind == .identifier && tokens[index].keyword == nil {
      guard tokens[index + 1].kind == .operator, reader.token(index + 1, is: "=") else { continue }
      if index > scope.lowerBound {
        let before = tokens[index - 1]
        if [.period, .comma, .colon].contains(before.kind) { continue }
        if let keyword = before.keyword, [.let, .var, .case].contains(keyword) { continue }
      }
      let value = (index + 2)..<expressionEnd(from: index + 2)
      result.append(
        Binding(
          name: reader.structure.text(of: index),
          nameToken: index,
          value: value,
          start: value.upperBound,
          isDeclaration: false,
          isProperty: false,
          braces: braces(around: index)
        )
      )
    }
    return result
  }

  /// Loop and closure parameters (`for item in`, `{ item in`): variables whose value is not read.
  private func parameters() -> [Binding] {
    let tokens = reader.tokens
    var result: [Binding] = []
    for index in scope.dropLast() where tokens[index].kind == .identifier && tokens[index].keyword == nil {
      var next = index + 1
      if tokens[next].kind == .rightParen { next += 1 }
      guard next < scope.upperBound, tokens[next].keyword == .in else { continue }
      // A loop's parameter is seen in the loop's body; a closure's in the closure.
      var braces = braces(around: index)
      var start = next + 1
      let isLoop = tokens[max(scope.lowerBound, index - 3)..<index].contains { $0.keyword == .for }
      if isLoop, let body = firstBrace(from: next + 1) {
        braces = body
        start = body + 1
      }
      result.append(
        Binding(
          name: reader.structure.text(of: index),
          nameToken: index,
          value: nil,
          start: start,
          isDeclaration: true,
          isProperty: false,
          braces: braces
        )
      )
    }
    return result
  }

  /// The first `{` from `start` on, over the groups of other brackets: a statement's body.
  private func firstBrace(from start: Int) -> Int? {
    var index = start
    while index < scope.upperBound {
      if reader.tokens[index].kind == .leftBrace { return index }
      if reader.tokens[index].kind == .rightBrace { return nil }
      index = reader.tokens[index].opensGroup ? reader.structure.groups.next(after: index) : index + 1
    }
    return nil
  }

  /// For each token of `scope`, the `{` of the innermost braces around it (-1 for none).
  private static func innermostBraces(_ reader: FactReader, _ scope: Range<Int>) -> [Int32] {
    let tokens = reader.tokens
    var result = [Int32](repeating: -1, count: scope.count)
    var open: [(brace: Int, end: Int)] = []
    for index in scope {
      while let last = open.last, last.end <= index { open.removeLast() }
      if let last = open.last { result[index - scope.lowerBound] = Int32(last.brace) }
      if tokens[index].kind == .leftBrace {
        open.append((index, reader.structure.groups.contentEnd(of: index)))
      }
    }
    return result
  }
}
