/// Reads the texts a value of a closed set describes itself with: the cases of a file's enums
/// (`Syntax.Error.Code.regularExpression`), and the computed instance properties whose getter
/// gives a fixed text for each case (`var descriptionResource: LocalizedStringResource { switch self
/// { case .regularExpression: "Invalid regular expression." … } }`, or one fixed text whatever the
/// value). Code that names an enum case by its type and reads such a property
/// (`Syntax.Error.Code.regularExpression.descriptionResource`) writes one of the app's fixed texts,
/// as a literal does (CotEditor's invalid-pattern icon: docs/real-code.md).
struct FixedTextPropertyReader {
  /// Each enum case as code may name it: `Type.case`, with the enclosing types' names too
  /// (`Outer.Inner.case` and `Inner.case`).
  private(set) var enumCases: Set<String> = []
  /// The names of the computed properties whose getter gives only fixed texts.
  private(set) var properties: Set<String> = []

  init(reader: FactReader) {
    let structure = reader.structure
    let tokens = reader.tokens
    for declaration in structure.declarations where declaration.kind == .enum {
      guard let body = declaration.bodyTokens else { continue }
      let names = WorkspaceComposer.names(declaration.qualifiedName)
      var index = body.lowerBound
      while index < body.upperBound {
        // `case a, b(Int), c = "c"` at the body's own depth (nested groups are stepped over).
        if tokens[index].keyword == .case {
          var next = index + 1
          while next < body.upperBound, tokens[next].kind == .identifier {
            let name = structure.text(of: next)
            for type in names { enumCases.insert(type + "." + name) }
            next += 1
            while next < body.upperBound, tokens[next].kind != .comma, !tokens[next].isAtLineStart,
              tokens[next].kind != .semicolon
            {
              next = tokens[next].opensGroup ? structure.groups.next(after: next) : next + 1
            }
            guard next < body.upperBound, tokens[next].kind == .comma else { break }
            next += 1
          }
          index = max(next, index + 1)
          continue
        }
        index = tokens[index].opensGroup ? structure.groups.next(after: index) : index + 1
      }
    }
    for member in structure.members
    where !member.isLocal && member.kind == .variable && member.owner != nil && member.initializerTokens == nil
      && !member.modifiers.contains("static") && !member.modifiers.contains("class")
    {
      guard let body = member.bodyTokens, !body.isEmpty, Self.givesFixedTexts(body, reader: reader) else { continue }
      properties.insert(member.name)
    }
  }

  /// Whether the getter `body` gives a fixed text, or a fixed text in every case of a `switch`
  /// over `self` that is its only statement.
  private static func givesFixedTexts(_ body: Range<Int>, reader: FactReader) -> Bool {
    let tokens = reader.tokens
    let groups = reader.structure.groups
    guard tokens[body.lowerBound].keyword == .switch else { return isFixedText(body, reader: reader) }
    guard body.lowerBound + 2 < body.upperBound, tokens[body.lowerBound + 1].keyword == .self,
      tokens[body.lowerBound + 2].kind == .leftBrace, groups.next(after: body.lowerBound + 2) == body.upperBound
    else { return false }
    let cases = (body.lowerBound + 3)..<groups.contentEnd(of: body.lowerBound + 2)
    var labels: [Int] = []
    var index = cases.lowerBound
    while index < cases.upperBound {
      let keyword = tokens[index].keyword
      if keyword == .case || keyword == .default, tokens[index].isAtLineStart || index == cases.lowerBound {
        labels.append(index)
      }
      index = tokens[index].opensGroup ? groups.next(after: index) : index + 1
    }
    guard !labels.isEmpty, labels.first == cases.lowerBound else { return false }
    for (offset, label) in labels.enumerated() {
      let end = offset + 1 < labels.count ? labels[offset + 1] : cases.upperBound
      // The label runs to its colon at the switch's own depth.
      var colon = label + 1
      while colon < end, tokens[colon].kind != .colon {
        colon = tokens[colon].opensGroup ? groups.next(after: colon) : colon + 1
      }
      guard colon + 1 < end, isFixedText((colon + 1)..<end, reader: reader) else { return false }
    }
    return true
  }

  /// Whether the tokens `range` (after an optional `return`) are a fixed text: a literal or a
  /// localization key without interpolations.
  private static func isFixedText(_ range: Range<Int>, reader: FactReader) -> Bool {
    var range = range
    if reader.tokens[range.lowerBound].keyword == .return { range = (range.lowerBound + 1)..<range.upperBound }
    guard !range.isEmpty else { return false }
    let text = reader.text(ofTokens: range)
    return text.source != .expression && !text.isInterpolated
  }
}
