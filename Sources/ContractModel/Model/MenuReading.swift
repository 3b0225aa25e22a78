extension Menu {
  /// Reads a `menu` block.
  init(block: BlockSyntax) {
    self.syntax = block
    self.commands = block.commands.map { command in
      MenuCommand(
        name: command.name,
        menu: block.name,
        shortcut: Self.shortcut(in: command),
        syntax: command
      )
    }
  }

  /// The shortcut after a command's colon. The value is a shortcut or nothing: other text there
  /// (`Shift-click`, `⌘R now`) is read as an invalid shortcut.
  static func shortcut(in command: MenuCommandSyntax) -> ShortcutUse? {
    guard let detail = command.detail, let range = command.detailRange else { return nil }
    let tokens = ShortcutScanner.scan(detail)
    // In running text a word alone is never a shortcut; a command's value is nothing else, so a
    // bare key (`F5`) or a text form the scanner leaves as words (`Cmd-PageUp`) is read whole.
    if tokens.isEmpty, !detail.contains(" ") {
      switch Shortcut.parse(detail) {
      case .valid(let value): return ShortcutUse(text: detail, shortcut: value, invalidReason: nil, range: range)
      case .invalid(let reason): return ShortcutUse(text: detail, shortcut: nil, invalidReason: reason, range: range)
      }
    }
    guard tokens.count == 1, let token = tokens.first, token.range == 0..<detail.utf8.count else {
      return ShortcutUse(
        text: detail,
        shortcut: nil,
        invalidReason: "a menu command's value is one shortcut or nothing",
        range: range
      )
    }
    switch token.parse {
    case .valid(let value):
      return ShortcutUse(text: token.text, shortcut: value, invalidReason: nil, range: range)
    case .invalid(let reason):
      return ShortcutUse(text: token.text, shortcut: nil, invalidReason: reason, range: range)
    }
  }
}

extension TeamCatalogEntry {
  /// Reads a `catalog` block, with its unknown and repeated fields.
  static func read(_ block: BlockSyntax) -> (TeamCatalogEntry, [MisplacedField], [RepeatedField]) {
    let fields = FieldTable(block.fields, in: .catalog)
    let entry = TeamCatalogEntry(
      syntax: block,
      summary: fields[.summary]?.value,
      link: fields[.link],
      see: fields[.see].map { ListItem.items(of: $0) } ?? []
    )
    return (entry, fields.misplaced, fields.repeated)
  }
}
