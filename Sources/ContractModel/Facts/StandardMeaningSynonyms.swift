// Source: reference/data/standard-meaning-synonyms.tsv (Apple HIG Keyboards; Apple Support 102650).
// Command names that carry a standard shortcut's meaning in other words: Apple's own apps label ⌘F
// "Find" or "Search", show an inspector with ⌘I or ⌥⌘I, and call ⌘N "New", "Add" or "Create".

/// The words that carry a standard shortcut's meaning in a command's name, besides the words of
/// the meaning itself (`shortcut-standard-meaning`, v1.1).
public enum StandardMeaningSynonyms {
  /// Per shortcut, as written in the data: the meaning word, then its synonyms (lower case; a
  /// synonym may have several words).
  static let rows: [(shortcut: String, meaningWord: String, synonyms: [String])] = [
    ("⌘F", "find", ["search", "look up", "filter"]),
    ("⌘I", "info", ["get info", "inspect", "inspector", "details"]),
    ("⌥⌘I", "inspector", ["inspect", "info", "show inspector"]),
    ("⌘D", "duplicate", ["duplicate", "copy as new"]),
    ("⌘N", "new", ["add", "create"]),
    ("⌘W", "close", ["dismiss"]),
    // Where Apple's own apps give a standard shortcut a second standard use (found checking real
    // apps' code, docs/real-code.md): Xcode's Product → Stop and Safari's Stop are ⌘.; TextEdit's
    // and Xcode's Find and Replace is ⌥⌘F; Safari's, Finder's and Terminal's Window → Show
    // Previous Tab and Show Next Tab are ⇧⌘[ and ⇧⌘] (⌘{ and ⌘}). A command that jumps to a list's
    // filter field (KeyboardCowboy's View → Filter Workflows) is ⌥⌘F's search, as Filter is ⌘F's Find.
    ("⌘.", "cancel", ["stop"]),
    ("⌥⌘F", "search", ["find and replace", "replace", "filter"]),
    ("⌘{", "align left", ["previous tab", "show previous tab", "select previous tab"]),
    ("⌘}", "align right", ["next tab", "show next tab", "select next tab"]),
    // Safari's, Finder's and Terminal's File → New Tab is ⌘T; Safari's, Preview's and Finder's
    // View → Zoom In and Zoom Out are ⌘+ and ⌘- (found checking real apps' code).
    ("⌘T", "fonts", ["new tab"]),
    ("⌘+", "increase", ["zoom in", "bigger"]),
    ("⌘-", "decrease", ["zoom out", "smaller"]),
  ]

  /// The meaning word and synonyms of each shortcut, parsed once.
  static let table: [Shortcut: [[String]]] = {
    var table: [Shortcut: [[String]]] = [:]
    for row in rows {
      guard let shortcut = Shortcut.parse(row.shortcut).shortcut else { continue }
      table[shortcut] = ([row.meaningWord] + row.synonyms).map { $0.split(separator: " ").map(String.init) }
    }
    return table
  }()

  /// The phrases (each a list of lower-case words) that carry `shortcut`'s meaning.
  public static func phrases(for shortcut: Shortcut) -> [[String]] { table[shortcut] ?? [] }
}
