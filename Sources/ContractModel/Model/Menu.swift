/// A command of a `menu` block.
public struct MenuCommand: Sendable, Hashable {
  /// The command's name.
  public var name: String
  /// The menu's title.
  public var menu: String
  /// The shortcut written after the colon, if any.
  public var shortcut: ShortcutUse?
  /// The command line as parsed.
  public var syntax: MenuCommandSyntax

  /// The name folded for comparison.
  public var key: String { ListItem.fold(name) }
}

/// A `menu` block.
public struct Menu: Sendable, Hashable {
  /// The block as parsed.
  public var syntax: BlockSyntax
  /// The menu's title.
  public var title: String { syntax.name }
  /// Its commands, in order.
  public var commands: [MenuCommand]

  /// The command named `name` (case-insensitive).
  public func command(named name: String) -> MenuCommand? {
    let key = ListItem.fold(name)
    return commands.first { $0.key == key }
  }
}

/// A team `catalog` block.
public struct TeamCatalogEntry: Sendable, Hashable {
  /// The block as parsed.
  public var syntax: BlockSyntax
  /// The entry's name.
  public var name: String { syntax.name }
  /// The `Summary` field.
  public var summary: String?
  /// The `Link` field.
  public var link: FieldSyntax?
  /// Items of `See`.
  public var see: [ListItem]
}
