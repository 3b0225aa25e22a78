/// Turns a file's raw findings, block by block, into what the user sees: configured severities,
/// suppressions applied, unused suppressions reported, positions made absolute, sorted.
///
/// A suppression covers findings of its own block (the lines or the block it names), of the
/// next block (one that stands last in its block, right before the next header), or of the whole
/// file (`leaf-ignore-file`). So a block's finished findings depend on its own findings and
/// suppressions, on its neighbours' (``finishBlock(_:in:configuration:)``), and, in a file that
/// has a file-wide suppression, on every block (``finish(_:configuration:)``).
enum DiagnosticPipeline {
  /// One block of the file: its findings and suppressions (in the block's own offsets) and where
  /// it starts in the file.
  struct Block {
    var findings: [Diagnostic]
    var suppressions: [Suppression]
    var lines: LineTable
    var start: Int
  }

  /// A suppression and the block it was written in.
  private struct Written {
    let suppression: Suppression
    let block: Int
    var used: [Bool]

    /// `suppression`, written in block `block`, not used yet.
    init(_ suppression: Suppression, block: Int) {
      self.suppression = suppression
      self.block = block
      used = suppression.rules.map { _ in false }
    }
  }

  /// The finished findings of a file made of `blocks`, in absolute offsets (related locations
  /// anchored to blocks are left for the workspace to resolve).
  static func finish(_ blocks: [Block], configuration: Configuration) -> [Diagnostic] {
    var written: [Written] = []
    for (index, block) in blocks.enumerated() {
      for suppression in block.suppressions { written.append(Written(suppression, block: index)) }
    }
    var kept: [Diagnostic] = []
    for (index, block) in blocks.enumerated() {
      kept += apply(&written, to: block.findings, of: index, lines: block.lines, configuration: configuration)
        .map { $0.moved(to: block.start) }
    }
    kept += unused(written, configuration: configuration).map { $0.finding.moved(to: blocks[$0.block].start) }
    kept.sort()
    return kept
  }

  /// The finished findings of block `index` of `blocks`, in the block's offsets: its findings
  /// not silenced (by its own suppressions or the previous block's last ones), and its
  /// suppressions that silenced nothing (looking at the next block's findings for its last
  /// ones). Only for files without a file-wide suppression; `blocks` needs no findings but those
  /// of the block and the next one.
  static func finishBlock(_ index: Int, in blocks: [Block], configuration: Configuration) -> [Diagnostic] {
    let block = blocks[index]
    // The findings kept: against the suppressions that can cover them.
    var covering: [Written] = []
    if index > 0 {
      for suppression in blocks[index - 1].suppressions where suppression.scope == .nothing {
        covering.append(Written(suppression, block: index - 1))
      }
    }
    for suppression in block.suppressions { covering.append(Written(suppression, block: index)) }
    var result =
      covering.isEmpty
      ? kept(block.findings, configuration: configuration)
      : apply(&covering, to: block.findings, of: index, lines: block.lines, configuration: configuration)
    guard !block.suppressions.isEmpty else {
      result.sort()
      return result
    }
    // The block's own suppressions that silenced nothing: its findings, and the next block's
    // for those that cover it.
    var own = block.suppressions.map { Written($0, block: index) }
    _ = apply(&own, to: block.findings, of: index, lines: block.lines, configuration: configuration)
    if index + 1 < blocks.count {
      let next = blocks[index + 1]
      _ = apply(&own, to: next.findings, of: index + 1, lines: next.lines, configuration: configuration)
    }
    result += unused(own, configuration: configuration).map(\.finding)
    result.sort()
    return result
  }

  /// `findings` at their configured severities, those turned off left out.
  private static func kept(_ findings: [Diagnostic], configuration: Configuration) -> [Diagnostic] {
    guard !configuration.severities.isEmpty else { return findings }
    return findings.compactMap { finding in
      guard let severity = configuration.severity(of: finding.rule, default: finding.severity) else { return nil }
      var finding = finding
      finding.severity = severity
      return finding
    }
  }

  /// The findings of block `index` (whose lines are `lines`) that no suppression of `written`
  /// silences, at their configured severities; marks the suppressions used.
  private static func apply(
    _ written: inout [Written],
    to findings: [Diagnostic],
    of index: Int,
    lines: LineTable,
    configuration: Configuration
  ) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for diagnostic in kept(findings, configuration: configuration) {
      let line = written.isEmpty ? 0 : lines.line(containing: diagnostic.range.start)
      var silenced = false
      for position in written.indices where covers(written[position], block: index, line: line) {
        guard let rule = written[position].suppression.rules.firstIndex(where: { $0.id == diagnostic.rule }) else {
          continue
        }
        written[position].used[rule] = true
        silenced = true
      }
      if !silenced { result.append(diagnostic) }
    }
    return result
  }

  /// The findings about the suppressions of `written` that silenced nothing, with their blocks.
  private static func unused(_ written: [Written], configuration: Configuration) -> [(finding: Diagnostic, block: Int)]
  {
    guard let severity = configuration.severity(of: .unusedSuppression, default: .hint) else { return [] }
    return written.flatMap { entry in
      UnusedSuppression.findings(entry.suppression, used: entry.used, severity: severity, configuration: configuration)
        .map { ($0, entry.block) }
    }
  }

  /// Whether `entry` covers a finding on `line` (of its block) of block `block`.
  private static func covers(_ entry: Written, block: Int, line: Int) -> Bool {
    switch entry.suppression.scope {
    case .file: true
    case .lines, .block: entry.block == block && entry.suppression.covers(line: line)
    // Nothing follows it in its own block: right before the next header, it covers that block.
    case .nothing: entry.block + 1 == block
    }
  }
}

extension Diagnostic {
  /// The finding with its range moved from its block's offsets to the file's, `start` being where
  /// the block starts.
  func moved(to start: Int) -> Diagnostic {
    guard start != 0 else { return self }
    var moved = self
    moved.range = range.shifted(by: start)
    return moved
  }
}
