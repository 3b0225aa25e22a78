extension ContractWorkspace {
  /// Adds or replaces many documents at once: the same analysis as ``setDocument(_:text:)``,
  /// its readings made on every core. Documents not kept (`keepingModels: false`, as `check` and
  /// the server's index of closed files want) hold their text, facts and findings, not their
  /// models; with `checking` (as `check` wants), they are checked as they are read, else when
  /// their findings are first asked for.
  public func setDocuments(
    _ documents: [(key: String, text: String)],
    keepingModels: Bool = true,
    checking: Bool = true
  ) {
    setDocuments(
      documents.map { DocumentText(key: $0.key, text: $0.text) },
      keepingModels: keepingModels,
      checking: checking
    )
  }

  /// ``setDocuments(_:keepingModels:checking:)`` with documents that may be split already (a
  /// new document's blocks are taken as they are; one the workspace holds is edited with its
  /// text).
  public func setDocuments(_ documents: [DocumentText], keepingModels: Bool = true, checking: Bool = true) {
    let markdownTexts = documents.filter { isMarkdownDocument($0.key) }.map { (key: $0.key, text: $0.text) }
    if !markdownTexts.isEmpty {
      setMarkdownDocuments(markdownTexts, keepingModels: keepingModels, checking: checking)
    }
    var fresh: [DocumentText] = []
    for document in documents where markdownTexts.isEmpty || !isMarkdownDocument(document.key) {
      if self.documents[document.key] == nil {
        fresh.append(document)
      } else {
        setDocument(document.key, text: document.text)
        if !keepingModels { release(document.key) }
      }
    }
    if !keepingModels, !checking { uncheckedDocuments.formUnion(fresh.map(\.key)) }
    // Split, and each block's line table and kind taken, on every core (unless split already).
    let split = ParallelMap.map(fresh) { $0.blocks ?? BlockText.split($0.text) }
    for (document, blocks) in zip(fresh, split) {
      addDocument(document.key, blocks: blocks, keepsModels: keepingModels)
    }
    // What a later batch changes of what these blocks read is looked for when something is
    // next asked (in a workspace that does not track readers; otherwise it was made stale now).
    refresh(resolvingChanges: false)
  }

  /// Reads every stale block again and brings the indexes up to date, until nothing is stale: the
  /// file headers first, then the blocks that provide commands and catalog entries, then the
  /// components that read them; then what read a fact that changed is made stale. Readings are
  /// made on every core when there are many; a document kept lean is checked as it is read, and
  /// its models let go. In a workspace that does not track readers, what read a fact that changed
  /// is looked for only when `resolvingChanges`.
  func refresh(resolvingChanges: Bool = true) {
    repeat {
      if !staleModels.isEmpty { readStaleBlocks() }
      settle()
      checkLeanDocuments()
      if resolvingChanges, staleModels.isEmpty { resolveChanges() }
    } while !staleModels.isEmpty
    uncheckedDocuments = []
  }

  /// One round of reading: every block stale now.
  private func readStaleBlocks() {
    let stale = staleModels
    staleModels = [:]
    let documents = stale.keys.sorted().compactMap { self.documents[$0] }
    for document in documents {
      readHeader(document, stale[document.key]!)
      if !document.keepsModels { leanDocumentsRead.insert(document.key) }
    }
    readAndExport(documents, stale, providers: true)
    // Components read the facts as the providers left them: what changed marks its readers stale
    // now (a reading, to be made again in the next round). Bindings and component names wait
    // for the components.
    settle(only: { fact in
      switch fact {
      case .binding, .component: false
      default: true
      }
    })
    readAndExport(documents, stale, providers: false)
  }

  /// The blocks of `documents` that are stale and provide facts, or that do not: read on every
  /// core when many (in runs of at most ``readingRun`` blocks, so that one large document is
  /// spread too), components checked as they are read (a lean document's models let go after),
  /// then put in the indexes in key order.
  private func readAndExport(_ documents: [WorkspaceDocument], _ stale: [String: Set<BlockID>], providers: Bool) {
    var jobs: [BlockJob] = []
    var indices: [[Int]] = []
    var count = 0
    for document in documents {
      let picked = stale[document.key]!.compactMap { document.index(of: $0) }.filter { index in
        index > 0 && document.blocks[index].isProvider == providers
      }
      guard !picked.isEmpty else { continue }
      let sorted = picked.sorted()
      for start in stride(from: 0, to: sorted.count, by: Self.readingRun) {
        let run = Array(sorted[start..<min(sorted.count, start + Self.readingRun)])
        jobs.append(
          BlockJob(
            key: document.key,
            blocks: run.map { document.blocks[$0] },
            app: document.header.app,
            header: document.header,
            targets: document.targets,
            lean: !providers && !document.keepsModels,
            checks: !providers && !uncheckedDocuments.contains(document.key)
          )
        )
        indices.append(run)
      }
      count += sorted.count
    }
    guard count > 0 else { return }
    let facts = self.facts
    let read =
      count < Self.parallelReadingThreshold ? jobs.map { $0.run(facts) } : ParallelMap.map(jobs) { $0.run(facts) }
    for (position, job) in jobs.enumerated() {
      let document = self.documents[job.key]!
      // Each reading is taken from `read` where it stands (iterating `read` copied each one first).
      for (offset, index) in indices[position].enumerated() {
        // The reading replaces the block's, and with it its local findings; its exports are
        // replaced below, and its cross-file findings made again.
        unregister(document, index, kinds: [.model, .local])
        invalidate(document, index, kinds: [.crossFile])
        document.blocks[index].take(read[position][offset].block)
        register(document, index, kinds: [.model, .local])
        document.finishedChanged(around: index..<(index + 1))
        reindex(document, index, read[position][offset].exports)
      }
    }
  }

  /// How many blocks to read before the readings are spread over every core.
  static let parallelReadingThreshold = 64
  /// The most blocks of one document read in one piece of work.
  static let readingRun = 16

  /// Blocks of one document to read against the workspace facts: a pure function, for any
  /// thread.
  struct BlockJob: Sendable {
    let key: String
    let blocks: [WorkspaceBlock]
    let app: String?
    let header: FileHeader
    let targets: [Platform]
    /// Whether to let the models go once read (and checked).
    let lean: Bool
    /// Whether to run the block rules as the blocks are read.
    let checks: Bool

    /// The blocks, read (and checked when asked), with their exports.
    func run(_ facts: WorkspaceFacts) -> [(block: WorkspaceBlock, exports: BlockExports)] {
      blocks.map { block in
        var block = block
        ContractWorkspace.read(&block, commands: facts, app: app.map(ListItem.fold))
        let exports = BlockExports(block.model!, app: app, targets: targets, document: key, block: block.id)
        if checks {
          block.local = ContractWorkspace.check(
            block,
            header: header,
            targets: targets,
            facts: facts,
            document: key,
            bindings: exports.bindings
          )
        }
        if lean { block.model = nil }
        return (block, exports)
      }
    }
  }

  /// Checks the blocks of lean documents read but not checked yet (their file headers and the
  /// blocks that provide facts, which are checked against the facts every block provides), on
  /// every core when many, and lets their models go. Documents added unchecked are only let go.
  private func checkLeanDocuments() {
    guard !leanDocumentsRead.isEmpty else { return }
    let keys = leanDocumentsRead.sorted()
    leanDocumentsRead = []
    var jobs: [(document: WorkspaceDocument, indices: [Int])] = []
    for key in keys {
      guard let document = documents[key], !document.keepsModels else { continue }
      let indices = document.blocks.indices.filter {
        document.blocks[$0].hasModel && document.blocks[$0].local == nil
      }
      jobs.append((document, uncheckedDocuments.contains(key) ? [] : indices))
    }
    let facts = self.facts
    let inputs = jobs.map { job in
      (
        key: job.document.key, header: job.document.header, targets: job.document.targets,
        blocks: job.indices.map { job.document.blocks[$0] }
      )
    }
    let checked = ParallelMap.map(inputs) { input in
      input.blocks.map {
        // Read and exported in this refresh: the exports' bindings are this reading's.
        Self.check(
          $0,
          header: input.header,
          targets: input.targets,
          facts: facts,
          document: input.key,
          bindings: $0.exports?.bindings
        )
      }
    }
    for (job, findings) in zip(jobs, checked) {
      for (index, local) in zip(job.indices, findings) {
        job.document.blocks[index].local = local
        if local != nil { register(job.document, index, kinds: .local) }
        job.document.finishedChanged(around: index..<(index + 1))
      }
      letGoOfModels(job.document)
    }
  }

  /// Reads the file header of `document` again when it is stale, and follows what its facts
  /// changed: other targets change every block; another `App` changes which files see the
  /// document's facts, and the rules that read the name.
  private func readHeader(_ document: WorkspaceDocument, _ ids: Set<BlockID>) {
    guard let first = document.blocks.first, ids.contains(first.id) else { return }
    unregister(document, 0, kinds: [.model, .local])
    Self.read(&document.blocks[0], commands: facts, app: nil)
    document.finishedChanged(around: 0..<1)
    let oldApp = document.header.app
    let oldTargets = document.targets
    document.header = document.blocks[0].model?.content.header ?? .empty
    export(document, 0)
    let retargeted = document.targets != oldTargets
    if document.header.app != oldApp {
      moveApp(document, from: oldApp, retargeting: retargeted)
    } else if retargeted {
      retarget(document)
    }
  }

  /// Makes every block's exports of `document` again and checks them again (its targets
  /// changed): blocks still held are exported at once, the others read again.
  func retarget(_ document: WorkspaceDocument) {
    for index in document.blocks.indices.dropFirst() where document.blocks[index].exports != nil {
      invalidate(document, index, kinds: [.local, .crossFile])
      if !document.blocks[index].hasModel {
        invalidate(document, index, kinds: [.model])
      } else {
        export(document, index)
      }
    }
    document.finishedChanged(around: 0..<document.blocks.count)
  }

  /// Follows a change of `document`'s `App`. The facts it provides move to the new app as they
  /// are. When another file has the old or the new app, which files see them changes: their
  /// readers, and every finding of the document, are made again. Either way, menus (an
  /// application menu is titled with the app) are exported again and the rules that read the
  /// name check again.
  private func moveApp(_ document: WorkspaceDocument, from oldName: String?, retargeting: Bool) {
    let oldApp = document.filedApp
    updateApp(document)
    let shared = sharesApp(document, oldApp)
    if shared {
      for index in document.blocks.indices.dropFirst() {
        for provided in document.blocks[index].exports?.provisions ?? [] { noteChange(provided.fact) }
        invalidate(document, index, kinds: [.local, .crossFile])
      }
    }
    noteChange(.app(document: document.key))
    for fact in FactKey.appWords(of: oldName, document: document.key)
      + FactKey.appWords(of: document.header.app, document: document.key)
    {
      noteChange(fact)
    }
    let app = document.header.app
    let foldedApp = document.foldedApp
    // A component reads the commands its app sees (the document's own move with it): read again
    // where that changes, which only another file of the old or the new app, or a move from or to
    // no app, can make (a keystroke in the `App` line moves between apps of no other file).
    if shared {
      let ownBlocks = Set(document.blocks.map(\.id))
      for index in document.blocks.indices.dropFirst()
      where document.blocks[index].segmentWords.contains(where: {
        facts.commandNamesChange(startingWith: $0, from: oldApp, to: foldedApp, own: ownBlocks)
      }) {
        invalidate(document, index, kinds: [.model])
      }
    }
    if retargeting {
      retarget(document)
      return
    }
    let key = document.key
    for index in document.blocks.indices.dropFirst() {
      // Moved where they are held, and put in the indexes in place of the old ones (which
      // touches the indexes only, never the document's blocks); an application menu aside. The
      // block is reached once, in place: read through the document, it would be copied.
      var isApplicationMenu = false
      document.blocks[index].updateExports { exports, id in
        if let menu = exports.menu?.menu,
          ApplicationMenu.isApplicationMenu(menu, app: oldName) || ApplicationMenu.isApplicationMenu(menu, app: app)
        {
          isApplicationMenu = true
          return
        }
        exports.move(toApp: app, folded: foldedApp)
        replaceInIndexes(exports, of: key, block: id)
      }
      guard isApplicationMenu else { continue }
      // Its standard items stand on other platforms: its commands and bindings change.
      if document.blocks[index].hasModel {
        export(document, index)
        invalidate(document, index, kinds: [.local])
      } else {
        invalidate(document, index, kinds: [.model])
      }
    }
  }

  /// Whether moving `document` from the app `oldApp` (folded) to its own changes which files see
  /// each other: another file has either app, or either is none (a file without `App` sees
  /// every file, and every file sees it).
  private func sharesApp(_ document: WorkspaceDocument, _ oldApp: String?) -> Bool {
    let newApp = document.filedApp
    guard oldApp != newApp else { return false }
    guard let oldApp, let newApp else { return documents.count > 1 }
    let others = { (app: String) in self.documentsByApp[app]?.contains { $0 != document.key } ?? false }
    return others(oldApp) || others(newApp)
  }

  /// Files `document` under its current `App` in ``documentsByApp``.
  func updateApp(_ document: WorkspaceDocument) {
    unfileApp(document)
    document.filedApp = document.foldedApp
    documentsByApp[document.filedApp, default: []].insert(document.key)
    appByDocument[document.key] = document.filedApp
  }

  /// Takes `document` out of ``documentsByApp``.
  func unfileApp(_ document: WorkspaceDocument) {
    documentsByApp[document.filedApp]?.remove(document.key)
    if documentsByApp[document.filedApp]?.isEmpty == true { documentsByApp[document.filedApp] = nil }
    appByDocument[document.key] = nil
  }

  /// Reads `block` from its text with the commands of `commands` that a file of `app` (folded)
  /// sees: a pure function, for any thread. A model held by a block whose reading depends on its
  /// text alone (see ``BlockText/reading``) is that reading already, and is taken.
  static func read(_ block: inout WorkspaceBlock, commands: WorkspaceFacts, app: String?) {
    let model =
      block.kind != .component && block.hasModel ? block.model! : reading(block, commands: commands, app: app)
    block.model = model
    block.suppressions = model.suppressions
    block.segmentWords = model.segmentWords
    block.modelIsStale = false
    block.local = nil
    block.drift = nil
  }

  /// The block rules' findings about `block` (read already) of `document`, whose header and
  /// targets are given, with the facts they read: a pure function, for any thread. `bindings`,
  /// when the caller holds them, are the block's (its exports' for this model, header and
  /// targets); they are made from the model otherwise.
  static func check(
    _ block: WorkspaceBlock,
    header: FileHeader,
    targets: [Platform],
    facts: WorkspaceFacts,
    document: String,
    bindings: [ShortcutBinding]? = nil
  ) -> Findings? {
    guard let model = block.model else { return nil }
    let reads = FactReads()
    let context = BlockContext(
      model: model,
      header: header,
      targets: targets,
      facts: facts,
      reads: reads,
      document: document,
      block: block.id,
      bindings: bindings
        ?? BlockBindings.of(model.content, targets: targets, app: header.app, document: document, block: block.id)
    )
    let diagnostics = RuleCatalog.checkBlock(context)
    reads.recordRelated(diagnostics, own: block.id)
    return Findings(diagnostics: diagnostics, reads: reads.keys)
  }

  /// `block` read from its text with the commands of `commands` that a file of `app` (folded)
  /// sees: a pure function, for any thread.
  static func reading(_ block: WorkspaceBlock, commands: WorkspaceFacts, app: String?) -> BlockModel {
    BlockReader.read(block.lines, isFileHeader: block.kind == nil) {
      commands.commandNames(startingWith: $0, seenFrom: app)
    }
  }

  /// The model of `block` of a file of `app` (folded): the one held, or one read again from its
  /// text (with the same facts, so the same as the one let go): a pure function, for any thread.
  static func model(of block: WorkspaceBlock, commands: WorkspaceFacts, app: String?) -> BlockModel {
    block.model ?? reading(block, commands: commands, app: app)
  }

  /// The model of block `index` of `document` (``model(of:commands:app:)`` with the workspace's
  /// facts).
  func model(_ document: WorkspaceDocument, _ index: Int) -> BlockModel {
    Self.model(of: document.blocks[index], commands: facts, app: document.foldedApp)
  }

  /// Lets go of the models of `document`, a document kept lean.
  private func letGoOfModels(_ document: WorkspaceDocument) {
    for index in document.blocks.indices { document.blocks[index].model = nil }
  }

  /// Makes the exports of block `index` of `document` from its model and puts them in the
  /// indexes in place of the old ones; the block's cross-file findings go stale.
  func export(_ document: WorkspaceDocument, _ index: Int) {
    guard let model = document.blocks[index].model else { return }
    let block = document.blocks[index]
    let exports = BlockExports(
      model,
      app: document.header.app,
      targets: document.targets,
      document: document.key,
      block: block.id
    )
    reindex(document, index, exports)
    invalidate(document, index, kinds: [.crossFile])
  }

  /// Puts `exports` in the indexes in place of block `index`'s (only what differs, see
  /// ``updateIndexes(from:to:of:block:)``).
  func reindex(_ document: WorkspaceDocument, _ index: Int, _ exports: BlockExports) {
    let id = document.blocks[index].id
    if let old = document.blocks[index].exports {
      updateIndexes(from: old, to: exports, of: document.key, block: id)
    } else {
      addToIndexes(exports, of: document.key, block: id)
    }
    document.blocks[index].exports = exports
  }

  /// Makes the values `kinds` of block `index` of `document` stale.
  func invalidate(_ document: WorkspaceDocument, _ index: Int, kinds: ReadKinds) {
    // The block's fields are read where it stands: a copy of the block is a retain of each.
    let id = document.blocks[index].id
    if kinds.contains(.model), !document.blocks[index].modelIsStale {
      document.blocks[index].modelIsStale = true
      staleModels[document.key, default: []].insert(id)
    }
    var changed = false
    if kinds.contains(.local), let reads = document.blocks[index].local?.reads {
      unregister(reads, of: BlockReference(document: document.key, block: id), kind: .local)
      document.blocks[index].local = nil
      changed = true
    }
    if kinds.contains(.crossFile), let reads = document.blocks[index].crossFile?.reads {
      unregister(reads, of: BlockReference(document: document.key, block: id), kind: .crossFile)
      document.blocks[index].crossFile = nil
      changed = true
    }
    if kinds.contains(.drift), let reads = document.blocks[index].drift?.reads {
      unregister(reads, of: BlockReference(document: document.key, block: id), kind: .drift)
      document.blocks[index].drift = nil
      changed = true
    }
    if changed { document.finishedChanged(around: index..<(index + 1)) }
  }
}
