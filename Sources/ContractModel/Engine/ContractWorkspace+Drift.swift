import SwiftSource

/// `contract-drift` in the workspace: each contract block's drift from the app's code files is kept
/// beside its other findings and goes through the same ``DiagnosticPipeline`` (configured
/// severity, `# leaf-ignore: contract-drift`, `unused-suppression`).
///
/// A block's drift is made again with its block rules' findings (its text or a fact it reads
/// changed), for every block when any code file changes, and for the `menu` blocks whose
/// findings read a contract menu or command that changed: the first menu of a title carries the
/// information about code commands, which depends on every contract menu's commands.
extension ContractWorkspace {
  /// The app's code indexed for drift, or nil when the workspace holds no code file.
  var appCode: AppCode? {
    guard !code.documents.isEmpty else { return nil }
    if let app = code.app { return app }
    let builds = CodeBuildHints.builds(code.documents.values.map(\.buildHints))
    let app = AppCode(swiftFacts, builds: builds)
    code.app = app
    return app
  }

  /// The drift of block `index` of `key`, made when stale.
  func drift(_ key: String, _ index: Int) -> [Diagnostic] {
    if let drift = documents[key]!.blocks[index].drift { return drift }
    let drift = appCode.map { driftFindings(key, index, code: $0) } ?? []
    documents[key]!.blocks[index].drift = drift
    return drift
  }

  /// The drift of block `index` of `key` from `code` (in the block's offsets), before the
  /// pipeline applies severities and suppressions.
  func driftFindings(_ key: String, _ index: Int, code: AppCode) -> [Diagnostic] {
    guard !code.isEmpty, let block = documents[key]?.blocks[index], block.kind == .component || block.kind == .menu,
      let header = documents[key]?.header, let targets = documents[key]?.targets, let model = model(key, index)
    else { return [] }
    let context = BlockContext(
      model: model,
      header: header,
      targets: targets,
      workspace: facts,
      document: key,
      block: block.id,
      bindings: block.exports?.bindings ?? []
    )
    return ContractDrift.check(context, code: code)
  }

  /// The drift of `key` from `code`, in the document's offsets, sorted: what `contract-drift`
  /// finds before configuration and suppressions.
  func driftFindings(_ key: String, code: AppCode) -> [Diagnostic] {
    refresh()
    guard documents[key] != nil else { return [] }
    let starts = documents[key]!.starts()
    var result: [Diagnostic] = []
    for index in starts.indices {
      result += driftFindings(key, index, code: code).map { $0.moved(to: starts[index]) }
    }
    return result.sorted()
  }

  /// A code file came, changed or went: every contract's drift is stale.
  func codeChanged() {
    for key in documents.keys {
      var stale = false
      for index in documents[key]!.blocks.indices where documents[key]!.blocks[index].drift != nil {
        documents[key]!.blocks[index].drift = nil
        stale = true
      }
      if stale || documents[key]!.finished != nil { documents[key]!.finished = nil }
    }
  }

  /// Marks stale the drift of the menu blocks that read the facts `changed`: the menus of a
  /// title that changed, and the menus tied to a code menu holding a command named like a
  /// contract command that changed.
  func propagateToDrift(_ changed: Set<FactKey>) {
    guard let app = code.app, !app.isEmpty else { return }
    var titles = Set<String>()
    for fact in changed {
      switch fact {
      case .menu(let title): titles.insert(title)
      case .command(let key):
        for command in app.commands(titled: AppCode.nameKey(key)) {
          if let menu = command.context.menuTitle { titles.insert(ListItem.fold(menu)) }
        }
      default: break
      }
    }
    for title in titles {
      for menu in facts.menus[title] ?? [] {
        guard let index = documents[menu.document]?.index(of: menu.block) else { continue }
        documents[menu.document]!.blocks[index].drift = nil
        documents[menu.document]!.finished = nil
      }
    }
  }
}
