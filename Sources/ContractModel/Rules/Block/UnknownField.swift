/// Lint: a field key the language does not define where it stands.
enum UnknownField: BlockRule {
  static let descriptor = RuleDescriptor(
    .unknownField,
    .warning,
    "A field key the contract language does not know.",
    catalog: CatalogEntryName.platformInteractionContract
  )

  static func check(_ context: BlockContext) -> [Diagnostic] {
    let component = context.components.first
    var result: [Diagnostic] = []
    // A misspelt `Primary action:` sentence of the Meaning, read as one: its one finding.
    if let component, let marker = component.misspeltPrimary, marker.isInMeaning {
      result.append(
        diagnostic(
          "'\(marker.written)' in the Meaning reads as '\(marker.reading)': \(readNames(of: component)). "
            + "Did you mean '\(marker.reading)'?",
          at: marker.range
        )
      )
    }
    for misplaced in context.misplacedFields {
      if UnknownPlatform.looksLikePlatform(misplaced) || MisspeltKey.isClaimed(misplaced, in: context) { continue }
      result.append(finding(misplaced, in: component))
    }
    return result
  }

  /// The finding about the key of `misplaced`, in a block that is `component` (nil for another block).
  static func finding(_ misplaced: MisplacedField, in component: Component?) -> Diagnostic {
    let field = misplaced.field
    let place: String
    switch misplaced.context {
    case .fileHeader: place = "the file header (before the first block)"
    case .component: place = "a component"
    case .catalog: place = "a catalog entry"
    }
    // A misspelt `Primary action` key, read as one.
    if let component, let marker = component.misspeltPrimary, !marker.isInMeaning, marker.range == field.keyRange {
      return diagnostic(
        "'\(field.key)' is not a field of \(place): it is read as '\(marker.reading)', so "
          + "\(readNames(of: component, reading: false)). Did you mean '\(marker.reading)'?",
        at: field.keyRange
      )
    }
    let known = FieldKey.names(in: misplaced.context)
    var message = "'\(field.key)' is not a field of \(place)."
    if FieldKey(anyContext: field.key) != nil {
      message += " It belongs elsewhere; here the fields are \(known.prefix(6).joined(separator: ", "))…"
    } else {
      message += DidYouMean.sentence(for: field.key, among: known)
    }
    return diagnostic(message, at: field.keyRange)
  }
}

extension UnknownField {
  /// What `component` read from its misspelt `Primary action`: `'Reorder' is read as the primary
  /// action`, or without `read as` (`'Reorder' is the primary action`).
  static func readNames(of component: Component, reading: Bool = true) -> String {
    let names = component.actions.filter(\.isMisspeltPrimary).map { "'\($0.name)'" }
    let verb = names.count == 1 ? "is" : "are"
    let what = names.count == 1 ? "the primary action" : "the primary actions"
    return "\(names.joined(separator: ", ")) \(verb) \(reading ? "read as " : "")\(what)"
  }
}

extension RuleID {
  public static let unknownField: RuleID = "unknown-field"
}
