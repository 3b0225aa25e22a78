extension ContractWorkspace {
  /// Adds or replaces a document. The blocks whose text is unchanged are kept as they are; the
  /// others are read again.
  public func setDocument(_ key: String, text: String) {
    let bytes = Array(text.utf8)
    let ranges = BlockSplitter.ranges(of: bytes)
    let texts = ranges.map { Array(bytes[$0]) }
    guard documents[key] != nil else {
      addDocument(key, blocks: texts, keepsModels: true)
      refresh()
      return
    }
    holdModels(key)
    // The common run of blocks at each end is kept; the rest is replaced.
    let count = documents[key]!.blocks.count
    var prefix = 0
    while prefix < count, prefix < texts.count, documents[key]!.blocks[prefix].bytes == texts[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < count - prefix, suffix < texts.count - prefix,
      documents[key]!.blocks[count - 1 - suffix].bytes == texts[texts.count - 1 - suffix]
    {
      suffix += 1
    }
    guard prefix < count || prefix < texts.count else { return }
    replaceBlocks(key, prefix..<(count - suffix), with: Array(texts[prefix..<(texts.count - suffix)]))
    refresh()
  }

  /// Replaces the UTF-8 `range` of document `key` with `newText`: only the blocks around it are
  /// split and read again. A range past the end is clamped.
  public func edit(_ key: String, range: SourceRange, newText: String) {
    guard documents[key] != nil else { return }
    let starts = documents[key]!.starts()
    let total = (starts.last ?? 0) + (documents[key]!.blocks.last?.bytes.count ?? 0)
    let lower = min(max(0, range.start), total)
    let upper = min(max(lower, range.end), total)
    // The block before the first one touched: an edit of a header joins its lines to it.
    let first = documents[key]!.blockIndex(containing: lower)
    let last = documents[key]!.blockIndex(containing: upper)
    let regionStart = max(0, first - 1)
    var region: [UInt8] = []
    for index in regionStart...last { region += documents[key]!.blocks[index].bytes }
    let base = starts[regionStart]
    region.replaceSubrange((lower - base)..<(upper - base), with: Array(newText.utf8))
    var texts = BlockSplitter.ranges(of: region).map { Array(region[$0]) }
    // Past the file header, the region starts with a header line: its first range is empty.
    if regionStart > 0, texts.first?.isEmpty == true, texts.count > 1 { texts.removeFirst() }
    if regionStart > 0, !BlockSplitter.startsWithHeader(texts[0]) {
      // Cannot happen (the region's first block is untouched), but never lose text: read the
      // whole document again.
      let text = documents[key]!.text
      setDocument(key, text: text)
      return
    }
    replaceBlocks(key, regionStart..<(last + 1), with: texts)
    refresh()
  }

  /// How many bytes an edit of `range` of `key` reads again: the blocks it touches and the one
  /// before them.
  public func regionSize(_ key: String, around range: SourceRange) -> Int {
    guard var document = documents[key] else { return 0 }
    let first = document.blockIndex(containing: max(0, range.start))
    let last = document.blockIndex(containing: max(range.start, range.end))
    documents[key] = document
    return document.blocks[max(0, first - 1)...last].reduce(0) { $0 + $1.bytes.count }
  }

  /// Removes a document (a contract or a code file).
  public func removeDocument(_ key: String) {
    guard let document = documents[key] else {
      removeCodeFile(key)
      return
    }
    revision += 1
    var changed: Set<FactKey> = []
    for block in document.blocks { withdraw(block, of: key, changed: &changed) }
    documents[key] = nil
    staleModels[key] = nil
    propagate(changed)
    refresh()
  }

  /// Lets go of the models of `key` (a document closed in the editor): its text, facts and
  /// findings stay; a model is read again when something asks for it.
  public func release(_ key: String) {
    guard documents[key] != nil else { return }
    documents[key]!.keepsModels = false
    for index in documents[key]!.blocks.indices where !documents[key]!.blocks[index].modelIsStale {
      documents[key]!.blocks[index].model = nil
    }
  }

  /// Keeps the models of `key` from now on (a document opened in the editor).
  func holdModels(_ key: String) {
    documents[key]?.keepsModels = true
  }

  /// Adds the document `key` made of the block texts `blocks` (the first is the file header).
  func addDocument(_ key: String, blocks: [[UInt8]], keepsModels: Bool) {
    revision += 1
    let entries = blocks.enumerated().map { index, bytes in
      WorkspaceBlock(id: newBlockID(), bytes: bytes, isFileHeader: index == 0)
    }
    documents[key] = WorkspaceDocument(
      blocks: entries,
      configuration: configurationFor(key),
      keepsModels: keepsModels
    )
    staleModels[key] = Set(entries.map(\.id))
  }

  /// Replaces the blocks `range` of `key` with blocks of the texts `texts`: a block whose text
  /// was among the replaced ones keeps its identity and everything derived from it.
  func replaceBlocks(_ key: String, _ range: Range<Int>, with texts: [[UInt8]]) {
    guard documents[key] != nil else { return }
    revision += 1
    let old = Array(documents[key]!.blocks[range])
    var pool: [[UInt8]: [WorkspaceBlock]] = [:]
    for (offset, block) in old.enumerated() where range.lowerBound + offset > 0 {
      pool[block.bytes, default: []].append(block)
    }
    var kept = Set<BlockID>()
    var entries: [WorkspaceBlock] = []
    for (offset, bytes) in texts.enumerated() {
      let isFileHeader = range.lowerBound + offset == 0
      if isFileHeader, range.lowerBound == 0, let header = old.first, header.bytes == bytes {
        kept.insert(header.id)
        entries.append(header)
      } else if !isFileHeader, var candidates = pool[bytes], !candidates.isEmpty {
        let block = candidates.removeFirst()
        pool[bytes] = candidates
        kept.insert(block.id)
        entries.append(block)
      } else {
        entries.append(WorkspaceBlock(id: newBlockID(), bytes: bytes, isFileHeader: isFileHeader))
      }
    }
    var changed: Set<FactKey> = []
    for block in old where !kept.contains(block.id) {
      withdraw(block, of: key, changed: &changed)
      staleModels[key]?.remove(block.id)
    }
    documents[key]!.replace(range, with: entries)
    for entry in entries where !kept.contains(entry.id) { staleModels[key, default: []].insert(entry.id) }
    propagate(changed)
  }
}
