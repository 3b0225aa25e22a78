/// One block as the workspace keeps it: its text, and what was derived from it, each value
/// present while it is valid (nil when an input it was made from changed).
struct WorkspaceBlock: Sendable {
  /// The block's identity: it stays while the text does, wherever the block moves.
  let id: BlockID
  /// The block's text.
  let bytes: [UInt8]
  /// What the block is (nil for the file header), read from its first line.
  let kind: BlockKind?
  /// The number of line breaks in the text: the lines it moves the next block by.
  let newlines: Int
  /// The reading; let go for documents kept lean, and read again from ``bytes`` when needed.
  var model: BlockModel?
  /// Whether the reading must be made again: a command its segments may name changed.
  var modelIsStale = true
  /// What the block gives and reads: nil until first read.
  var exports: BlockExports?
  /// The block's suppressions, kept when the model is let go.
  var suppressions: [Suppression] = []
  /// The block rules' findings (in the block's offsets), while valid.
  var local: [Diagnostic]?
  /// The cross-file findings (in the block's offsets), while valid.
  var crossFile: [Diagnostic]?
  /// `contract-drift`'s findings against the app's code (in the block's offsets), while valid:
  /// made again with ``local`` and whenever the code changes.
  var drift: [Diagnostic]?

  /// A block of `bytes`, not read yet.
  init(id: BlockID, bytes: [UInt8], isFileHeader: Bool) {
    self.id = id
    self.bytes = bytes
    self.kind = isFileHeader ? nil : Self.kind(of: bytes)
    self.newlines = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// The kind of block `bytes` start (a component when the header names no keyword).
  static func kind(of bytes: [UInt8]) -> BlockKind {
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t"),
      bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r")
    {
      end += 1
    }
    let word = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
    switch word {
    case "menu": return .menu
    case "catalog": return .catalog
    default: return .component
    }
  }

  /// Whether the block provides workspace facts that components read (menus, catalog entries).
  var isProvider: Bool { kind == .menu || kind == .catalog }
}

/// One document as the workspace keeps it.
struct WorkspaceDocument: Sendable {
  /// The blocks, in order; the first is the file header (possibly empty).
  var blocks: [WorkspaceBlock]
  /// The file header's facts.
  var header: FileHeader
  /// The configuration found for the document.
  var configuration: Configuration
  /// Whether the models are kept (open documents) or let go once read (lean documents).
  var keepsModels: Bool
  /// The finished diagnostics, while valid.
  var finished: [Diagnostic]? {
    didSet { if finished == nil, oldValue != nil { findingsRevision += 1 } }
  }
  /// Bumped each time the finished diagnostics go stale: unchanged, they are what was last given.
  var findingsRevision = 0
  /// Bumped each time blocks are replaced: where they stand (what related locations into this
  /// document resolve to) may have changed.
  var layoutRevision = 0
  /// The other documents the finished diagnostics' related locations point into.
  var relatedDocuments: Set<String> = []
  /// Where each block starts, while valid.
  private var startsCache: [Int]?
  /// Each block's index by identity, while valid.
  private var indexCache: [BlockID: Int]?
  /// The document's lines, while valid.
  private var linesCache: DocumentLines?

  init(blocks: [WorkspaceBlock], configuration: Configuration, keepsModels: Bool) {
    self.blocks = blocks
    self.header = .empty
    self.configuration = configuration
    self.keepsModels = keepsModels
  }

  /// The platforms the document targets.
  var targets: [Platform] { header.targets(configured: configuration.platforms) }

  /// Replaces the blocks `range` with `entries`; where blocks stand is found again, their
  /// indices only when the count changed.
  mutating func replace(_ range: Range<Int>, with entries: [WorkspaceBlock]) {
    if entries.count == range.count, indexCache != nil {
      for block in blocks[range] { indexCache![block.id] = nil }
      for (offset, block) in entries.enumerated() { indexCache![block.id] = range.lowerBound + offset }
    } else {
      indexCache = nil
    }
    blocks.replaceSubrange(range, with: entries)
    startsCache = nil
    linesCache = nil
    finished = nil
    layoutRevision += 1
  }

  /// Where each block starts (UTF-8 offsets into the document).
  mutating func starts() -> [Int] {
    if let startsCache { return startsCache }
    var result: [Int] = []
    result.reserveCapacity(blocks.count)
    var offset = 0
    for block in blocks {
      result.append(offset)
      offset += block.bytes.count
    }
    startsCache = result
    return result
  }

  /// The document's lines, through each block's line table (built once per layout).
  mutating func lines() -> DocumentLines {
    if let linesCache { return linesCache }
    let lines = DocumentLines(tables: blocks.map { $0.model?.lines ?? LineTable(bytes: $0.bytes) })
    linesCache = lines
    return lines
  }

  /// The index of the block `id`.
  mutating func index(of id: BlockID) -> Int? {
    if indexCache == nil {
      var table: [BlockID: Int] = [:]
      table.reserveCapacity(blocks.count)
      for (index, block) in blocks.enumerated() { table[block.id] = index }
      indexCache = table
    }
    return indexCache?[id]
  }

  /// The document's text.
  var text: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(blocks.reduce(0) { $0 + $1.bytes.count })
    for block in blocks { bytes += block.bytes }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The index of the block that holds `offset` (the last block for the end of the text).
  mutating func blockIndex(containing offset: Int) -> Int {
    let starts = starts()
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
