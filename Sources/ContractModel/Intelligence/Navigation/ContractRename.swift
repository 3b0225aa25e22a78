/// Why a rename is refused.
public struct RenameRefusal: Error, Sendable, Hashable, CustomStringConvertible {
  /// A sentence for the user.
  public var message: String

  /// Creates a refusal.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// One replacement a rename proposes.
public struct RenameEdit: Sendable, Hashable {
  /// The document's key.
  public var document: String
  /// The range to replace (a whole name as written).
  public var range: SourceRange
  /// The new text.
  public var newText: String
}

extension ContractNavigator {
  /// The name at `offset` that can be renamed: its range and its text, or nil.
  public func prepareRename(at offset: Int, in key: String) -> (range: SourceRange, placeholder: String)? {
    guard let document = workspace.document(key), let occurrence = occurrence(at: offset, in: key),
      occurrence.symbol.isRenamable
    else { return nil }
    return (occurrence.range, document.lines.text(in: occurrence.range))
  }

  /// The edits that rename what stands at `offset` to `newName` across the workspace.
  ///
  /// Every occurrence is replaced as a whole: declarations, path subjects, menu commands named like the
  /// action, `Menu → Command` references in checks; for a component, every header of that name. An
  /// action's trailing ellipsis is how each place writes it, not part of the name: each occurrence
  /// keeps its own (`Export…` in a menu becomes `Share…`, `Export` in a path `Share`).
  public func rename(at offset: Int, in key: String, to newName: String) throws(RenameRefusal) -> [RenameEdit] {
    guard let occurrence = occurrence(at: offset, in: key), occurrence.symbol.isRenamable else {
      throw RenameRefusal("Only an action or a component can be renamed.")
    }
    let name = newName.trimmingBlanks()
    guard case .action = occurrence.symbol else {
      try Self.validateComponentName(name)
      var seen = Set<WorkspaceOccurrence>()
      return occurrences(of: occurrence.symbol).filter { seen.insert($0).inserted }.map {
        RenameEdit(document: $0.document, range: $0.range, newText: name)
      }
    }
    let base = String(name.dropLast(Self.trailingEllipsis(of: name).count))
    try Self.validateActionName(base)
    var seen = Set<WorkspaceOccurrence>()
    return occurrences(of: occurrence.symbol).filter { seen.insert($0).inserted }.map {
      let written = workspace.document($0.document)?.lines.text(in: $0.range) ?? ""
      return RenameEdit(document: $0.document, range: $0.range, newText: base + Self.trailingEllipsis(of: written))
    }
  }

  /// The trailing `…` or `...` of a name as written, with the blank before it; empty for none, or
  /// when the name is only an ellipsis.
  static func trailingEllipsis(of name: String) -> String {
    for ellipsis in ["…", "..."] where name.hasSuffix(ellipsis) && name.count > ellipsis.count {
      var start = name.index(name.endIndex, offsetBy: -ellipsis.count)
      if start > name.startIndex, name[name.index(before: start)] == " " { start = name.index(before: start) }
      return start == name.startIndex ? "" : String(name[start...])
    }
    return ""
  }

  /// An action name: words of letters, digits, `-`, `_`, `'` or `…`, the first capitalised (so that paths
  /// and `Menu → Command` references still find it).
  public static func validateActionName(_ name: String) throws(RenameRefusal) {
    guard let first = name.unicodeScalars.first else { throw RenameRefusal("An action needs a name.") }
    guard first.properties.isUppercase else {
      throw RenameRefusal("'\(name)' is not a valid action name: it must start with a capital letter.")
    }
    for scalar in name.unicodeScalars {
      let allowed =
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_'…".unicodeScalars.contains(scalar)
      guard allowed else {
        throw RenameRefusal("'\(name)' is not a valid action name: '\(scalar)' cannot appear in one.")
      }
    }
    if name.contains("  ") { throw RenameRefusal("'\(name)' is not a valid action name: it has a double space.") }
    if ListItem.fold(name) == "same" { throw RenameRefusal("'same' is a keyword, not an action name.") }
    // Paths and the Meaning sentence split pieces at ` and ` and ` or `: such a name would fall apart.
    if ListItem.fold(name).split(separator: " ").contains(where: { $0 == "and" || $0 == "or" }) {
      throw RenameRefusal("'\(name)' is not a valid action name: paths would split it at 'and' or 'or'.")
    }
  }

  /// A component name: an identifier (letters, digits, `_`, starting with a letter), as a header reads it.
  public static func validateComponentName(_ name: String) throws(RenameRefusal) {
    guard LineClassifier.isIdentifier(name) else {
      throw RenameRefusal(
        "'\(name)' is not a valid component name: use letters, digits and '_', starting with a letter."
      )
    }
    if ["component", "menu", "catalog"].contains(name.lowercased()) {
      throw RenameRefusal("'\(name)' is a keyword, not a component name.")
    }
  }
}
