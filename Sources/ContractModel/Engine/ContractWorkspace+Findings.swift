extension ContractWorkspace {
  /// The diagnostics of `key`: its blocks' findings and the cross-file rules', with configured
  /// severities and suppressions, in absolute offsets of the document, sorted (for a code file,
  /// the code rules' findings in it).
  public func diagnostics(for key: String) -> [Diagnostic] {
    if let code = codeDiagnostics(key) { return code }
    refresh()
    guard documents[key] != nil else { return [] }
    // Kept with related locations anchored to their blocks: resolved on every read, since the
    // blocks they point to may have moved without any finding changing.
    if let finished = documents[key]!.finished { return finished.map(resolvingRelated) }
    let starts = documents[key]!.starts()
    let count = starts.count
    var blocks: [DiagnosticPipeline.Block] = []
    blocks.reserveCapacity(count)
    for index in 0..<count {
      let block = findings(key, index)
      blocks.append(
        DiagnosticPipeline.Block(
          findings: block.local + block.crossFile,
          suppressions: documents[key]!.blocks[index].suppressions,
          lines: block.lines,
          start: starts[index]
        )
      )
    }
    let configuration = documents[key]!.configuration
    let finished = DiagnosticPipeline.finish(blocks, configuration: configuration)
    documents[key]!.finished = finished
    documents[key]!.relatedDocuments = Set(finished.flatMap { $0.related.map(\.location.document) })
    return finished.map(resolvingRelated)
  }

  /// The findings of block `index` of `key`, made where they are stale, and the block's line
  /// table (an empty one when there is nothing to place).
  private func findings(_ key: String, _ index: Int) -> (local: [Diagnostic], crossFile: [Diagnostic], lines: LineTable)
  {
    var local = documents[key]!.blocks[index].local
    var crossFile = documents[key]!.blocks[index].crossFile
    if local == nil {
      local = localFindings(key, index)
      documents[key]!.blocks[index].local = local
      documents[key]!.blocks[index].drift = nil
    }
    if crossFile == nil {
      crossFile = crossFileFindings(key, index)
      documents[key]!.blocks[index].crossFile = crossFile
    }
    let drift = drift(key, index)
    guard !local!.isEmpty || !crossFile!.isEmpty || !drift.isEmpty else { return ([], [], Self.noLines) }
    let lines = documents[key]!.blocks[index].model?.lines ?? LineTable(bytes: documents[key]!.blocks[index].bytes)
    return (local!, crossFile! + drift, lines)
  }

  /// The line table of a block with nothing to place.
  private static let noLines = LineTable(bytes: [])

  /// The block rules' findings about block `index` of `key`.
  private func localFindings(_ key: String, _ index: Int) -> [Diagnostic] {
    guard let block = documents[key]?.blocks[index], let header = documents[key]?.header,
      let targets = documents[key]?.targets, let model = model(key, index)
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
    return RuleCatalog.checkBlock(context)
  }

  /// The cross-file rules' findings about block `index` of `key`: its shortcut conflicts and a
  /// duplicate name.
  private func crossFileFindings(_ key: String, _ index: Int) -> [Diagnostic] {
    guard let exports = documents[key]?.blocks[index].exports else { return [] }
    var result = ShortcutConflict.check(exports.bindings) { conflictGroup($0) }
    if let component = exports.component {
      let declaration = DuplicateComponent.Declaration(
        name: component.name,
        document: key,
        block: documents[key]!.blocks[index].id,
        range: component.range,
        app: component.app
      )
      let declarations = componentIndex[ListItem.fold(component.name)] ?? []
      if let finding = DuplicateComponent.check(declaration, declarations: declarations) { result.append(finding) }
    }
    return result
  }

  /// A number that changes whenever the diagnostics of `key` may have: equal numbers mean equal
  /// diagnostics.
  public func findingsRevision(_ key: String) -> Int? {
    refresh()
    guard let document = documents[key] else { return nil }
    var hasher = Hasher()
    hasher.combine(document.findingsRevision)
    hasher.combine(document.layoutRevision)
    for other in document.relatedDocuments.sorted() { hasher.combine(documents[other]?.layoutRevision) }
    return hasher.finalize()
  }

  /// `diagnostic` with its related locations made absolute.
  private func resolvingRelated(_ diagnostic: Diagnostic) -> Diagnostic {
    guard diagnostic.related.contains(where: { $0.location.block != nil }) else { return diagnostic }
    var resolved = diagnostic
    resolved.related = diagnostic.related.map { related in
      var related = related
      related.location = absolute(related.location)
      return related
    }
    if diagnostic.listsRelatedInPlaceOrder {
      resolved.related.sort {
        ($0.location.document, $0.location.range.start) < ($1.location.document, $1.location.range.start)
      }
      resolved.listsRelatedInPlaceOrder = false
    }
    return resolved
  }

  /// `location` in absolute offsets of its document (a location whose block left the workspace
  /// stays where it was).
  public func absolute(_ location: DocumentLocation) -> DocumentLocation {
    guard let block = location.block, documents[location.document] != nil,
      let index = documents[location.document]!.index(of: block)
    else { return location }
    let start = documents[location.document]!.starts()[index]
    return DocumentLocation(document: location.document, range: location.range.shifted(by: start))
  }
}
