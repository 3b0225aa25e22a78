/// Where a shortcut fact applies: who takes the shortcut, or which convention defines it.
public enum ShortcutScope: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The operating system handles it (Spotlight, app switcher, screenshots…).
  case system
  /// A command of the standard app menus (Edit, File, Format, Window…).
  case standardAppMenu = "standard app menu"
  /// A VoiceOver command; applies only while VoiceOver runs.
  case voiceOver = "VoiceOver"
  /// An accessibility feature (Full Keyboard Access toggles, zoom, contrast).
  case accessibility
  /// Moving focus or acting on the focused control (Tab, arrows, Return, Escape).
  case keyboardNavigation = "keyboard navigation"
  /// A text-system binding, active in text views and fields (Mac).
  case textEditing = "text editing"
  /// A Full Keyboard Access command (iPad).
  case fullKeyboardAccess = "Full Keyboard Access"

  /// The scope as the reference data writes it.
  public var description: String { rawValue }
}

/// How strongly a shortcut is taken.
public enum ShortcutSeverity: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The OS or an assistive technology handles it before (or instead of) the app, or it is documented
  /// as reserved: never bind it.
  case reserved
  /// Apps implement it, and people expect this meaning: bind it only with the same meaning.
  case standard

  /// The severity as the reference data writes it.
  public var description: String { rawValue }
}

/// A shortcut pattern: a set of modifiers plus any key (`⌃⌥*`, the VoiceOver modifier; `⇪*`).
public struct ShortcutPattern: Sendable, Hashable, CustomStringConvertible {
  /// The modifiers a matching chord holds at least.
  public let modifiers: ShortcutModifiers

  /// Creates a pattern for chords that hold at least `modifiers`.
  public init(modifiers: ShortcutModifiers) { self.modifiers = modifiers }

  /// Reads `⌃⌥*` or `⇪*`: modifier symbols followed by `*`.
  public init?(_ written: some StringProtocol) {
    guard written.hasSuffix("*") else { return nil }
    var modifiers: ShortcutModifiers = []
    for scalar in written.dropLast().unicodeScalars {
      guard let modifier = ShortcutModifiers(symbol: scalar), !modifiers.contains(modifier) else { return nil }
      modifiers.insert(modifier)
    }
    guard !modifiers.isEmpty else { return nil }
    self.modifiers = modifiers
  }

  /// Whether `shortcut` holds every modifier of the pattern (and maybe more).
  public func matches(_ shortcut: Shortcut) -> Bool { shortcut.modifiers.isSuperset(of: modifiers) }

  /// The written form, e.g. `⌃⌥*`.
  public var description: String { modifiers.symbol + "*" }
}

/// One fact about a shortcut on one platform: what it means there, who takes it, how sure we are.
///
/// Exactly one of ``shortcut`` and ``pattern`` is set.
public struct ShortcutFact: Sendable, Hashable {
  /// The shortcut, in normal form; `nil` for a pattern row.
  public let shortcut: Shortcut?
  /// The pattern (`⌃⌥*`, `⇪*`); `nil` for a single shortcut.
  public let pattern: ShortcutPattern?
  /// The platform: ``Platform/mac`` or ``Platform/iPad`` (iPhone uses the iPad facts).
  public let platform: Platform
  /// What the shortcut does, in a few words. For `standard app menu` rows it carries the command's
  /// verb or noun (`Copy`, `New`, `Find`), which rules compare with a command's first word.
  public let meaning: String
  /// Who takes it, or which convention defines it.
  public let scope: ShortcutScope
  /// Reserved or standard.
  public let severity: ShortcutSeverity
  /// Whether the source confirms the row's meaning. Unconfirmed rows never raise an error or a
  /// warning; they may inform a hover.
  public let confirmed: Bool

  /// Creates a fact.
  public init(
    shortcut: Shortcut?,
    pattern: ShortcutPattern?,
    platform: Platform,
    meaning: String,
    scope: ShortcutScope,
    severity: ShortcutSeverity,
    confirmed: Bool
  ) {
    self.shortcut = shortcut
    self.pattern = pattern
    self.platform = platform
    self.meaning = meaning
    self.scope = scope
    self.severity = severity
    self.confirmed = confirmed
  }

  /// Whether the fact is about `shortcut`: the same chord, or a chord the pattern matches.
  public func matches(_ shortcut: Shortcut) -> Bool {
    if let own = self.shortcut { return own == shortcut }
    return pattern?.matches(shortcut) ?? false
  }

  /// The shortcut or pattern as written in normal form (`⌘C`, `⌃⌥*`).
  public var written: String { shortcut?.description ?? pattern?.description ?? "" }
}
