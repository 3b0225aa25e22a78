/// Completion for contract documents: picks the proposals for where the cursor stands.
///
/// Every proposal carries documentation, and replaces only text it starts with (or a shortcut it
/// rewrites), so accepting one never drops what was written.
public enum ContractCompletions {
  /// The proposals at `offset` (UTF-8) in the document `key` of `workspace`, in the order to show them.
  public static func items(in workspace: ContractWorkspace, key: String, offset: Int) -> [ContractCompletion] {
    guard let document = workspace.document(key) else { return [] }
    let context = CursorContext(document: document, offset: offset)
    var items = proposals(context, workspace: workspace)
    let rest = wordRest(after: offset, in: document.lines)
    let restText = document.lines.text(in: rest)
    for index in items.indices {
      items[index].sortText = String(1000 + index)
      let typed = document.lines.text(in: SourceRange(start: items[index].range.start, end: offset))
      items[index] = replacingRestOfWord(items[index], typed: typed, rest: rest, restText: restText)
    }
    return items
  }

  /// The letters, digits, `_` and `-` that follow `offset` on its line: the rest of the word under the cursor.
  static func wordRest(after offset: Int, in lines: DocumentLines) -> SourceRange {
    let end = lines.endOfLineContent(lines.line(containing: offset))
    let rest = Array(lines.text(in: SourceRange(start: offset, end: end)).utf8)
    let length = rest.prefix { MechanismMatcher.isWordByte($0) || $0 == UInt8(ascii: "-") }.count
    return SourceRange(start: offset, end: offset + length)
  }

  /// Completing inside a word (`sli|der`) replaces the rest of the word too, but only when the proposal
  /// starts with what was typed before the cursor and ends with the rest: both are written again, and
  /// nothing typed is lost.
  static func replacingRestOfWord(
    _ item: ContractCompletion,
    typed: String,
    rest: SourceRange,
    restText: String
  ) -> ContractCompletion {
    guard !rest.isEmpty, !typed.isEmpty, item.range.end == rest.start,
      item.newText.lowercased().hasPrefix(typed.lowercased()), item.newText.hasSuffix(restText),
      item.newText.utf8.count >= typed.utf8.count + restText.utf8.count
    else { return item }
    var extended = item
    extended.range = SourceRange(start: item.range.start, end: rest.end)
    return extended
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
        platforms: MenuPlatforms.of(targets: context.document.targets),
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
