extension ContractWorkspace {
  /// A whole document to read off the workspace's thread: its text and what reading it needs.
  public struct DocumentRequest: Sendable {
    let key: String
    let text: String
    let facts: WorkspaceFacts
    let configuration: Configuration
    /// The first block identity the reading may give (a range of its own).
    let firstID: Int
    /// The revision of the facts read: what changed after it is read again on storing.
    let revision: Int

    /// The size of the text in bytes.
    public var size: Int { text.utf8.count }
  }

  /// A document read by ``prepare(_:)``, ready to be stored by ``apply(_:)`` (or, when it is
  /// not, let go by ``discard(_:)`` of its request).
  public struct PreparedDocument: Sendable {
    public let request: DocumentRequest
    let blocks: [WorkspaceBlock]
    let header: FileHeader
  }

  /// A request to read `text` as document `key`, against the workspace's facts as they are now.
  public func documentRequest(_ key: String, text: String) -> DocumentRequest {
    refresh()
    preparations += 1
    outstandingRequests.append(revision)
    return DocumentRequest(
      key: key,
      text: text,
      facts: facts,
      configuration: documents[key]?.configuration ?? configurationFor(key),
      firstID: preparations << 40,
      revision: revision
    )
  }

  /// Reads a whole document: its blocks, and the block rules' findings about each, recording what
  /// they read. A pure function of the request, for any thread.
  public static func prepare(_ request: DocumentRequest) -> PreparedDocument {
    let bytes = Array(request.text.utf8)
    var blocks = BlockSplitter.ranges(of: bytes).enumerated().map { index, range in
      WorkspaceBlock(id: BlockID(request.firstID + index), bytes: Array(bytes[range]), isFileHeader: index == 0)
    }
    // The file header and the blocks that provide facts first: the components read this
    // document's own commands too.
    var facts = request.facts
    for index in blocks.indices where blocks[index].kind == nil || blocks[index].isProvider {
      read(&blocks[index], commands: facts, app: nil)
    }
    let header = blocks.first?.model?.content.header ?? .empty
    let targets = header.targets(configured: request.configuration.platforms)
    let positions = Dictionary(uniqueKeysWithValues: blocks.indices.map { (blocks[$0].id, $0) })
    for index in blocks.indices where blocks[index].isProvider {
      guard let model = blocks[index].model else { continue }
      let exports = BlockExports(
        model,
        app: header.app,
        targets: targets,
        document: request.key,
        block: blocks[index].id
      )
      facts.add(exports) { positions[$0] }
    }
    let app = header.app.map(ListItem.fold)
    for index in blocks.indices where blocks[index].kind == .component {
      read(&blocks[index], commands: facts, app: app)
    }
    for index in blocks.indices {
      blocks[index].local = check(blocks[index], header: header, targets: targets, facts: facts, document: request.key)
    }
    return PreparedDocument(request: request, blocks: blocks, header: header)
  }

  /// Stores a prepared document in place of `key`'s, and returns true. What it read that changed
  /// since the request (another file's commands, or its own earlier text's) is made again.
  @discardableResult
  public func apply(_ prepared: PreparedDocument) -> Bool {
    let key = prepared.request.key
    defer { discard(prepared.request) }
    let keepsModels = documents[key]?.keepsModels ?? true
    if let old = documents.removeValue(forKey: key) {
      withdrawAll(old)
      unfileApp(old)
      BackgroundRelease.release(consume old)
    }
    revision += 1
    let document = WorkspaceDocument(
      key: key,
      blocks: prepared.blocks,
      configuration: prepared.request.configuration,
      keepsModels: keepsModels
    )
    document.header = prepared.header
    document.layoutAt = revision
    documents[key] = document
    updateApp(document)
    staleModels[key] = nil
    for index in document.blocks.indices {
      register(document, index, kinds: [.model, .local])
      export(document, index)
    }
    // What the readings read may have changed meanwhile: the workspace's facts since the
    // request, and this document's earlier blocks, withdrawn above.
    settle()
    let known = prepared.request.revision >= factLogStart
    for index in document.blocks.indices {
      for (kind, facts) in document.blocks[index].reads where kind != .crossFile {
        guard !known || facts.contains(where: { (factChangedAt[$0] ?? 0) > prepared.request.revision }) else {
          continue
        }
        invalidate(document, index, kinds: kind)
      }
    }
    refresh()
    return true
  }

  /// Tells the workspace that `request` will not be applied (its document changed again, or was
  /// closed): the log of changes is kept only for requests still out.
  public func discard(_ request: DocumentRequest) {
    guard let index = outstandingRequests.firstIndex(of: request.revision) else { return }
    outstandingRequests.remove(at: index)
    if outstandingRequests.isEmpty { forgetChanges() }
  }
}
