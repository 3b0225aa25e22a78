extension ContractWorkspace {
  /// The diagnostics of `key`: its blocks' findings and the cross-file rules', with configured
  /// severities and suppressions, in absolute offsets of the document, sorted (for a code file,
  /// the code rules' findings in it).
  public func diagnostics(for key: String) -> [Diagnostic] {
    if let document = markdown.documents[key] { return markdownDiagnostics(document) }
    let found = contractDiagnostics(key)
    // Related locations into a Markdown file's fences point into the Markdown file.
    return markdown.owners.isEmpty ? found : found.map(relatedInMarkdown)
  }

  /// The diagnostics of the contract or code file `key`.
  private func contractDiagnostics(_ key: String) -> [Diagnostic] {
    if let code = codeDiagnostics(key) { return code }
    refresh()
    guard let document = documents[key] else { return [] }
    // Kept with related locations anchored to their blocks: resolved on every read, since the
    // blocks they point to may have moved without any finding changing.
    if let finished = document.finished { return finished.map(resolvingRelated) }
    let finished = finish(document)
    document.finished = finished
    document.finishedAt = revision
    document.relatedDocuments = Set(finished.flatMap { $0.related.map(\.location.document) })
    return finished.map(resolvingRelated)
  }

  /// The finished findings of `document`: block by block, each block's kept while valid (only
  /// the stale ones made again, only those with findings visited); the whole file at once when
  /// a suppression covers it all.
  private func finish(_ document: WorkspaceDocument) -> [Diagnostic] {
    let configuration = document.configuration
    let starts = document.starts()
    let count = document.blocks.count
    let fileWide = document.fileWideBlocks.contains { id in
      document.index(of: id).map { document.blocks[$0].suppressions.contains { $0.scope == .file } } ?? false
    }
    if fileWide {
      let blocks = (0..<count).map { pipelineBlock(document, $0, start: starts[$0]) }
      return DiagnosticPipeline.finish(blocks, configuration: configuration)
    }
    for id in document.staleFinished {
      guard let index = document.index(of: id) else { continue }
      let range = max(0, index - 1)..<min(count, index + 2)
      let blocks = range.map { pipelineBlock(document, $0, start: 0) }
      let findings = DiagnosticPipeline.finishBlock(index - range.lowerBound, in: blocks, configuration: configuration)
      document.setFinished(index, findings)
    }
    var result: [Diagnostic] = []
    for index in document.indicesWithFindings {
      for diagnostic in document.blocks[index].finished! { result.append(diagnostic.moved(to: starts[index])) }
    }
    // Each block's are sorted and lie in it; only findings at a block's very end may need it.
    if zip(result, result.dropFirst()).contains(where: { $1 < $0 }) { result.sort() }
    return result
  }

  /// Block `index` of `document` as the pipeline reads it, starting at `start`: its findings
  /// (made where stale), suppressions and line table.
  private func pipelineBlock(_ document: WorkspaceDocument, _ index: Int, start: Int) -> DiagnosticPipeline.Block {
    let findings = localFindings(document, index) + crossFileFindings(document, index) + drift(document, index)
    let block = document.blocks[index]
    let lines = findings.isEmpty && block.suppressions.isEmpty ? Self.noLines : block.lines
    return DiagnosticPipeline.Block(findings: findings, suppressions: block.suppressions, lines: lines, start: start)
  }

  /// The line table of a block with nothing to place.
  private static let noLines = LineTable(bytes: [])

  /// The block rules' findings about block `index` of `document`, made when stale.
  private func localFindings(_ document: WorkspaceDocument, _ index: Int) -> [Diagnostic] {
    if let local = document.blocks[index].local { return local.diagnostics }
    var block = document.blocks[index]
    block.model = model(document, index)
    let header = document.header
    guard
      let findings = Self.check(block, header: header, targets: document.targets, facts: facts, document: document.key)
    else { return [] }
    document.blocks[index].local = findings
    register(findings.reads, of: BlockReference(document: document.key, block: block.id), kind: .local)
    return findings.diagnostics
  }

  /// The workspace rules' findings about block `index` of `document`, made when stale.
  private func crossFileFindings(_ document: WorkspaceDocument, _ index: Int) -> [Diagnostic] {
    if let crossFile = document.blocks[index].crossFile { return crossFile.diagnostics }
    guard let exports = document.blocks[index].exports else { return [] }
    let id = document.blocks[index].id
    let reads = FactReads()
    let context = CrossFileContext(
      bindings: exports.bindings,
      component: exports.component,
      reads: reads,
      groups: { [unowned self] in conflictGroup($0) },
      declarations: { [unowned self] in componentIndex[$0] ?? [] }
    )
    let diagnostics = RuleCatalog.checkCrossFile(context)
    reads.recordRelated(diagnostics, own: id)
    document.blocks[index].crossFile = Findings(diagnostics: diagnostics, reads: reads.keys)
    register(reads.keys, of: BlockReference(document: document.key, block: id), kind: .crossFile)
    return diagnostics
  }

  /// A number that changes whenever the diagnostics of `key` may have: equal numbers mean equal
  /// diagnostics (the revision at which they were last made, and at which the blocks they point
  /// into last moved).
  public func findingsRevision(_ key: String) -> Int? {
    if let document = markdown.documents[key] { return markdownFindingsRevision(document) }
    refresh()
    guard let document = documents[key] else { return nil }
    if document.finished == nil { _ = diagnostics(for: key) }
    var hasher = Hasher()
    hasher.combine(document.finishedAt)
    hasher.combine(document.layoutAt)
    for other in document.relatedDocuments.sorted() {
      hasher.combine(documents[other]?.layoutAt)
      // A fence moves with its Markdown file's text.
      hasher.combine(markdown.fence(ofKey: other)?.document.changedAt)
    }
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
    guard let block = location.block, let document = documents[location.document],
      let index = document.index(of: block)
    else { return location }
    return DocumentLocation(document: location.document, range: location.range.shifted(by: document.starts()[index]))
  }
}
