/// Reads a file's text properties: the computed instance properties of its types whose getter is
/// one string literal built of other values (`var tooltip: String { "\(title)\n\(subtitle)" }`,
/// a member after it allowed: `.trimmed`, `.uppercased()`). What such a property shows is the
/// values it interpolates: a view that shows those shows what the property says (Plash's
/// website rows show the title and the URL its tooltip joins: docs/real-code.md).
struct TextPropertyReader {
  /// Per property name, the interpolations of each getter of that name, in order.
  private(set) var properties: [String: [[String]]] = [:]

  init(reader: FactReader) {
    let structure = reader.structure
    for member in structure.members
    where !member.isLocal && member.kind == .variable && member.owner != nil && member.initializerTokens == nil
      && !member.modifiers.contains("static") && !member.modifiers.contains("class")
    {
      guard var body = member.bodyTokens, !body.isEmpty else { continue }
      if reader.tokens[body.lowerBound].keyword == .return { body = (body.lowerBound + 1)..<body.upperBound }
      guard let open = body.first, reader.tokens[open].kind == .stringOpen else { continue }
      let end = structure.groups.next(after: open)
      guard Self.isMemberChain((end..<body.upperBound), reader: reader),
        let literal = reader.literals.literal(open..<end), literal.isInterpolated
      else { continue }
      properties[member.name, default: []].append(literal.interpolations)
    }
  }

  /// Whether the tokens `range` are nothing or members read or called on what comes before, with
  /// arguments that name no value (`.trimmed`, `.trimmingCharacters(in: .whitespaces)`; not
  /// `.appending(notes)`).
  private static func isMemberChain(_ range: Range<Int>, reader: FactReader) -> Bool {
    let tokens = reader.tokens
    var index = range.lowerBound
    while index < range.upperBound {
      guard tokens[index].kind == .period, index + 1 < range.upperBound, tokens[index + 1].kind == .identifier
      else { return false }
      index += 2
      guard index < range.upperBound, tokens[index].kind == .leftParen else { continue }
      let end = reader.structure.groups.next(after: index)
      for argument in (index + 1)..<min(end, range.upperBound) where tokens[argument].kind == .identifier {
        // An argument label (`in:`) or an implicit member (`.whitespaces`) names no value.
        let isLabel = argument + 1 < end && tokens[argument + 1].kind == .colon
        guard isLabel || tokens[argument - 1].kind == .period else { return false }
      }
      index = end
    }
    return true
  }
}
