/// One fact of the workspace that blocks provide and read: what an edit's difference is made of.
///
/// A block provides facts (a menu its title and commands, a component its name and bindings) and
/// mentions the ones its reading and findings depend on; when a fact changes, the blocks that
/// mention it are read or checked again, and no other.
enum FactKey: Sendable, Hashable {
  /// The menu commands whose folded first word is this: what a path segment starting with it may
  /// name (a component's reading depends on them).
  case commandWord(String)
  /// The menu commands named this (folded): an action's menu-bar ways and shortcut.
  case command(String)
  /// The menus titled this (folded): what `Menu → Command` references are checked against.
  case menu(String)
  /// The team catalog entries named this (folded).
  case catalogEntry(String)
  /// The components named this (folded): `duplicate-component`.
  case component(String)
  /// The bindings of one shortcut on one platform: `shortcut-conflict`.
  case binding(BindingKey)

  /// What goes stale in a block that mentions the fact when it changes.
  var invalidates: Staleness {
    switch self {
    case .commandWord: .model
    case .command, .menu, .catalogEntry: .findings
    case .component, .binding: .crossFile
    }
  }

  /// What of a block a changed fact makes stale.
  enum Staleness {
    /// The reading (and everything after it).
    case model
    /// The block rules' findings.
    case findings
    /// The cross-file findings.
    case crossFile
  }
}

/// The key of the workspace's binding index: one shortcut on one platform.
public struct BindingKey: Sendable, Hashable {
  public var shortcut: Shortcut
  public var platform: Platform

  public init(_ binding: ShortcutBinding) {
    shortcut = binding.shortcut
    platform = binding.platform
  }

  public init(shortcut: Shortcut, platform: Platform) {
    self.shortcut = shortcut
    self.platform = platform
  }
}
