/// The formatter's edits to shortcuts in platform paths and menu commands: each valid shortcut in
/// symbol form and Apple's modifier order (`Cmd-Shift-N` → `⇧⌘N`).
struct FormatterShortcutEdits {
  /// The read document.
  let document: ContractDocument

  /// The edits.
  func edits() -> [SourceEdit] {
    var uses: [ShortcutUse] = []
    for component in document.components {
      for path in component.paths.values {
        for segment in path.ownSegments {
          // A text-form shortcut read as the segment's subject stays as written: rewriting it would
          // change what the segment is about.
          uses += segment.shortcuts.filter { use in segment.subjectRange.map { !$0.overlaps(use.range) } ?? true }
        }
      }
    }
    uses += document.menus.flatMap(\.commands).compactMap(\.shortcut)
    var seen = Set<SourceRange>()
    return uses.compactMap { use in
      guard let shortcut = use.shortcut, !use.range.isEmpty, seen.insert(use.range).inserted else { return nil }
      let canonical = shortcut.description
      // Only rewrite what reads back as the same shortcut; a bare key (`⇧;` is `:`) stays as written.
      guard !shortcut.modifiers.isEmpty, Shortcut.parse(canonical).shortcut == shortcut else { return nil }
      return SourceEdit(range: use.range, newText: canonical)
    }
  }
}
