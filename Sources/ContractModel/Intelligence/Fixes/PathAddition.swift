/// A fix that adds a segment at the end of a platform's own path line (its last field line).
enum PathAddition {
  /// The fix appending `segment` to `path` (of a component in `block`), after `; ` (or after the key
  /// when the value is empty).
  static func fix(
    adding segment: String,
    to path: PlatformPath,
    in block: PlacedBlock,
    title: String,
    rule: RuleID,
    key: String
  ) -> Fix? {
    guard let field = path.fields.last else { return nil }
    let end = block.start + field.valueRange.end
    let separator = field.value.isEmpty ? (field.valueRange.start == field.colonOffset + 1 ? " " : "") : "; "
    return Fix(
      title: title,
      ruleID: rule,
      isSafe: false,
      isPreferred: true,
      edits: [key: [SourceEdit(range: .empty(at: end), newText: separator + segment)]]
    )
  }
}
