/// Reads a file's text constants: the static properties of its types whose value is a fixed
/// text, a string literal without interpolations or a localization key (`static let addColor =
/// NSLocalizedString("palette.add", comment: "…")`, `static var title: String { String(localized:
/// "Title") }`). Code names such a constant (`Strings.addColor`) where it would write the literal;
/// what it shows is the same on every run, never a value of the app's data.
struct TextConstantReader {
  /// Each constant as code may name it: `Type.name`, with the enclosing types' names too
  /// (`Outer.Inner.name` and `Inner.name`).
  private(set) var names: Set<String> = []

  init(reader: FactReader) {
    let structure = reader.structure
    for member in structure.members
    where !member.isLocal && (member.kind == .constant || member.kind == .variable)
      && (member.modifiers.contains("static") || member.modifiers.contains("class"))
    {
      guard let owner = member.owner, let value = Self.value(of: member, reader: reader),
        Self.isFixedText(reader.text(ofTokens: value))
      else { continue }
      for type in WorkspaceComposer.names(structure.declarations[owner].qualifiedName) {
        names.insert(type + "." + member.name)
      }
    }
  }

  /// The tokens of `member`'s value: a `let`'s initial value, or a getter that is one expression
  /// (`{ "Title" }`, `{ return "Title" }`); nil for anything else (a stored `var` may change).
  private static func value(of member: SwiftMember, reader: FactReader) -> Range<Int>? {
    if member.kind == .constant { return member.initializerTokens }
    guard member.initializerTokens == nil, var body = member.bodyTokens, !body.isEmpty else { return nil }
    if reader.tokens[body.lowerBound].keyword == .return { body = (body.lowerBound + 1)..<body.upperBound }
    return body.isEmpty ? nil : body
  }

  /// Whether `text` is fixed: a literal or key without interpolations.
  private static func isFixedText(_ text: SwiftText) -> Bool {
    text.source != .expression && !text.isInterpolated
  }
}
