/// A primary action whose name is one edit from the one menu command the component's paths name,
/// while no menu and no path names it (`Primary action: Reordr.` beside `Mac: Reorder in menu bar,
/// ⌘R` and the menu's `Reorder: ⌘R`).
///
/// Left as written, the typo would leave the primary action without a menu command, and what
/// segments without a subject bind would go to a second action (a `⌘R` of the component would
/// conflict with the menu's `Reorder: ⌘R`). It is read as the command: a reading, so what it costs
/// elsewhere is at most a warning, and `primary-action-without-command` reports the typo once, on
/// the name, with the rename.
public struct MisspeltPrimaryName: Sendable, Hashable {
  /// The name as written (`Reordr`).
  public var written: String
  /// The menu command it reads as (`Reorder`).
  public var reading: String
  /// Where the name is written.
  public var range: SourceRange
  /// The platforms whose paths name the command.
  public var namedOn: [Platform]
}
