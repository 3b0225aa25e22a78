/// Turns a file's raw findings, block by block, into what the user sees: configured severities,
/// suppressions applied, unused suppressions reported, positions made absolute, sorted.
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
  }

  /// The finished findings of a file made of `blocks`, in absolute offsets (related locations
  /// anchored to blocks are left for the workspace to resolve).
  static func finish(_ blocks: [Block], configuration: Configuration) -> [Diagnostic] {
    var written: [Written] = []
    for (index, block) in blocks.enumerated() {
      for suppression in block.suppressions {
        written.append(Written(suppression: suppression, block: index, used: suppression.rules.map { _ in false }))
      }
    }
    let configuresSeverities = !configuration.severities.isEmpty
    var kept: [Diagnostic] = []
    for (index, block) in blocks.enumerated() {
      for var diagnostic in block.findings {
        if configuresSeverities {
          guard let severity = configuration.severity(of: diagnostic.rule, default: diagnostic.severity) else {
            continue
          }
          diagnostic.severity = severity
        }
        let line = written.isEmpty ? 0 : block.lines.line(containing: diagnostic.range.start)
        var silenced = false
        for position in written.indices where covers(written[position], block: index, line: line) {
          guard let rule = written[position].suppression.rules.firstIndex(where: { $0.id == diagnostic.rule }) else {
            continue
          }
          written[position].used[rule] = true
          silenced = true
        }
        if !silenced { kept.append(diagnostic.moved(to: block.start)) }
      }
    }
    if let severity = configuration.severity(of: .unusedSuppression, default: .hint) {
      for entry in written {
        let findings = UnusedSuppression.findings(
          entry.suppression,
          used: entry.used,
          severity: severity,
          configuration: configuration
        )
        kept += findings.map { $0.moved(to: blocks[entry.block].start) }
      }
    }
    kept.sort()
    return kept
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
