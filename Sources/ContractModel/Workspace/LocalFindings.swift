/// The document rules' findings about one document, kept per block: an edit marks the blocks
/// it touched stale and moves the findings of the blocks after it, and the next analysis runs
/// the per-block rules on the stale blocks only (see ``DocumentRules/perBlock``).
struct LocalFindings {
  /// Findings of the document-wide rules; nil when they must run again.
  var documentWide: [Diagnostic]?
  /// Per-block findings located in the file header, before the first block.
  var header: [Diagnostic]
  /// Per-block findings by block index; nil for a block whose rules must run again.
  var blocks: [[Diagnostic]?]
  /// Whether the header's findings must be found again (every block is then stale too).
  var headerIsStale: Bool

  /// Findings still to be found for every block of a document of `blockCount` blocks.
  init(blockCount: Int) {
    documentWide = nil
    header = []
    blocks = Array(repeating: nil, count: blockCount)
    headerIsStale = true
  }

  /// Whether nothing is stale (checked without gathering the findings).
  var isComplete: Bool { !headerIsStale && documentWide != nil && !blocks.contains { $0 == nil } }

  /// Every finding, when nothing is stale.
  var all: [Diagnostic]? {
    guard !headerIsStale, let documentWide else { return nil }
    var result = documentWide + header
    for block in blocks {
      guard let block else { return nil }
      result += block
    }
    return result
  }

  /// The indexes of the stale blocks.
  var staleBlocks: Set<Int> { Set(blocks.indices.filter { blocks[$0] == nil }) }

  /// Applies `edit` of the document `key`: the touched blocks stale, the findings of the later
  /// ones moved, in place.
  mutating func apply(_ edit: TreeEdit, key: String) {
    documentWide = nil
    blocks.replaceSubrange(
      edit.firstBlock..<edit.oldEnd,
      with: repeatElement(nil, count: edit.newEnd - edit.firstBlock)
    )
    guard !edit.shift.isNone else { return }
    for index in edit.newEnd..<blocks.count {
      for position in 0..<(blocks[index]?.count ?? 0) {
        blocks[index]?[position].shift(by: edit.shift, document: key, from: edit.oldTailOffset)
      }
    }
  }

  /// Runs what is stale for `document`, read against `workspace` for `platforms`.
  mutating func update(document: ContractDocument, workspace: WorkspaceFacts, platforms: [Platform]) {
    if documentWide == nil {
      let wide = RuleContext(document: document, workspace: workspace, platforms: platforms, blocks: [])
      documentWide = DocumentRules.checkDocumentWide(wide)
    }
    let stale = staleBlocks
    guard headerIsStale || !stale.isEmpty else { return }
    let context = RuleContext(
      document: document,
      workspace: workspace,
      platforms: platforms,
      blocks: headerIsStale ? nil : stale
    )
    place(DocumentRules.checkBlocks(context), tree: document.tree, into: headerIsStale ? nil : stale)
  }

  /// Files per-block findings under the block they lie in: every block when `stale` is nil
  /// (and the header), else only the stale blocks.
  mutating func place(_ findings: [Diagnostic], tree: SyntaxTree, into stale: Set<Int>?) {
    let starts = tree.blocks.map(\.headerRange.start)
    var placed: [Int: [Diagnostic]] = [:]
    var header: [Diagnostic] = []
    for finding in findings {
      // The last block starting at or before the finding.
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= finding.range.start { low = middle + 1 } else { high = middle }
      }
      if low == 0 { header.append(finding) } else { placed[low - 1, default: []].append(finding) }
    }
    if stale == nil {
      self.header = header
      headerIsStale = false
    }
    for index in stale ?? Set(blocks.indices) { blocks[index] = placed[index] ?? [] }
  }

  /// The findings of every document rule about `document`, filed: document-wide ones by rule id.
  static func filing(_ findings: [Diagnostic], tree: SyntaxTree) -> LocalFindings {
    var result = LocalFindings(blockCount: tree.blocks.count)
    let wide = Set(DocumentRules.documentWide.map { $0.id })
    result.documentWide = findings.filter { wide.contains($0.rule) }
    result.place(findings.filter { !wide.contains($0.rule) }, tree: tree, into: nil)
    return result
  }
}
