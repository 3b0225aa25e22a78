// The standard Mac commands an app has only when it asks for them: the Format menu's (fonts,
// colours, styles, alignment, sizes), printing's Page Setup, spelling, the Find submenu's items
// but Find itself (Find Next and Previous, Use Selection for Find, Jump to Selection), a
// document's Save As or Duplicate, the Open panel's Desktop, Deselect All (in no Edit menu of
// Apple's templates: CotEditor's ⇧⌘A on Select Line, docs/real-code.md), and showing the toolbar or
// the inspector, which only a window with a toolbar or an inspector has (fsnotes, which has
// neither, binds ⌥⌘T to Clear Completed Todos and ⌥⌘I to Link). Apple's menu templates (and
// SwiftUI's default commands) give every app the others: Settings, Hide, Quit, Undo, Redo, Cut,
// Copy, Paste, Select All, Minimize, Close; and every user knows ⌘F, ⌘S and ⌘P.
// Found checking real apps' code (docs/real-code.md): an app with no Format menu that binds ⇧⌘C or
// ⇧⌘P to its own command, or a video player without Find or documents that binds ⇧⌘G and ⇧⌘S, is
// not the mistake an app that binds ⌘C to another command is.

/// The standard Mac shortcuts whose command an app has only when it adds it (`shortcut-standard-meaning`
/// on code: a finding is information when the app's code has no such command).
enum OptionalStandardCommands {
  /// The shortcuts, as written in the standard menus table.
  static let written = [
    "⌘-", "⌘{", "⌘}", "⌘|", "⌘:", "⌘;", "⇧⌘=", "⌘B", "⇧⌘C", "⌥⌘C", "⌃⌘C", "⌘D", "⌘E", "⌘I", "⌘J", "⇧⌘P",
    "⌘T", "⌘U", "⇧⌘V", "⌥⌘V", "⌃⌘V", "⌘G", "⇧⌘G", "⇧⌘S", "⇧⌘A", "⌥⌘T", "⌥⌘I",
  ]

  /// The shortcuts, parsed once.
  static let shortcuts: Set<Shortcut> = Set(written.compactMap { Shortcut.parse($0).shortcut })

  /// Whether `shortcut`'s standard Mac command is one an app has only when it adds it.
  static func contains(_ shortcut: Shortcut) -> Bool { shortcuts.contains(shortcut) }
}
