/// A did-you-mean fix that rewrites a reference toward a name the workspace declares elsewhere:
/// `Order → Reorder` in a `Check` toward the menu's `Reordr`, a `See` entry toward a team
/// `catalog` block. Either spelling may be the mistake (here the menu's), so the fix is offered
/// in the editor but is not safe (``DidYouMeanFix`` asks): fix-all and `check --fix` never apply it.
/// A name the language itself fixes (a field, role, kind, platform or built-in catalog entry) stays
/// a safe fix.
enum ReferenceRename {
  /// Whether the suggestion of `diagnostic` is a name some contract of the workspace declares.
  static func isTowardWorkspaceName(_ diagnostic: Diagnostic) -> Bool {
    switch diagnostic.rule {
    case .unknownMenuCommand:
      return true
    case .unknownCatalogEntry:
      guard let suggestion = DidYouMeanFix.suggestion(in: diagnostic.message) else { return false }
      return BuiltInCatalog.entry(named: suggestion) == nil
    default:
      return false
    }
  }
}
