/// What every fact reader shares: the structure, the file's path, and helpers that turn
/// tokens, arguments and calls into texts, locations and platforms.
struct FactReader {
  let structure: SwiftStructure
  let path: String
  let literals: StringLiteralReader
  /// For each call, whether it is in a preview (`#Preview { … }`, a `PreviewProvider`).
  let inPreview: [Bool]

  init(_ structure: SwiftStructure) {
    self.structure = structure
    self.path = structure.file.path
    self.literals = StringLiteralReader(structure: structure)
    let previewTypes = Set(
      structure.declarations.indices.filter { structure.declarations[$0].inheritance.contains("PreviewProvider") }
    )
    var inPreview = [Bool](repeating: false, count: structure.calls.count)
    for index in structure.calls.indices {
      let call = structure.calls[index]
      if let parent = call.parent, inPreview[parent] || structure.calls[parent].name == "#Preview" {
        inPreview[index] = true
      } else if let owner = call.owner, Self.isWithin(owner, previewTypes, structure) {
        inPreview[index] = true
      }
    }
    self.inPreview = inPreview
  }

  private static func isWithin(_ declaration: Int, _ previews: Set<Int>, _ structure: SwiftStructure) -> Bool {
    var current: Int? = declaration
    while let index = current {
      if previews.contains(index) { return true }
      current = structure.declarations[index].parent
    }
    return false
  }

  var calls: [SwiftCall] { structure.calls }
  var tokens: [SignificantToken] { structure.tokens }

  /// A location in this file.
  func location(_ range: Range<Int>) -> SwiftLocation { SwiftLocation(path: path, range: range) }

  /// The platforms of the code at the start of `range`.
  func platforms(_ range: Range<Int>) -> SwiftPlatformSet { structure.platforms(at: range.lowerBound) }

  /// The name of the type declaration `owner` (its qualified name).
  func typeName(_ owner: Int?) -> String? { owner.map { structure.declarations[$0].qualifiedName } }

  /// The calls whose names lie in the tokens `range`, as a range of call indices.
  func calls(inTokens range: Range<Int>) -> Range<Int> {
    let calls = structure.calls
    var low = 0
    var high = calls.count
    while low < high {
      let middle = (low + high) / 2
      if calls[middle].nameToken < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < calls.count, calls[end].nameToken < range.upperBound { end += 1 }
    return low..<end
  }

  /// The call whose chain spans exactly the tokens `range` (`Text("x")`, `KeyboardShortcut(…)`),
  /// as the index of the chain's first call.
  func call(spanning range: Range<Int>) -> Int? {
    guard !range.isEmpty else { return nil }
    let candidates = calls(inTokens: range.lowerBound..<(range.lowerBound + 1))
    if let first = candidates.first, structure.calls[first].tokens.upperBound == range.upperBound { return first }
    // `.init(…)` or `Foo.bar(…)`: a member call whose receiver is a plain name.
    for index in calls(inTokens: range) where structure.calls[index].tokens.upperBound == range.upperBound {
      let call = structure.calls[index]
      if call.receiverCall == nil,
        call.receiverTokens?.lowerBound == range.lowerBound || call.nameToken - 1 == range.lowerBound
      {
        return index
      }
    }
    return nil
  }

  /// Whether the token at `index` spells `word`.
  func token(_ index: Int, is word: String) -> Bool { structure.token(index, is: word) }

  /// The source text of tokens `range`.
  func text(_ range: Range<Int>) -> String { structure.text(ofTokens: range) }

  /// An expression's text.
  func expression(_ range: Range<Int>) -> SwiftText {
    let text = text(range)
    return SwiftText(
      source: .expression,
      text: text,
      literalParts: [],
      interpolations: [],
      range: structure.byteRange(ofTokens: range)
    )
  }

  /// The text an argument gives: a literal, a localization key (`String(localized:)`,
  /// `LocalizedStringKey`, `NSLocalizedString`), a `Text(…)`'s, or the expression.
  func text(of argument: SwiftArgument) -> SwiftText {
    text(ofTokens: argument.tokens)
  }

  /// The text the tokens `range` give; see ``text(of:)``.
  func text(ofTokens range: Range<Int>) -> SwiftText {
    if let literal = literals.literal(range) { return literal }
    if let index = call(spanning: range) {
      let call = structure.calls[index]
      switch call.name {
      case "String" where structure.argument("localized", of: call) != nil:
        if let key = structure.argument("localized", of: call),
          let literal = literals.literal(key.tokens, source: .localized)
        {
          return literal
        }
      case "LocalizedStringKey", "NSLocalizedString", "LocalizedStringResource", "init":
        if let key = structure.arguments(of: call).first, key.label == nil || key.label == "localized",
          let literal = literals.literal(key.tokens, source: .localized)
        {
          return literal
        }
      case "Text":
        if let text = textOfTextCall(call) { return text }
      default:
        break
      }
    }
    return expression(range)
  }

  /// The text a `Text(…)` call shows: its literal, verbatim text, key or expression.
  func textOfTextCall(_ call: SwiftCall) -> SwiftText? {
    if let verbatim = structure.argument("verbatim", of: call) {
      return literals.literal(verbatim.tokens, source: .verbatim) ?? expression(verbatim.tokens)
    }
    guard let first = structure.firstUnlabeledArgument(of: call) else { return nil }
    return text(of: first)
  }

  /// The first `Text` or `Label` call (by position) among `calls` that is not in a preview, and
  /// its title.
  func firstTitle(in range: Range<Int>) -> SwiftText? {
    for index in calls(inTokens: range) {
      let call = structure.calls[index]
      guard !call.isMember else { continue }
      if call.name == "Text", let text = textOfTextCall(call) { return text }
      if call.name == "Label" {
        if let first = structure.firstUnlabeledArgument(of: call), first.closure == nil { return text(of: first) }
        if let title = structure.closure(nil, of: call) ?? structure.closure("title", of: call) {
          return firstTitle(in: title.content)
        }
      }
    }
    return nil
  }

  /// A literal `true` or `false` at the tokens `range`.
  func bool(_ range: Range<Int>) -> Bool? {
    guard range.count == 1 else { return nil }
    switch structure.tokens[range.lowerBound].keyword {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The member name of an implicit member expression `.name` spanning `range` (or
  /// `Type.name`), if it is one.
  func memberName(_ range: Range<Int>) -> String? {
    guard let last = range.last, range.count >= 2, tokens[last].kind == .identifier,
      tokens[last - 1].kind == .period
    else { return nil }
    // `.name`, `Type.name`, `Module.Type.name`: names and periods only.
    for index in range.dropLast(2) where tokens[index].kind != .identifier && tokens[index].kind != .period {
      return nil
    }
    return structure.text(of: last)
  }
}
