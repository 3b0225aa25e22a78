/// Hover on the parts of a contract other than shortcuts: field keys, `same`, mechanisms, actions,
/// roles and catalog entries.
enum ElementHover {
  /// The hover for what lies at `offset` (of the document), if it is one of those parts.
  static func hover(at offset: Int, document: ContractDocument, workspace: ContractWorkspace) -> ContractHover? {
    let placed = document.block(containing: offset)
    guard let found = hover(at: placed.relative(offset), in: placed.model, document: document, workspace: workspace)
    else { return nil }
    return ContractHover(markdown: found.markdown, range: placed.absolute(found.range))
  }

  /// The hover for what lies at `offset` of the block `model`, in the block's offsets.
  private static func hover(
    at offset: Int,
    in model: BlockModel,
    document: ContractDocument,
    workspace: ContractWorkspace
  ) -> ContractHover? {
    if let hover = fieldKey(at: offset, tree: model.tree) { return hover }
    if let hover = catalogEntry(at: offset, in: model.content, workspace: workspace) { return hover }
    guard let component = model.content.component else { return nil }
    return same(at: offset, component: component)
      ?? action(at: offset, component: component, document: document, workspace: workspace)
      ?? mechanism(at: offset, component: component)
      ?? role(at: offset, component: component)
  }

  /// A field key: what it means.
  static func fieldKey(at offset: Int, tree: SyntaxTree) -> ContractHover? {
    let fields = tree.headerFields + tree.blocks.flatMap(\.fields)
    guard let field = fields.first(where: { $0.keyRange.contains(offset) }),
      let key = FieldKey(anyContext: field.key)
    else { return nil }
    let markdown = "**\(key)** — \(FieldKeyDocumentation.place(of: key))\n\n\(FieldKeyDocumentation.text(for: key))"
    return ContractHover(markdown: markdown, range: field.keyRange)
  }

  /// `same`: the path it expands to.
  static func same(at offset: Int, component: Component) -> ContractHover? {
    for path in component.paths.values {
      guard let range = path.sameRange, range.contains(offset), let source = path.inheritsFrom else { continue }
      let inherited = path.segments.filter { $0.inheritedFrom != nil }.map(\.text).joined(separator: "; ")
      let whole = path.segments.map(\.text).joined(separator: "; ")
      let markdown =
        "**same** — inherits the \(source) path\n\nInherited: `\(inherited)`\n\n"
        + "The \(path.platform) path reads: `\(whole)`"
      return ContractHover(markdown: markdown, range: range)
    }
    return nil
  }

  /// An action: its name in `Primary action`/`Actions`, or as a path segment's subject.
  static func action(
    at offset: Int,
    component: Component,
    document: ContractDocument,
    workspace: ContractWorkspace
  ) -> ContractHover? {
    var found: (name: String, range: SourceRange)?
    if let action = component.actions.first(where: { $0.range.contains(offset) }) {
      found = (action.name, action.range)
    } else {
      for path in component.paths.values {
        for segment in path.segments {
          if let subject = segment.subject, let range = segment.subjectRange, range.contains(offset) {
            found = (subject, range)
          }
        }
      }
    }
    guard let found else { return nil }
    let table = ReachTable(component: component, workspace: workspace.workspaceFacts, app: document.app)
    let platforms = document.targets
    let markdown = ActionDocumentation.markdown(action: found.name, table: table, platforms: platforms)
    return ContractHover(markdown: markdown, range: found.range)
  }

  /// A mechanism in a path: where it exists and who reaches it.
  static func mechanism(at offset: Int, component: Component) -> ContractHover? {
    for path in component.paths.values {
      for use in path.mechanisms where use.range.contains(offset) {
        return ContractHover(markdown: MechanismDocumentation.markdown(use.mechanism), range: use.range)
      }
    }
    return nil
  }

  /// The value of `Role`: the role's meaning and counterpart.
  static func role(at offset: Int, component: Component) -> ContractHover? {
    guard let field = component.field(.role), field.valueRange.contains(offset) else { return nil }
    let name = CursorContext.trimBlanks(field.value)
    let entries = AccessibilityRoles.lookupAll(name)
    guard !entries.isEmpty else { return nil }
    return ContractHover(markdown: RoleDocumentation.markdown(entries), range: field.valueRange)
  }

  /// A catalog entry named in a `See` list: its text and link.
  static func catalogEntry(at offset: Int, in content: BlockContent, workspace: ContractWorkspace) -> ContractHover? {
    let items = (content.header?.see ?? []) + (content.component?.see ?? []) + (content.catalogEntry?.see ?? [])
    guard let item = items.first(where: { $0.range.contains(offset) }) else { return nil }
    if let entry = BuiltInCatalog.entry(named: item.text) {
      let markdown = "**\(entry.name)** — built-in catalog entry\n\n\(entry.text)\n\n[\(entry.name)](\(entry.link))"
      return ContractHover(markdown: markdown, range: item.range)
    }
    for (entry, key) in workspace.workspaceFacts.teamCatalog where ListItem.fold(entry.name) == item.folded {
      var markdown = "**\(entry.name)** — team catalog entry in `\(key)`\n\n\(entry.summary ?? "")"
      if let link = entry.link { markdown += "\n\n<\(link.value)>" }
      return ContractHover(markdown: markdown, range: item.range)
    }
    return nil
  }
}
