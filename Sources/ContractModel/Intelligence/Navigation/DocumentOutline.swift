/// What an outline item is.
public enum OutlineKind: String, Sendable, Hashable {
  /// A component block.
  case component
  /// A platform path field.
  case platform
  /// Any other field.
  case field
  /// A `menu` block.
  case menu
  /// A command line of a menu.
  case command
  /// A team `catalog` block.
  case catalogEntry
}

/// One item of a document's outline, with its children.
public struct OutlineItem: Sendable, Hashable {
  /// The name shown.
  public var name: String
  /// A short detail (a field's value, a command's shortcut), if any.
  public var detail: String?
  /// What it is.
  public var kind: OutlineKind
  /// The whole item (a block, a field with its continuations).
  public var range: SourceRange
  /// Its name.
  public var selectionRange: SourceRange
  /// The items inside it.
  public var children: [OutlineItem]
}

extension ContractDocument {
  /// The hierarchical outline: header fields, then components (with their fields and platform paths), menus
  /// (with their commands) and team catalog entries, in source order.
  public var outline: [OutlineItem] {
    blocks.flatMap { placed in Self.outline(of: placed.model.tree).map { $0.shifted(by: placed.start) } }
  }

  /// The outline of one block's syntax, in the block's offsets.
  private static func outline(of tree: SyntaxTree) -> [OutlineItem] {
    var items = tree.headerFields.map(Self.item(for:))
    for block in tree.blocks {
      switch block.kind {
      case .component:
        items.append(
          OutlineItem(
            name: block.name,
            detail: nil,
            kind: .component,
            range: block.range,
            selectionRange: block.nameRange,
            children: block.fields.map(item(for:))
          )
        )
      case .menu:
        let commands = block.commands.map { command in
          OutlineItem(
            name: command.name,
            detail: command.detail,
            kind: .command,
            range: command.range,
            selectionRange: command.nameRange,
            children: []
          )
        }
        items.append(
          OutlineItem(
            name: block.name,
            detail: "menu",
            kind: .menu,
            range: block.range,
            selectionRange: block.nameRange,
            children: commands
          )
        )
      case .catalog:
        items.append(
          OutlineItem(
            name: block.name,
            detail: "catalog",
            kind: .catalogEntry,
            range: block.range,
            selectionRange: block.nameRange,
            children: block.fields.map(item(for:))
          )
        )
      }
    }
    return items
  }

  private static func item(for field: FieldSyntax) -> OutlineItem {
    let isPath = FieldKey(field.key, in: .component)?.isPath ?? false
    return OutlineItem(
      name: field.key,
      detail: OutlineText.shortened(field.value, to: 60),
      kind: isPath ? .platform : .field,
      range: field.range,
      selectionRange: field.keyRange,
      children: []
    )
  }
}

extension OutlineItem {
  /// The item and its children moved by `delta` bytes (from a block's offsets to the document's).
  func shifted(by delta: Int) -> OutlineItem {
    var moved = self
    moved.range = range.shifted(by: delta)
    moved.selectionRange = selectionRange.shifted(by: delta)
    moved.children = children.map { $0.shifted(by: delta) }
    return moved
  }
}

/// Shortening texts for one-line displays.
public enum OutlineText {
  /// `text` cut at a word boundary to at most `limit` characters, with `…` when cut; nil when empty.
  public static func shortened(_ text: String, to limit: Int) -> String? {
    guard !text.isEmpty else { return nil }
    guard text.count > limit else { return text }
    let cut = text.prefix(limit - 1)
    let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return String(atWord.count > limit / 2 ? atWord : cut) + "…"
  }
}
