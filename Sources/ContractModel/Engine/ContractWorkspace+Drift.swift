import SwiftSource

/// `contract-drift` in the workspace: each contract block's drift from the app's code files is a
/// value derived from the block like its other findings (recording the workspace facts it reads),
/// and goes through the same ``DiagnosticPipeline`` (configured severity,
/// `# leaf-ignore: contract-drift`, `unused-suppression`).
///
/// It is made again when the block is read again, when a fact it read changes (a contract menu of
/// the title a `menu` block's information depends on, a command), and for every block when any
/// code file comes, changes or goes.
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

  /// The drift of block `index` of `document` (in the block's offsets), made when stale; none
  /// while the workspace holds no code.
  func drift(_ document: WorkspaceDocument, _ index: Int) -> [Diagnostic] {
    if let drift = document.blocks[index].drift { return drift.diagnostics }
    guard let code = appCode else { return [] }
    let reads = FactReads()
    let diagnostics = driftFindings(document, index, code: code, reads: reads)
    reads.recordRelated(diagnostics, own: document.blocks[index].id)
    document.blocks[index].drift = Findings(diagnostics: diagnostics, reads: reads.keys)
    register(document, index, kinds: .drift)
    return diagnostics
  }

  /// The drift of block `index` of `document` from `code` (in the block's offsets), before the
  /// pipeline applies severities and suppressions, recording in `reads` the facts it read.
  private func driftFindings(
    _ document: WorkspaceDocument,
    _ index: Int,
    code: AppCode,
    reads: FactReads
  ) -> [Diagnostic] {
    let block = document.blocks[index]
    guard !code.isEmpty, block.kind == .component || block.kind == .menu else { return [] }
    let model = model(document, index)
    let targets = document.targets
    let context = BlockContext(
      model: model,
      header: document.header,
      targets: targets,
      facts: facts,
      reads: reads,
      document: document.key,
      block: block.id,
      bindings: BlockBindings.of(
        model.content,
        targets: targets,
        app: document.header.app,
        document: document.key,
        block: block.id
      )
    )
    return ContractDrift.check(context, code: code)
  }

  /// The drift of `key` from `code`, in the document's offsets, sorted: what `contract-drift`
  /// finds before configuration and suppressions.
  func driftFindings(_ key: String, code: AppCode) -> [Diagnostic] {
    refresh()
    guard let document = documents[key] else { return [] }
    let starts = document.starts()
    var result: [Diagnostic] = []
    for index in document.blocks.indices {
      let found = driftFindings(document, index, code: code, reads: FactReads())
      result += found.map { $0.moved(to: starts[index]) }
    }
    return result.sorted()
  }

  /// A code file came, changed or went: every contract block's drift is stale, and so are the
  /// finished findings of every document (a block with no drift kept may now have some).
  func codeChanged() {
    for document in documents.values {
      for index in document.blocks.indices where document.blocks[index].drift != nil {
        invalidate(document, index, kinds: .drift)
      }
      document.finishedChanged(around: 0..<document.blocks.count)
    }
  }
}
