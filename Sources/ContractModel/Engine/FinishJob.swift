/// What finishing one document's findings needs, taken from the workspace: the blocks (with the
/// values still valid), the header, the configuration and which blocks are stale. ``run(_:)`` is
/// a pure function, for any thread: the workspace stores what it returns
/// (``ContractWorkspace/finish(_:)``).
struct FinishJob: Sendable {
  /// The document's key.
  let key: String
  /// The document's blocks as the workspace holds them: its array itself, shared while the job
  /// lives (the workspace lets go of its jobs before it stores what they made, so that the array
  /// is its own again when it changes), not a copy of each block read.
  let blocks: [WorkspaceBlock]
  /// The indices of the blocks finishing reads (``indicesRead``), in order.
  let read: [Int]
  /// The file header's facts.
  let header: FileHeader
  /// The platforms the document targets.
  let targets: [Platform]
  /// The configuration the document is read with.
  let configuration: Configuration
  /// The indices of the blocks whose finished findings are stale, in order.
  let stale: [Int]
  /// Whether a suppression may cover the whole file: then every block is finished at once.
  let fileWide: Bool
  /// Where each block starts in the document.
  let starts: [Int]
  /// The drift of the blocks finished (made on the workspace's thread, which holds the code).
  let drift: [Int: [Diagnostic]]

  /// The workspace values the rules read: facts, conflict groups, component declarations.
  struct Inputs: Sendable {
    let facts: WorkspaceFacts
    /// The conflict groups arranged already (any other is arranged from ``bindings``).
    let groups: [BindingKey: ShortcutConflictGroup]
    let bindings: [BindingKey: BindingBucket]
    let declarations: [String: [DuplicateComponent.Declaration]]
    /// The `App` (folded) of each document that has one.
    let apps: [String: String]
  }

  /// What the job made: the values that were stale, to be stored.
  struct Result: Sendable {
    /// Block rules' findings made, by block index.
    var local: [Int: Findings] = [:]
    /// Workspace rules' findings made, by block index.
    var crossFile: [Int: Findings] = [:]
    /// Finished findings of each stale block (in the block's offsets), by block index.
    var finished: [Int: [Diagnostic]] = [:]
    /// The whole file's finished findings, when a suppression may cover it all.
    var fileWide: [Diagnostic]?
  }

  /// The indices of the blocks whose raw findings finishing reads, of a document of `count`
  /// blocks: the `stale` blocks and their neighbours (suppressions reach across one block
  /// boundary), or every block when a suppression may cover the whole file.
  static func indicesRead(stale: [Int], count: Int, fileWide: Bool) -> [Int] {
    if fileWide { return Array(0..<count) }
    var indices = Set<Int>()
    for index in stale { indices.formUnion(max(0, index - 1)..<min(count, index + 2)) }
    return indices.sorted()
  }

  /// Finishes the stale blocks' findings (or the whole file's) against `inputs`.
  func run(_ inputs: Inputs) -> Result {
    var result = Result()
    var pipelineBlocks: [Int: DiagnosticPipeline.Block] = [:]
    func pipelineBlock(_ index: Int, start: Int) -> DiagnosticPipeline.Block {
      if var known = pipelineBlocks[index] {
        known.start = start
        return known
      }
      let block = blocks[index]
      let local = block.local ?? madeLocal(index, inputs, &result)
      let crossFile = block.crossFile ?? madeCrossFile(index, inputs, &result)
      let findings = (local?.diagnostics ?? []) + (crossFile?.diagnostics ?? []) + (drift[index] ?? [])
      let lines = findings.isEmpty && block.suppressions.isEmpty ? Self.noLines : block.lines
      let made = DiagnosticPipeline.Block(
        findings: findings,
        suppressions: block.suppressions,
        lines: lines,
        start: start
      )
      pipelineBlocks[index] = made
      return made
    }
    if fileWide {
      let file = blocks.indices.map { pipelineBlock($0, start: starts[$0]) }
      result.fileWide = DiagnosticPipeline.finish(file, configuration: configuration)
      return result
    }
    for index in stale {
      let range = max(0, index - 1)..<min(blocks.count, index + 2)
      let around = range.map { pipelineBlock($0, start: 0) }
      result.finished[index] = DiagnosticPipeline.finishBlock(
        index - range.lowerBound,
        in: around,
        configuration: configuration
      )
    }
    return result
  }

  /// The line table of a block with nothing to place.
  private static let noLines = LineTable(bytes: [])

  /// The block rules' findings about block `index`, made (its model read again when let go).
  private func madeLocal(_ index: Int, _ inputs: Inputs, _ result: inout Result) -> Findings? {
    var block = blocks[index]
    block.model = ContractWorkspace.model(of: block, commands: inputs.facts, app: header.app.map(ListItem.fold))
    // The exports held are those of this reading (a block read again is exported as it is read).
    let findings = ContractWorkspace.check(
      block,
      header: header,
      targets: targets,
      facts: inputs.facts,
      document: key,
      bindings: block.exports?.bindings
    )
    result.local[index] = findings
    return findings
  }

  /// The workspace rules' findings about block `index`, made.
  private func madeCrossFile(_ index: Int, _ inputs: Inputs, _ result: inout Result) -> Findings? {
    guard let exports = blocks[index].exports else { return nil }
    let block = blocks[index]
    // A menu reads a fact per binding: room is made at once for more than a few.
    let reads = FactReads(capacity: exports.bindings.count > 4 ? exports.bindings.count + 1 : 0)
    let context = CrossFileContext(
      bindings: exports.bindings,
      component: exports.component,
      reads: reads,
      groups: { key in inputs.groups[key] ?? ShortcutConflictGroup(ordered: inputs.bindings[key]?.members ?? []) },
      declarations: inputs.declarations,
      apps: inputs.apps
    )
    let diagnostics = RuleCatalog.checkCrossFile(context)
    reads.recordRelated(diagnostics, own: block.id)
    let findings = Findings(diagnostics: diagnostics, reads: reads.keys)
    result.crossFile[index] = findings
    return findings
  }
}
