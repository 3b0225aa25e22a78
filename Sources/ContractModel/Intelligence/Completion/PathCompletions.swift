/// Proposals inside a platform path: `same` as the first word, shortcuts where one may stand,
/// mechanisms and action names.
enum PathCompletions {
  /// The proposals for the value of `platform`'s path typed in `context`.
  static func items(_ context: CursorContext, platform: Platform, workspace: ContractWorkspace) -> [ContractCompletion]
  {
    let typed = context.typed
    let rawSegment = typed.lastIndex(of: ";").map { String(typed[typed.index(after: $0)...]) } ?? typed
    let segment = CursorContext.trimBlanks(rawSegment)
    let actions = actionNames(context, workspace: workspace)
    let subject = actions.subject(of: segment) ?? context.component?.primaryActions.first
    let shortcutTyped = ShortcutCompletions.classify(typed)
    let afterAction = shortcutTyped == .nothing && actions.contains(folded: ListItem.fold(segment))
    var items: [ContractCompletion] = []
    switch shortcutTyped {
    case .modifiers, .nonCanonical:
      return ShortcutCompletions.items(
        context,
        typed: shortcutTyped,
        action: subject,
        platforms: [platform],
        workspace: workspace
      )
    case .nothing where afterAction:
      items += ShortcutCompletions.items(
        context,
        typed: .nothing,
        action: subject,
        platforms: [platform],
        workspace: workspace
      )
    default:
      break
    }
    items += same(context, platform: platform, typed: typed)
    items += mechanisms(context, segment: rawSegment)
    if !afterAction {
      items += actionItems(context, names: actions.all.map(\.name), segment: rawSegment, workspace: workspace)
    }
    return items
  }

  /// The component's actions, then the menu commands of the same app (each folded name once).
  static func actionNames(_ context: CursorContext, workspace: ContractWorkspace) -> ActionNames {
    let own = context.component?.actions.map { CommandName(name: $0.name, folded: ListItem.fold($0.name)) } ?? []
    let app = context.document.app.map(ListItem.fold)
    return ActionNames(own: own, commands: workspace.commandNames(seenFrom: app))
  }

  /// `same`, when it is the first word and an earlier platform has a path.
  static func same(_ context: CursorContext, platform: Platform, typed: String) -> [ContractCompletion] {
    guard let component = context.component, !typed.contains(" "), !typed.contains(";"), !typed.contains(",") else {
      return []
    }
    guard let earlier = component.paths.keys.filter({ $0 < platform }).max(),
      let path = component.paths[earlier],
      let range = CompletionReplacement.range(for: "same", typed: typed, cursor: context.offset)
    else { return [] }
    let expansion = path.segments.map(\.text).joined(separator: "; ")
    return [
      ContractCompletion(
        label: "same",
        kind: .same,
        detail: "inherit the \(earlier) path",
        documentation:
          "Inherits the whole \(earlier) path:\n\n`\(expansion)`\n\nAdd to it with `same + …` or `same; …`.",
        newText: "same",
        range: range
      )
    ]
  }

  /// The vocabulary's mechanisms, for the word being typed.
  static func mechanisms(_ context: CursorContext, segment: String) -> [ContractCompletion] {
    MechanismVocabulary.all.compactMap { mechanism in
      guard let range = CompletionReplacement.range(for: mechanism.name, typed: segment, cursor: context.offset) else {
        return nil
      }
      return ContractCompletion(
        label: mechanism.name,
        kind: .mechanism,
        detail: "mechanism: reached by " + mechanism.reach.names.joined(separator: ", "),
        documentation: MechanismDocumentation.markdown(mechanism),
        newText: mechanism.name,
        range: range
      )
    }
  }

  /// Action names (the component's, then menu commands), with how each is reached.
  static func actionItems(
    _ context: CursorContext,
    names: [String],
    segment: String,
    workspace: ContractWorkspace
  ) -> [ContractCompletion] {
    let table = context.component.map {
      ReachTable(component: $0, workspace: workspace.workspaceFacts, app: context.document.app)
    }
    return names.compactMap { name in
      guard let range = CompletionReplacement.range(for: name, typed: segment, cursor: context.offset) else {
        return nil
      }
      let documentation =
        table.map { ActionDocumentation.markdown(action: name, table: $0, platforms: Platform.allCases) }
        ?? "A menu command."
      return ContractCompletion(
        label: name,
        kind: .action,
        detail: "action",
        documentation: documentation,
        newText: name,
        range: range
      )
    }
  }
}
