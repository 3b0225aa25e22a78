/// Field keys at a line start: the block's missing keys first (platform paths first among them).
enum KeyCompletions {
  /// The proposals for a key typed in `context`.
  static func items(_ context: CursorContext) -> [ContractCompletion] {
    let names: [String]
    let keyContext: FieldKey.Context
    switch context.block?.kind {
    case nil:
      keyContext = .fileHeader
      names = ordered(FieldKey.names(in: .fileHeader), present: context.placed.model.tree.headerFields, platforms: [])
    case .catalog?:
      keyContext = .catalog
      names = ordered(FieldKey.names(in: .catalog), present: context.block?.fields ?? [], platforms: [])
    case .component?:
      keyContext = .component
      let platforms = context.document.targets
      var present = context.block?.fields ?? []
      // A word typed at column 0 opened a new block: its fields belong to the component above.
      if let next = context.document.blocks.first(where: { $0.firstLine == context.line }),
        let opened = next.model.tree.blocks.first
      {
        present += opened.fields
      }
      names = ordered(FieldKey.names(in: .component), present: present, platforms: platforms)
    default:
      return []
    }
    let typed = context.typed
    // A colon later on the line (`Mea|ning: x`, `Mea|: x`) stays: only the key is written.
    let colonFollows = context.suffix.contains(":")
    return names.compactMap { name in
      guard let key = FieldKey(name, in: keyContext),
        let range = CompletionReplacement.range(for: name, typed: typed, cursor: context.offset)
      else { return nil }
      return ContractCompletion(
        label: name,
        kind: .fieldKey,
        detail: FieldKeyDocumentation.place(of: key),
        documentation: FieldKeyDocumentation.text(for: key),
        newText: colonFollows ? name : name + ": ",
        range: range
      )
    }
  }

  /// `names` reordered: missing target platform paths, other missing keys, then platform paths
  /// already written (a repeated path adds to it). Other keys already written are left out.
  static func ordered(_ names: [String], present: [FieldSyntax], platforms: [Platform]) -> [String] {
    let written = Set(present.compactMap { FieldKey(anyContext: $0.key) })
    var missingPaths: [String] = []
    var missing: [String] = []
    var writtenPaths: [String] = []
    for name in names {
      guard let key = FieldKey(anyContext: name) else { continue }
      if case .path(let platform) = key {
        if written.contains(key) || !platforms.contains(platform) {
          writtenPaths.append(name)
        } else {
          missingPaths.append(name)
        }
      } else if !written.contains(key) {
        missing.append(name)
      }
    }
    return missingPaths + missing + writtenPaths
  }
}
