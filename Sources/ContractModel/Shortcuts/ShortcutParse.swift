/// The result of reading one shortcut token.
public enum ShortcutParse: Sendable, Hashable {
  /// The token is a shortcut; it is given in normal form.
  case valid(Shortcut)
  /// The token looks like a shortcut but cannot be normalised; `reason` says why in plain English
  /// ("a modifier needs a key", "⌘ is repeated", "'Rx' is not a key name").
  case invalid(reason: String)

  /// The shortcut, when valid.
  public var shortcut: Shortcut? {
    if case .valid(let shortcut) = self { return shortcut }
    return nil
  }

  /// Whether the token is a valid shortcut.
  public var isValid: Bool { shortcut != nil }

  /// The reason, when invalid.
  public var invalidReason: String? {
    if case .invalid(let reason) = self { return reason }
    return nil
  }
}
