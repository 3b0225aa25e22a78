extension ContractWorkspace {
  /// Adds or replaces a document. The blocks whose text is unchanged are kept as they are; the
  /// others are read again.
  public func setDocument(_ key: String, text: String) {
    if isMarkdownDocument(key) { return setMarkdownDocument(key, text: text) }
    let bytes = Array(text.utf8)
    let texts = BlockSplitter.ranges(of: bytes).map { Array(bytes[$0]) }
    guard let document = documents[key] else {
      addDocument(key, blocks: BlockText.blocks(texts), keepsModels: true)
      refresh()
      return
    }
    if !document.keepsModels {
      // Held from now on: the models let go are read again (the same, with the same facts).
      document.keepsModels = true
      for index in document.blocks.indices where !document.blocks[index].hasModel {
        invalidate(document, index, kinds: [.model])
      }
    }
    // The common run of blocks at each end is kept; the rest is replaced.
    let count = document.blocks.count
    var prefix = 0
    while prefix < count, prefix < texts.count, document.blocks[prefix].bytes == texts[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < count - prefix, suffix < texts.count - prefix,
      document.blocks[count - 1 - suffix].bytes == texts[texts.count - 1 - suffix]
    {
      suffix += 1
    }
    if prefix < count || prefix < texts.count {
      let replaced = texts[prefix..<(texts.count - suffix)].enumerated().map { offset, bytes in
        BlockText(bytes, isFileHeader: prefix + offset == 0)
      }
      replaceBlocks(document, prefix..<(count - suffix), with: replaced)
    }
    refresh()
  }

  /// Replaces the UTF-8 `range` of document `key` with `newText`: only the blocks around it are
  /// split and read again. A range past the end is clamped. A code file is read again whole.
  ///
  /// An edit inside one line that moves no block boundary (a keystroke) edits its block's text
  /// alone (``LineEdit``). The blocks are read when something is next asked of the workspace
  /// (every query refreshes first), not here: edits that come together (a burst of keystrokes, a
  /// multi-cursor change) are read once.
  public func edit(_ key: String, range: SourceRange, newText: String) {
    if markdown.documents[key] != nil { return editMarkdown(key, range: range, newText: newText) }
    guard let document = documents[key] else {
      editCodeFile(key, range: range, newText: newText)
      return
    }
    let lower = min(max(0, range.start), document.byteCount)
    let upper = min(max(lower, range.end), document.byteCount)
    // The block before the first one touched: an edit of a header joins its lines to it.
    let first = document.blockIndex(containing: lower)
    let last = document.blockIndex(containing: upper)
    if first == last {
      let start = document.lines.start(ofBlock: first)
      if let text = LineEdit.editedText(
        of: document.blocks[first],
        isFileHeader: first == 0,
        range: (lower - start)..<(upper - start),
        newText: Array(newText.utf8)
      ) {
        return replaceBlocks(document, first..<(first + 1), with: [text])
      }
    }
    let regionStart = max(0, first - 1)
    var region: [UInt8] = []
    for index in regionStart...last { region += document.blocks[index].bytes }
    let base = document.lines.start(ofBlock: regionStart)
    region.replaceSubrange((lower - base)..<(upper - base), with: Array(newText.utf8))
    let table = LineTable(bytes: region)
    var tables = BlockSplitter.lineRanges(of: table).map { LineTable(lines: $0, of: table) }
    // Past the file header, the region starts with a header line: its first range is empty.
    if regionStart > 0, tables.first?.bytes.isEmpty == true, tables.count > 1 { tables.removeFirst() }
    if regionStart > 0, !BlockSplitter.startsWithHeader(tables[0].bytes) {
      // Cannot happen (the region's first block is untouched), but never lose text: read the
      // whole document again.
      setDocument(key, text: document.text)
      return
    }
    let texts = tables.enumerated().map { BlockText(lines: $1, isFileHeader: regionStart + $0 == 0) }
    replaceBlocks(document, regionStart..<(last + 1), with: texts)
  }

  /// How many bytes an edit of `range` of `key` reads again: the blocks it touches and the one
  /// before them.
  /// (A Markdown document's edit finds its fences again and reads those that changed: 0.)
  public func regionSize(_ key: String, around range: SourceRange) -> Int {
    guard let document = documents[key] else { return 0 }
    let first = document.blockIndex(containing: max(0, range.start))
    let last = document.blockIndex(containing: max(range.start, range.end))
    return document.blocks[max(0, first - 1)...last].reduce(0) { $0 + $1.bytes.count }
  }

  /// Removes a document (a contract or a code file).
  public func removeDocument(_ key: String) {
    if markdown.documents[key] != nil { return removeMarkdown(key) }
    guard let document = documents[key] else {
      removeCodeFile(key)
      return
    }
    revision += 1
    withdrawAll(document)
    documents[key] = nil
    unfileApp(document)
    staleModels[key] = nil
    BackgroundRelease.release(consume document)
    refresh()
  }

  /// Lets go of the models of `key` (a document closed in the editor): its text, facts and
  /// findings stay; a model is read again when something asks for it.
  public func release(_ key: String) {
    if let document = markdown.documents[key] {
      for fenceKey in document.fenceKeys { release(fenceKey) }
      return
    }
    guard let document = documents[key] else { return }
    document.keepsModels = false
    for index in document.blocks.indices where !document.blocks[index].modelIsStale {
      document.blocks[index].model = nil
    }
  }

  /// Adds the document `key` made of the blocks `blocks` (the first is the file header), every
  /// block to be read.
  func addDocument(_ key: String, blocks: [BlockText], keepsModels: Bool) {
    revision += 1
    let entries = blocks.map { WorkspaceBlock(id: newBlockID(), text: $0) }
    let document = WorkspaceDocument(
      key: key,
      blocks: entries,
      configuration: configurationFor(key),
      keepsModels: keepsModels
    )
    document.layoutAt = revision
    documents[key] = document
    updateApp(document)
    staleModels[key] = Set(entries.map(\.id))
  }

  /// Replaces the blocks `range` of `document` with blocks of the texts `texts`: a block whose
  /// text was among the replaced ones keeps its identity and everything derived from it; one block
  /// replaced by one text (not the file header's) keeps its identity and its exports.
  func replaceBlocks(_ document: WorkspaceDocument, _ range: Range<Int>, with texts: [BlockText]) {
    revision += 1
    let old = Array(document.blocks[range])
    var pool = ReusableBlocks(old.dropFirst(range.lowerBound == 0 ? 1 : 0))
    var kept = Set<BlockID>()
    var entries: [WorkspaceBlock] = []
    for (offset, text) in texts.enumerated() {
      let isFileHeader = range.lowerBound + offset == 0
      if isFileHeader, range.lowerBound == 0, let header = old.first, header.bytes == text.bytes {
        kept.insert(header.id)
        entries.append(header)
      } else if !isFileHeader, let block = pool.take(text.bytes) {
        kept.insert(block.id)
        entries.append(block)
      } else {
        entries.append(WorkspaceBlock(id: newBlockID(), text: text))
      }
    }
    // One block's text edited (a keystroke inside a block): the block keeps its identity, and its
    // exports stay in the indexes until the new reading's are compared with them, so that only
    // what the edit changed moves there.
    let withdrawn = old.filter { !kept.contains($0.id) }
    let added = entries.indices.filter { !kept.contains(entries[$0].id) }
    // (A block's kind is nil for the file header only.)
    let inPlace =
      withdrawn.count == 1 && added.count == 1 && withdrawn[0].kind != nil && entries[added[0]].kind != nil
    if inPlace { entries[added[0]] = WorkspaceBlock(succeeding: withdrawn[0], text: texts[added[0]]) }
    for block in withdrawn {
      withdraw(block, of: document, keepingExports: inPlace)
      staleModels[document.key]?.remove(block.id)
    }
    document.replace(range, with: entries, revision: revision)
    for entry in entries where !kept.contains(entry.id) { staleModels[document.key, default: []].insert(entry.id) }
    // Blocks kept in another order than they stood in are filed again where they now stand.
    if old.map(\.id).filter(kept.contains) != entries.map(\.id).filter(kept.contains) {
      for (offset, entry) in entries.enumerated() where kept.contains(entry.id) {
        if let exports = entry.exports { reindex(document, range.lowerBound + offset, exports) }
      }
    }
  }
}
