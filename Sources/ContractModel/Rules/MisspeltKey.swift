/// A component's key that reads like a field the component lacks (`Meanng:` for a missing
/// `Meaning`, `Mca:` for a missing Mac path): one mistake, so one finding. The rule that misses
/// the field reports it on the misspelt key, with the name to write; `unknown-field` and
/// `unknown-platform` leave that key alone.
enum MisspeltKey {
  /// The key of `context`'s block that reads like `name` (a field or platform of components),
  /// when `name` is the closest of the component's keys to it.
  static func reading(like name: String, in context: BlockContext) -> FieldSyntax? {
    context.misplacedFields.first { misplaced in
      misplaced.context == .component && FieldKey(anyContext: misplaced.field.key) == nil
        && DidYouMean.suggestion(for: misplaced.field.key, among: FieldKey.names(in: .component)) == name
    }?.field
  }

  /// Whether `misplaced` is a key the rule of a missing `Meaning` or path reports instead.
  static func isClaimed(_ misplaced: MisplacedField, in context: BlockContext) -> Bool {
    guard misplaced.context == .component, FieldKey(anyContext: misplaced.field.key) == nil,
      let component = context.components.first,
      let name = DidYouMean.suggestion(for: misplaced.field.key, among: FieldKey.names(in: .component))
    else { return false }
    if name == "Meaning" {
      guard MissingMeaning.lacksMeaning(component) else { return false }
    } else {
      guard let platform = Platform(name: name), context.platforms.contains(platform), component.paths[platform] == nil
      else { return false }
    }
    // The first key that reads like the name is the one reported.
    return reading(like: name, in: context)?.keyRange == misplaced.field.keyRange
  }
}
