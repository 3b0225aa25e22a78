/// One document as the workspace keeps it: its blocks, in order, the first the file header
/// (possibly empty), and what is derived from where they stand.
///
/// A reference, so that the workspace finds it once per operation and changes its blocks in
/// place.
final class WorkspaceDocument {
  /// The document's key.
  let key: String
  /// The blocks, in order: their texts are replaced through ``replace(_:with:revision:)`` only,
  /// their derived values changed in place. Any change lets go of ``snapshot``.
  var blocks: [WorkspaceBlock] {
    didSet { snapshot = nil }
  }
  /// The file header's facts.
  var header: FileHeader = .empty
  /// The `App` (folded) under which the workspace files the document (``ContractWorkspace/documentsByApp``).
  var filedApp: String?
  /// The configuration found for the document. A change lets go of ``snapshot``.
  var configuration: Configuration {
    didSet { snapshot = nil }
  }
  /// The document as features read it (``ContractWorkspace/document(_:)``), while its blocks and
  /// configuration are unchanged; kept only while the models are.
  var snapshot: ContractDocument?
  /// Whether the models are kept (open documents) or let go once read (lean documents).
  var keepsModels: Bool {
    didSet { snapshot = nil }
  }
  /// The finished diagnostics (related locations anchored to their blocks), while valid.
  var finished: [Diagnostic]?
  /// The workspace revision at which ``finished`` was last made: unchanged, the diagnostics are
  /// what was last given.
  var finishedAt = 0
  /// The workspace revision at which blocks were last replaced: where they stand (what related
  /// locations into this document resolve to) may have changed then.
  var layoutAt = 0
  /// The other documents the finished diagnostics' related locations point into.
  var relatedDocuments: Set<String> = []
  /// Each block's index by identity, while valid.
  private var indexCache: [BlockID: Int]?
  /// The most blocks a document has whose block is found by looking through them (see
  /// ``index(of:)``): 64, not 16, took `check` of 115 MB (files of about 25 blocks) from 551 to
  /// 540 MB at its peak and made it 0.13 s faster (7 of 8 paired runs); a look through 64
  /// identities costs less than a table's hashing.
  static let blocksLookedThrough = 64
  /// The document's lines (and where each block starts), kept up to date as blocks are replaced.
  private(set) var lines: DocumentLines
  /// The blocks whose finished findings are stale.
  private(set) var staleFinished: Set<BlockID>
  /// The blocks whose finished findings are not empty.
  private var findingBlocks: Set<BlockID> = []
  /// The blocks that may suppress findings in the whole file.
  private(set) var fileWideBlocks: Set<BlockID>

  init(key: String, blocks: [WorkspaceBlock], configuration: Configuration, keepsModels: Bool) {
    self.key = key
    self.blocks = blocks
    self.configuration = configuration
    self.keepsModels = keepsModels
    lines = DocumentLines(tables: blocks.map(\.lines))
    staleFinished = Set(blocks.map(\.id))
    fileWideBlocks = Set(blocks.filter(\.mentionsFileWideSuppression).map(\.id))
  }

  /// The length of the text in bytes.
  var byteCount: Int { lines.byteCount }

  /// The platforms the document targets.
  var targets: [Platform] { header.targets(configured: configuration.platforms) }

  /// The `App`, folded.
  var foldedApp: String? { header.app.map(ListItem.fold) }

  /// Replaces the blocks `range` with `entries`, at revision `revision`; where blocks stand is
  /// found again, their indices only when the count changed. The finished findings of the blocks
  /// around them go stale (suppressions reach across one block boundary).
  func replace(_ range: Range<Int>, with entries: [WorkspaceBlock], revision: Int) {
    if entries.count == range.count, indexCache != nil {
      for block in blocks[range] { indexCache![block.id] = nil }
      for (offset, block) in entries.enumerated() { indexCache![block.id] = range.lowerBound + offset }
    } else {
      indexCache = nil
    }
    for block in blocks[range] {
      findingBlocks.remove(block.id)
      staleFinished.remove(block.id)
      fileWideBlocks.remove(block.id)
    }
    for entry in entries where entry.mentionsFileWideSuppression { fileWideBlocks.insert(entry.id) }
    blocks.replaceSubrange(range, with: entries)
    lines.replace(range, with: entries.map(\.lines))
    layoutAt = revision
    finishedChanged(around: range.lowerBound..<(range.lowerBound + entries.count))
  }

  /// Makes the finished findings of the blocks `range` and of their neighbours stale, and the
  /// document's.
  func finishedChanged(around range: Range<Int>) {
    finished = nil
    for index in max(0, range.lowerBound - 1)..<min(blocks.count, range.upperBound + 1) {
      blocks[index].finished = nil
      staleFinished.insert(blocks[index].id)
    }
  }

  /// Stores the finished findings of block `index`.
  func setFinished(_ index: Int, _ findings: [Diagnostic]) {
    blocks[index].finished = findings
    staleFinished.remove(blocks[index].id)
    if findings.isEmpty { findingBlocks.remove(blocks[index].id) } else { findingBlocks.insert(blocks[index].id) }
  }

  /// The indices of the blocks whose finished findings are not empty, in order.
  var indicesWithFindings: [Int] { findingBlocks.compactMap(index(of:)).sorted() }

  /// Where each block starts (UTF-8 offsets into the document). The blocks' pending move (the
  /// keystrokes since the last call, see ``DocumentLines/replace(_:with:)``) is written first:
  /// asked once per reading of findings, not per edit.
  func starts() -> [Int] {
    lines.settle()
    return lines.starts
  }

  /// The index of the block `id`.
  func index(of id: BlockID) -> Int? {
    // A document of a few blocks (most contract files) is looked through: no table is kept for it
    // (a closed file's table, made as it was indexed, stayed as long as the file).
    if blocks.count <= Self.blocksLookedThrough { return blocks.firstIndex { $0.id == id } }
    if indexCache == nil {
      var table: [BlockID: Int] = [:]
      table.reserveCapacity(blocks.count)
      for index in blocks.indices { table[blocks[index].id] = index }
      indexCache = table
    }
    return indexCache?[id]
  }

  /// The document's text.
  var text: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.byteCount)
    for block in blocks { bytes += block.bytes }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The index of the block that holds `offset` (the last block for the end of the text).
  func blockIndex(containing offset: Int) -> Int { lines.blockIndex(containing: offset) }
}
