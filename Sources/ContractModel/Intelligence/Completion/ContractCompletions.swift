/// Completion for contract documents: picks the proposals for where the cursor stands.
///
/// Every proposal carries documentation, and replaces only text it starts with (or a shortcut it
/// rewrites), so accepting one never drops what was written.
public enum ContractCompletions {
  /// The proposals at `offset` (UTF-8) in the document `key` of `workspace`, in the order to show them.
  public static func items(in workspace: ContractWorkspace, key: String, offset: Int) -> [ContractCompletion] {
    guard let document = workspace.freshDocument(key) else { return [] }
    let context = CursorContext(document: document, offset: offset)
    var items = proposals(context, workspace: workspace)
    for index in items.indices { items[index].sortText = String(1000 + index) }
    return items
  }

  /// The proposals for `context`, unordered by sort text.
  static func proposals(_ context: CursorContext, workspace: ContractWorkspace) -> [ContractCompletion] {
    switch context.place {
    case .none:
      return []
    case .fieldKey:
      return KeyCompletions.items(context)
    case .menuCommandValue(let command):
      return ShortcutCompletions.items(
        context,
        typed: ShortcutCompletions.classify(context.typed),
        action: command,
        platforms: context.document.menuPlatforms,
        workspace: workspace
      )
    case .fieldValue(let key):
      guard let fieldKey = FieldKey(anyContext: key) else { return [] }
      switch fieldKey {
      case .platforms: return ValueCompletions.platforms(context)
      case .role: return ValueCompletions.roles(context)
      case .kind: return ValueCompletions.kinds(context)
      case .see: return ValueCompletions.catalogEntries(context, workspace: workspace)
      case .check: return ValueCompletions.menuCommands(context, workspace: workspace)
      case .path(let platform): return PathCompletions.items(context, platform: platform, workspace: workspace)
      default: return []
      }
    }
  }
}
