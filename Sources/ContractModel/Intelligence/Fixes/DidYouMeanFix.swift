/// Replaces an unknown field, role, kind, platform, catalog entry or menu command with the name the
/// diagnostic suggests (`Did you mean 'X'?`).
enum DidYouMeanFix {
  /// The rules whose messages carry a suggestion.
  static let rules: Set<RuleID> = [
    .unknownField, .unknownRole, .unknownKind, .unknownPlatform, .unknownCatalogEntry, .unknownMenuCommand,
    // A missing Meaning or path reported on the key that misspells it.
    .missingMeaning, .missingPlatformPath,
    // An action a path misspells, reported on the misspelt word.
    .actionUnreachable,
    // A primary action that misspells the menu command its paths name, reported on its name.
    .primaryActionWithoutCommand,
  ]

  /// The fix for `diagnostic`, when its message suggests a name.
  static func fix(for diagnostic: Diagnostic, key: String, text: FixText) -> Fix? {
    guard rules.contains(diagnostic.rule), !diagnostic.range.isEmpty,
      let suggestion = suggestion(in: diagnostic.message)
    else { return nil }
    let written = text.document.lines.text(in: diagnostic.range)
    guard written != suggestion else { return nil }
    // A field renamed to one the block already has would be written twice.
    if diagnostic.rule == .unknownField, let key = FieldKey(anyContext: suggestion), !key.isPath,
      let component = text.component(containing: diagnostic.range.start), component.value.field(key) != nil
    {
      return nil
    }
    return Fix(
      title: "Replace '\(written)' with '\(suggestion)'",
      ruleID: diagnostic.rule,
      // A reference renamed toward a name declared elsewhere, an action renamed toward one a path
      // only implies, or a primary action toward a menu command: either spelling may be the mistake.
      isSafe: !ReferenceRename.isTowardWorkspaceName(diagnostic) && diagnostic.rule != .primaryActionWithoutCommand
        && (diagnostic.rule != .actionUnreachable || isDeclaredAction(suggestion, at: diagnostic.range, in: text)),
      isPreferred: true,
      edits: [key: [SourceEdit(range: diagnostic.range, newText: suggestion)]]
    )
  }

  /// Whether the component holding `range` declares an action named `name` (not one a path only
  /// implies).
  private static func isDeclaredAction(_ name: String, at range: SourceRange, in text: FixText) -> Bool {
    guard let action = text.component(containing: range.start)?.value.action(named: name) else { return false }
    return !action.isImplicit
  }

  /// The `X` of the last `Did you mean 'X'?` in `message`.
  static func suggestion(in message: String) -> String? {
    guard let start = lastRange(of: "Did you mean '", in: message),
      let end = lastRange(of: "'?", in: message), start.upperBound <= end.lowerBound
    else { return nil }
    let name = String(message[start.upperBound..<end.lowerBound])
    return name.isEmpty || name.contains("\n") ? nil : name
  }

  /// The range of the last occurrence of the ASCII text `needle` in `text`.
  private static func lastRange(of needle: String, in text: String) -> Range<String.Index>? {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    var start = bytes.count - pattern.count
    while start >= 0 {
      if bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        return lower..<text.utf8.index(lower, offsetBy: pattern.count)
      }
      start -= 1
    }
    return nil
  }
}
