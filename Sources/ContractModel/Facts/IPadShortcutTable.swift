// Source: reference/data/ipados-reserved-shortcuts.tsv. Meanings are the project's own words.
// iPhone has no table of its own: ``ShortcutFacts`` uses these iOS rows for iPhone too.
//
// Left out, because they are not chords an app could bind: `⌘` alone (holding Command shows the
// shortcut overlay), `🌐` alone (keyboard switch / emoji), and the Full Keyboard Access commands
// `⇥L` `⇥R` `⇥N` `⇥C` `⇥H`, in which Tab is held like a modifier (all unconfirmed in the source).

extension ShortcutTables {
  /// iPad shortcuts iPadOS takes.
  static let iPadSystem: [Row] = [
    row("⌘H", .system, .reserved, "Go to the Home Screen"),
    row("🌐H", .system, .reserved, "Go to the Home Screen", confirmed: false),
    row("⌘Space", .system, .reserved, "Show or hide Search"),
    row("⌘⇥", .system, .reserved, "Switch to the most recent app"),
    row("⇧⌘⇥", .system, .reserved, "Switch back through the recent apps", confirmed: false),
    row("⌘Q", .system, .reserved, "Taken by iPadOS (quits or closes the app)", confirmed: false),
    row("⇧⌘3", .system, .reserved, "Take a screenshot"),
    row("⇧⌘4", .system, .reserved, "Take a screenshot and mark it up", confirmed: false),
    row("🌐M", .system, .reserved, "Show the app's menu bar", confirmed: false),
    row("🌐D", .system, .reserved, "Show the Dock", confirmed: false),
    row("🌐⇧A", .system, .reserved, "Show the App Library", confirmed: false),
    row("🌐Q", .system, .reserved, "Start a Quick Note", confirmed: false),
    row("🌐S", .system, .reserved, "Talk to Siri", confirmed: false),
    row("🌐C", .system, .reserved, "Open Control Center", confirmed: false),
    row("🌐N", .system, .reserved, "Open Notification Center", confirmed: false),
    row("🌐↑", .system, .reserved, "Open the App Switcher", confirmed: false),
    row("🌐↓", .system, .reserved, "Show every window of the app", confirmed: false),
    row("🌐←", .system, .reserved, "Switch to the previous app", confirmed: false),
    row("🌐→", .system, .reserved, "Switch to the next app", confirmed: false),
    row("🌐⌃←", .system, .reserved, "Tile the window on the left", confirmed: false),
    row("🌐⌃→", .system, .reserved, "Tile the window on the right", confirmed: false),
    row("🌐⌥←", .system, .reserved, "Move Slide Over to the left", confirmed: false),
    row("🌐⌥→", .system, .reserved, "Move Slide Over to the right", confirmed: false),
    row("🌐`", .system, .reserved, "Move keyboard focus between the visible apps"),
    row("⌘`", .system, .standard, "Go through the app's windows"),
    row("⌘.", .system, .reserved, "Cancel, like Escape, on keyboards without Esc"),
  ]

  /// iPad shortcuts of the standard app menus (iPadOS follows the Mac's patterns).
  static let iPadAppMenu: [Row] = [
    row("⌘Z", .standardAppMenu, .standard, "Undo"),
    row("⇧⌘Z", .standardAppMenu, .standard, "Redo"),
    row("⌘X", .standardAppMenu, .standard, "Cut"),
    row("⌘C", .standardAppMenu, .standard, "Copy"),
    row("⌘V", .standardAppMenu, .standard, "Paste"),
    row("⌥⇧⌘V", .standardAppMenu, .standard, "Paste and Match Style"),
    row("⌘A", .standardAppMenu, .standard, "Select All"),
    row("⌘B", .standardAppMenu, .standard, "Bold"),
    row("⌘I", .standardAppMenu, .standard, "Italic"),
    row("⌘U", .standardAppMenu, .standard, "Underline"),
    row("⌘F", .standardAppMenu, .standard, "Find"),
    row("⌘G", .standardAppMenu, .standard, "Find Next"),
    row("⇧⌘G", .standardAppMenu, .standard, "Find Previous"),
    row("⌘E", .standardAppMenu, .standard, "Use Selection for Find"),
    row("⌘J", .standardAppMenu, .standard, "Jump to Selection"),
    row("⌘P", .standardAppMenu, .standard, "Print"),
    row("⌘N", .standardAppMenu, .standard, "New document or item"),
    row("⌘O", .standardAppMenu, .standard, "Open"),
    row("⌘S", .standardAppMenu, .standard, "Save"),
    row("⌘W", .standardAppMenu, .standard, "Close the window or tab (else iPadOS closes the window)"),
    row("⌘,", .standardAppMenu, .standard, "Settings: the app's page in the Settings app", confirmed: false),
    row("⌘?", .standardAppMenu, .standard, "Help", confirmed: false),
    row("⌘1", .standardAppMenu, .standard, "Select tab 1", confirmed: false),
    row("⌘2", .standardAppMenu, .standard, "Select tab 2", confirmed: false),
    row("⌘3", .standardAppMenu, .standard, "Select tab 3", confirmed: false),
    row("⌘4", .standardAppMenu, .standard, "Select tab 4", confirmed: false),
    row("⌘5", .standardAppMenu, .standard, "Select tab 5", confirmed: false),
    row("⌘6", .standardAppMenu, .standard, "Select tab 6", confirmed: false),
    row("⌘7", .standardAppMenu, .standard, "Select tab 7", confirmed: false),
    row("⌘8", .standardAppMenu, .standard, "Select tab 8", confirmed: false),
    row("⌘9", .standardAppMenu, .standard, "Select tab 9", confirmed: false),
    row("⌘R", .standardAppMenu, .standard, "Refresh, like pull to refresh", confirmed: false),
    row("⌘↩", .standardAppMenu, .standard, "Done", confirmed: false),
  ]

  /// iPad keys of the focus system and of Full Keyboard Access.
  static let iPadKeyboardNavigation: [Row] = [
    row("⎋", .keyboardNavigation, .standard, "Cancel or dismiss a sheet, popover or search"),
    row("⌘[", .keyboardNavigation, .standard, "Go back in the navigation stack"),
    row("⌘←", .keyboardNavigation, .standard, "Go back; in text, move to the start of the line"),
    row("⌃⇥", .keyboardNavigation, .standard, "Next tab (Safari); with Full Keyboard Access, next item"),
    row("⇥", .keyboardNavigation, .standard, "Move focus to the next focus group"),
    row("⇧⇥", .keyboardNavigation, .standard, "Move focus to the previous focus group"),
    row("↑", .keyboardNavigation, .standard, "Move focus between the items of the focus group"),
    row("↓", .keyboardNavigation, .standard, "Move focus between the items of the focus group"),
    row("←", .keyboardNavigation, .standard, "Move focus between the items of the focus group"),
    row("→", .keyboardNavigation, .standard, "Move focus between the items of the focus group"),
    row("↩", .keyboardNavigation, .standard, "Activate the focused item"),
    row("⇥", .fullKeyboardAccess, .reserved, "Full Keyboard Access: next item or group"),
    row("⇧⇥", .fullKeyboardAccess, .reserved, "Full Keyboard Access: previous item or group"),
    row("⌃⇥", .fullKeyboardAccess, .reserved, "Full Keyboard Access: next item, including those Tab skips"),
    row("⌃⇧⇥", .fullKeyboardAccess, .reserved, "Full Keyboard Access: previous item"),
    row("Space", .fullKeyboardAccess, .reserved, "Full Keyboard Access: activate the focused item"),
  ]

  /// iPad VoiceOver commands (hardware keyboard).
  static let iPadVoiceOver: [Row] = [
    row("⌃⌥*", .voiceOver, .reserved, "The VoiceOver modifier: while VoiceOver runs, ⌃⌥ chords are its commands"),
    row("⌃⌥-", .voiceOver, .reserved, "Magic Tap", confirmed: false),
    row("⌃⌥;", .voiceOver, .reserved, "Lock or unlock the VO modifier", confirmed: false),
    row("⌃⌥`", .voiceOver, .reserved, "VoiceOver escape", confirmed: false),
    row("⌃⌥A", .voiceOver, .reserved, "Read everything", confirmed: false),
    row("⌃⌥B", .voiceOver, .reserved, "Read from the top", confirmed: false),
    row("⌃⌥H", .voiceOver, .reserved, "Go to the Home Screen", confirmed: false),
    row("⌃⌥I", .voiceOver, .reserved, "Open the Item Chooser", confirmed: false),
    row("⌃⌥J", .voiceOver, .reserved, "Go to the linked item", confirmed: false),
    row("⌃⌥⌘H", .voiceOver, .reserved, "Go to the next heading", confirmed: false),
    row("⌃⌥⇧⌘H", .voiceOver, .reserved, "Go to the previous heading", confirmed: false),
    row("⌃⌥⌘J", .voiceOver, .reserved, "Go to the next control", confirmed: false),
    row("⌃⌥F", .voiceOver, .reserved, "Search the text of items", confirmed: false),
    row("⌃⌥[", .voiceOver, .reserved, "Go to the previous visible app", confirmed: false),
    row("⌃⌥]", .voiceOver, .reserved, "Go to the next visible app", confirmed: false),
  ]
}
