extension ContractWorkspace {
  /// A whole document to read off the workspace's thread: its text and what reading it needs.
  public struct DocumentRequest: Sendable {
    let key: String
    let text: String
    let facts: WorkspaceFacts
    let configuration: Configuration
    /// The first block identity the reading may give (a range of its own).
    let firstID: Int

    /// The size of the text in bytes.
    public var size: Int { text.utf8.count }
  }

  /// A document read by ``prepare(_:)``, ready to be stored by ``apply(_:)``.
  public struct PreparedDocument: Sendable {
    let request: DocumentRequest
    let blocks: [WorkspaceBlock]
    let header: FileHeader
  }

  /// A request to read `text` as document `key`, against the workspace's facts as they are now.
  public func documentRequest(_ key: String, text: String) -> DocumentRequest {
    refresh()
    preparations += 1
    return DocumentRequest(
      key: key,
      text: text,
      facts: facts,
      configuration: documents[key]?.configuration ?? configurationFor(key),
      firstID: preparations << 40
    )
  }

  /// Reads a whole document: its blocks, and the block rules' findings about each. A pure function
  /// of the request, for any thread.
  public static func prepare(_ request: DocumentRequest) -> PreparedDocument {
    let bytes = Array(request.text.utf8)
    var blocks = BlockSplitter.ranges(of: bytes).enumerated().map { index, range in
      WorkspaceBlock(id: BlockID(request.firstID + index), bytes: Array(bytes[range]), isFileHeader: index == 0)
    }
    var document = WorkspaceDocument(blocks: [], configuration: request.configuration, keepsModels: true)
    // The file header and the blocks that provide facts first: the components read this
    // document's own commands too.
    var facts = request.facts
    for index in blocks.indices where blocks[index].kind == nil || blocks[index].isProvider {
      read(&blocks[index], commands: facts)
    }
    document.header = blocks.first?.model?.content.header ?? .empty
    for index in blocks.indices where blocks[index].isProvider {
      guard let model = blocks[index].model else { continue }
      let exports = BlockExports(
        model,
        header: document.header,
        targets: document.targets,
        document: request.key,
        block: blocks[index].id
      )
      _ = facts.add(exports)
    }
    for index in blocks.indices where blocks[index].kind == .component { read(&blocks[index], commands: facts) }
    document.blocks = blocks
    for index in blocks.indices { check(&document, index, key: request.key, facts: facts) }
    return PreparedDocument(request: request, blocks: document.blocks, header: document.header)
  }

  /// Stores a prepared document in place of `key`'s; returns false (storing nothing) when the
  /// document was removed or given another text since the request, or the facts it read changed
  /// since (then it is best read again).
  @discardableResult
  public func apply(_ prepared: PreparedDocument) -> Bool {
    let key = prepared.request.key
    revision += 1
    var changed: Set<FactKey> = []
    for block in documents[key]?.blocks ?? [] { withdraw(block, of: key, changed: &changed) }
    var document = WorkspaceDocument(
      blocks: prepared.blocks,
      configuration: prepared.request.configuration,
      keepsModels: documents[key]?.keepsModels ?? true
    )
    document.header = prepared.header
    documents[key] = document
    staleModels[key] = nil
    for index in prepared.blocks.indices {
      let local = documents[key]!.blocks[index].local
      export(key, index, changed: &changed)
      documents[key]!.blocks[index].local = local
      // Drift read code that may have changed since the request: made again when asked for.
      documents[key]!.blocks[index].drift = nil
    }
    propagate(changed)
    refresh()
    return true
  }
}
