extension ContractWorkspace {
  /// Adds or replaces many documents at once, reading them on every core: the same analysis as
  /// ``setDocument(_:text:)``, in phases (split every file; read the blocks that provide facts;
  /// index them; read the components against the complete facts, checking them with the block
  /// rules as they are read; index them). Documents not kept (`keepingModels: false`, as `check`
  /// and the server's index of closed files want) hold their text, facts and findings, not their
  /// models.
  public func setDocuments(_ documents: [(key: String, text: String)], keepingModels: Bool = true) {
    let fresh = documents.filter { self.documents[$0.key] == nil }
    for document in documents where self.documents[document.key] != nil {
      setDocument(document.key, text: document.text)
      if !keepingModels { release(document.key) }
    }
    guard !fresh.isEmpty else { return }
    let split = ParallelMap.map(fresh) { document in
      let bytes = Array(document.text.utf8)
      return BlockSplitter.ranges(of: bytes).map { Array(bytes[$0]) }
    }
    for (document, blocks) in zip(fresh, split) {
      addDocument(document.key, blocks: blocks, keepsModels: keepingModels)
    }
    let keys = fresh.map(\.key)
    for key in keys { staleModels[key] = nil }
    // The file headers and the blocks that provide facts: read without any facts.
    readInParallel(keys) { $0.kind == nil || $0.isProvider }
    for key in keys { adoptHeader(key) }
    exportInOrder(keys) { $0 == 0 || self.documents[$1]!.blocks[$0].isProvider }
    // The components, against the complete facts; checked at once when their models go.
    readInParallel(keys, checking: !keepingModels) { $0.kind == .component }
    exportInOrder(keys) { self.documents[$1]!.blocks[$0].kind == .component }
    if !keepingModels {
      for key in keys {
        for index in self.documents[key]!.blocks.indices { self.documents[key]!.blocks[index].model = nil }
      }
    }
    refresh()
  }

  /// Reads, on every core, the blocks of `keys` that `selects` picks, against the current facts;
  /// with `checking`, also runs the block rules on each (for blocks whose model is let go).
  private func readInParallel(
    _ keys: [String],
    checking: Bool = false,
    selects: @escaping @Sendable (WorkspaceBlock) -> Bool
  ) {
    let facts = self.facts
    let inputs = keys.map { key in (key, documents[key]!) }
    let read = ParallelMap.map(inputs) { key, document -> WorkspaceDocument in
      var document = document
      for index in document.blocks.indices where selects(document.blocks[index]) {
        Self.read(&document.blocks[index], commands: facts)
        if checking { Self.check(&document, index, key: key, facts: facts) }
      }
      return document
    }
    for (key, document) in zip(keys, read) { documents[key] = document }
  }

  /// Takes each document's file header from its read first block.
  private func adoptHeader(_ key: String) {
    documents[key]!.header = documents[key]!.blocks[0].model?.content.header ?? .empty
  }

  /// Exports, in key order, the blocks of `keys` that `selects` picks (by index and key), and
  /// marks what mentions the facts that changed.
  private func exportInOrder(_ keys: [String], selects: (Int, String) -> Bool) {
    var changed: Set<FactKey> = []
    for key in keys.sorted() {
      for index in documents[key]!.blocks.indices where selects(index, key) {
        let local = documents[key]!.blocks[index].local
        export(key, index, changed: &changed)
        // Findings made in the reading pass hold: the facts they read were complete then.
        if let local { documents[key]!.blocks[index].local = local }
      }
    }
    propagate(changed)
  }

  /// Reads `block` from its text with the commands of `commands`: a pure function, for any thread.
  static func read(_ block: inout WorkspaceBlock, commands: WorkspaceFacts) {
    let model = BlockReader.read(block.bytes, isFileHeader: block.kind == nil) {
      commands.commandNames(startingWith: $0)
    }
    block.model = model
    block.suppressions = model.suppressions
    block.modelIsStale = false
    block.local = nil
    block.crossFile = nil
  }

  /// Runs the block rules on block `index` of `document` (of `key`), read already.
  static func check(_ document: inout WorkspaceDocument, _ index: Int, key: String, facts: WorkspaceFacts) {
    guard let model = document.blocks[index].model else { return }
    let header = document.blocks.first?.model?.content.header ?? document.header
    let targets = header.targets(configured: document.configuration.platforms)
    let bindings = BlockBindings.of(
      model.content,
      targets: targets,
      app: header.app,
      document: key,
      block: document.blocks[index].id
    )
    let context = BlockContext(
      model: model,
      header: header,
      targets: targets,
      workspace: facts,
      document: key,
      block: document.blocks[index].id,
      bindings: bindings
    )
    document.blocks[index].local = RuleCatalog.checkBlock(context)
  }
}
