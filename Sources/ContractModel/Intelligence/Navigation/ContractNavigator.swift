/// Navigation over a whole workspace: what is at a position, where it is declared, where it is used.
///
/// A value made for one request: it reads the workspace's documents as they are now.
public struct ContractNavigator {
  /// The engine.
  public let workspace: ContractWorkspace

  /// A navigator over `workspace`.
  public init(workspace: ContractWorkspace) { self.workspace = workspace }

  /// The occurrence at `offset` of document `key`.
  public func occurrence(at offset: Int, in key: String) -> SymbolOccurrence? {
    workspace.document(key)?.symbolOccurrence(at: offset, facts: workspace.workspaceFacts)
  }

  /// Every occurrence of `symbol` in the workspace, documents in key order.
  public func occurrences(of symbol: ContractSymbol) -> [WorkspaceOccurrence] {
    let facts = workspace.workspaceFacts
    return workspace.contractDocumentKeys.flatMap { key -> [WorkspaceOccurrence] in
      guard let document = workspace.document(key) else { return [] }
      return document.symbolOccurrences(facts: facts).filter { $0.symbol == symbol }.map {
        WorkspaceOccurrence(document: key, occurrence: $0)
      }
    }
  }

  /// References of what stands at `offset`: every occurrence in the workspace (declarations only when asked).
  public func references(at offset: Int, in key: String, includeDeclarations: Bool) -> [WorkspaceOccurrence] {
    guard let occurrence = occurrence(at: offset, in: key) else { return [] }
    if case .same = occurrence.symbol { return [] }
    return occurrences(of: occurrence.symbol).filter { includeDeclarations || $0.occurrence.role == .reference }
  }

  /// Occurrences of what stands at `offset`, in the same document.
  public func highlights(at offset: Int, in key: String) -> [SymbolOccurrence] {
    guard let document = workspace.document(key) else { return [] }
    let facts = workspace.workspaceFacts
    guard let occurrence = document.symbolOccurrence(at: offset, facts: facts) else { return [] }
    if case .same = occurrence.symbol { return [occurrence] }
    return document.symbolOccurrences(facts: facts).filter { $0.symbol == occurrence.symbol }
  }

  /// Where what stands at `offset` is declared.
  ///
  /// An action in a component: its first declaration in that component (`Primary action`, `Actions`, the
  /// `Meaning` sentence, or its first implicit use). An action in a `Check` or a menu: the menu command lines
  /// named like it. `same`: the line it inherits. A catalog entry: its `catalog` block. A component: its header.
  public func definition(at offset: Int, in key: String) -> [DocumentLocation] {
    guard let document = workspace.document(key), let occurrence = occurrence(at: offset, in: key) else { return [] }
    switch occurrence.symbol {
    case .action(let name):
      if case .component(let componentName) = occurrence.place,
        let placed = document.components.first(where: { $0.value.name == componentName }),
        let action = placed.value.action(named: name)
      {
        return [DocumentLocation(document: key, range: placed.absolute(action.range))]
      }
      return declarations(of: occurrence.symbol) { $0.place.isMenu }
    case .same(let componentName, let platform):
      guard let placed = document.components.first(where: { $0.value.name == componentName }),
        let source = placed.value.paths[platform]?.inheritsFrom, let field = placed.value.paths[source]?.fields.first
      else { return [] }
      return [DocumentLocation(document: key, range: placed.absolute(field.range))]
    case .catalogEntry, .component, .menu:
      return declarations(of: occurrence.symbol) { _ in true }
    case .shortcut:
      return []
    }
  }

  private func declarations(
    of symbol: ContractSymbol,
    where include: (SymbolOccurrence) -> Bool
  ) -> [DocumentLocation] {
    occurrences(of: symbol).filter { $0.occurrence.role == .declaration && include($0.occurrence) }.map {
      DocumentLocation(document: $0.document, range: $0.range)
    }
  }
}

extension OccurrencePlace {
  /// Whether the occurrence stands in a `menu` block.
  var isMenu: Bool {
    if case .menu = self { return true }
    return false
  }
}
