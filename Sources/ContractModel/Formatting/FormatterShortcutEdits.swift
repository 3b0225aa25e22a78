/// The formatter's edits to shortcuts in platform paths and menu commands: each valid shortcut in
/// symbol form and Apple's modifier order (`Cmd-Shift-N` → `⇧⌘N`).
///
/// A shortcut written with a character the symbol form would drop, such as a variation selector
/// (`⌘️R`, `Cmd-️W`) or any other mark on a character, stays as written: formatting never loses text.
struct FormatterShortcutEdits {
  /// The whole text, parsed at once (so its positions are the text's).
  let tree: SyntaxTree

  /// The edits.
  func edits() -> [SourceEdit] {
    var uses: [ShortcutUse] = []
    for block in tree.blocks {
      switch block.kind {
      case .component:
        // Shortcuts are found before subjects, so the commands a segment may name do not matter.
        var reader = ComponentReader(block: block, commands: { _ in [] })
        for path in reader.read().paths.values {
          for segment in path.ownSegments { uses += segment.shortcuts }
        }
      case .menu:
        uses += Menu(block: block).commands.compactMap(\.shortcut)
      case .catalog:
        continue
      }
    }
    var seen = Set<SourceRange>()
    return uses.compactMap { use in
      guard let shortcut = use.shortcut, !use.range.isEmpty, seen.insert(use.range).inserted else { return nil }
      let canonical = shortcut.description
      // Only rewrite what reads back as the same shortcut; a bare key (`⇧;` is `:`) stays as written.
      guard !shortcut.modifiers.isEmpty, Shortcut.parse(canonical).shortcut == shortcut,
        !Self.hasMarks(tree.lines.text(in: use.range))
      else { return nil }
      return SourceEdit(range: use.range, newText: canonical)
    }
  }

  /// Whether `written` has a character of several scalars (a symbol or letter with a variation
  /// selector or a combining mark): every character of a symbol form is one scalar, so rewriting
  /// it would drop the others.
  static func hasMarks(_ written: String) -> Bool {
    written.utf8.contains { $0 >= 0x80 } && written.unicodeScalars.count != written.count
  }
}
