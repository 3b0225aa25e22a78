extension ContractWorkspace {
  /// Puts a block's exports in the indexes (facts, bindings, component names) and adds what they
  /// provide to the pending difference.
  func addToIndexes(_ exports: BlockExports, of key: String, block: BlockID) {
    if !exports.commands.isEmpty { commandNamesCache = [:] }
    let document = documents[key]
    facts.add(exports) { document?.index(of: $0) }
    // Grouped by key and changed in place: a block may bind one key thousands of times, and
    // thousands of blocks may bind it.
    for (bindingKey, bindings) in BindingKey.groups(of: exports.bindings) {
      bindingIndex[bindingKey, default: BindingBucket()].add(bindings, document: key, block: block)
      conflictGroups[bindingKey] = nil
    }
    fileComponent(of: exports)
    for (fact, value) in exports.provisions { pendingDelta[fact, default: 0] &+= value }
  }

  /// Takes a block's exports out of the indexes and what they provided out of the pending
  /// difference. With `withWholeDocument` (every block of `key` leaves), a component is taken out
  /// of its name's list with the document's other components, in one pass.
  func removeFromIndexes(_ exports: BlockExports, of key: String, block: BlockID, withWholeDocument: Bool = false) {
    if !exports.commands.isEmpty { commandNamesCache = [:] }
    facts.remove(exports, block: block)
    for bindingKey in Set(exports.bindings.map(BindingKey.init)) { unbind(bindingKey, document: key, block: block) }
    unfileComponent(of: exports, document: key, block: block, withWholeDocument: withWholeDocument)
    for (fact, value) in exports.provisions { pendingDelta[fact, default: 0] &-= value }
  }

  /// Takes the bindings of `block` of document `key` out of the bucket of `bindingKey` (the
  /// bucket too when it is left empty); its conflict group is arranged again when asked.
  func unbind(_ bindingKey: BindingKey, document key: String, block: BlockID) {
    bindingIndex[bindingKey]?.remove(document: key, block: block)
    if bindingIndex[bindingKey]?.isEmpty == true { bindingIndex[bindingKey] = nil }
    conflictGroups[bindingKey] = nil
  }

  /// Files the component `exports` declare, if any, under its folded name.
  func fileComponent(of exports: BlockExports) {
    if let component = exports.component, let name = exports.componentKey {
      componentIndex[name, default: []].append(component)
    }
  }

  /// Takes the component `exports` (of `block` of document `key`) declare, if any, out of its
  /// name's list; with `withWholeDocument`, every component of the document under that name.
  func unfileComponent(of exports: BlockExports, document key: String, block: BlockID, withWholeDocument: Bool = false)
  {
    guard exports.component != nil, let name = exports.componentKey, let position = componentIndex.index(forKey: name)
    else { return }
    componentIndex.values[position].removeAll { $0.document == key && (withWholeDocument || $0.block == block) }
    if componentIndex.values[position].isEmpty { componentIndex.remove(at: position) }
  }

  /// Puts `exports` in the indexes in place of those of the same block, which provided the same
  /// facts in another app: each entry that holds its app is replaced where it stands, and nothing
  /// changes for the readers.
  func replaceInIndexes(_ exports: BlockExports, of key: String, block: BlockID) {
    // Most blocks (a component) give no menu, command or binding: each index is asked only for
    // what the block gives.
    if exports.menu != nil || !exports.commands.isEmpty {
      if !exports.commands.isEmpty { commandNamesCache = [:] }
      facts.replace(exports, block: block)
    }
    // The bindings moved already (all to the document's app): each one's bucket moves the block's
    // bindings of its shortcut where they stand, without grouping them by shortcut first (a
    // shortcut bound twice is moved twice, to the same app).
    for binding in exports.bindings {
      let bindingKey = BindingKey(binding)
      bindingIndex[bindingKey]?.move(document: key, block: block, like: binding)
      conflictGroups[bindingKey] = nil
    }
    // A component's declaration holds no app (rules ask the workspace for a document's): it
    // stays as it is.
  }

  /// Records that `fact` changed, whatever the difference of what is provided says.
  func noteChange(_ fact: FactKey) {
    pendingChanges.insert(fact)
  }

  /// The most entries the pending difference keeps room for once settled: a keystroke's.
  private static let keptPendingCapacity = 4096

  /// Makes stale what read the facts that changed since the last propagation (those `selects`
  /// picks, by default all): a fact changed when something noted it, or when what blocks provide
  /// of it adds up differently.
  func settle(only selects: (FactKey) -> Bool = { _ in true }) {
    var changed: [FactKey] = []
    var settled: [FactKey] = []
    for (fact, delta) in pendingDelta where selects(fact) {
      settled.append(fact)
      if delta != 0 { changed.append(fact) }
    }
    // Taken out in place, not filtered into a copy: the table keeps its capacity, and the next
    // keystroke's exports do not grow it again; what indexing a workspace made it is let go.
    for fact in settled { pendingDelta[fact] = nil }
    if pendingDelta.isEmpty && pendingDelta.capacity > Self.keptPendingCapacity { pendingDelta = [:] }
    var noted: [FactKey] = []
    for fact in pendingChanges where selects(fact) { noted.append(fact) }
    for fact in noted { pendingChanges.remove(fact) }
    changed += noted
    propagate(changed)
  }

  /// Makes stale what read the facts `changed`.
  private func propagate(_ changed: [FactKey]) {
    guard !changed.isEmpty else { return }
    revision += 1
    logChanges(changed)
    guard tracksReaders else {
      for fact in changed { unresolvedChanges[fact] = revision }
      return
    }
    for fact in changed {
      for (reference, kinds) in readers.readers(of: fact) {
        guard let document = documents[reference.document], let index = document.index(of: reference.block) else {
          continue
        }
        invalidate(document, index, kinds: kinds)
      }
    }
  }

  /// Records at which revision the facts `changed` changed, for documents read off the
  /// workspace's thread meanwhile. The log starts again at this revision, without them, when they
  /// would take it past ``factLogLimit`` (a document of 100,000 blocks that leaves changes
  /// 200,000 facts): a document read off the thread before is then read again whole on storing.
  private func logChanges(_ changed: [FactKey]) {
    // With no reading out, no one will ask: a request made later reads the facts as they are.
    guard !outstandingRequests.isEmpty else { return forgetChanges() }
    guard factChangedAt.count + changed.count <= factLogLimit else { return forgetChanges() }
    for fact in changed { factChangedAt[fact] = revision }
  }

  /// Empties the log of changes: it knows every change from this revision on.
  func forgetChanges() {
    if !factChangedAt.isEmpty { factChangedAt = [:] }
    factLogStart = revision
  }

  /// Records what the values `kinds` of block `index` of `document`, just made, read: in the
  /// readers index, or (in a workspace that does not track readers) the revision they were made
  /// at.
  func register(_ document: WorkspaceDocument, _ index: Int, kinds: ReadKinds) {
    guard tracksReaders else { return document.blocks[index].stamp(kinds, at: revision) }
    // The block's fields are read where it stands: a copy of the block is a retain of each.
    let reference = BlockReference(document: document.key, block: document.blocks[index].id)
    var carried = carriedReads.isEmpty ? [] : carriedReads.removeValue(forKey: reference) ?? []
    func insert(_ facts: [FactKey], _ kind: ReadKinds) {
      if let position = carried.firstIndex(where: { $0.kind == kind }) {
        replaceReads(carried.remove(at: position).facts, with: facts, kind: kind, of: reference)
      } else {
        for fact in facts { readers.insert(kind, of: reference, reading: fact) }
      }
    }
    if kinds.contains(.model) { insert(document.blocks[index].segmentWords.map(FactKey.commandWord), .model) }
    if kinds.contains(.local), let reads = document.blocks[index].local?.reads { insert(reads, .local) }
    if kinds.contains(.crossFile), let reads = document.blocks[index].crossFile?.reads { insert(reads, .crossFile) }
    if kinds.contains(.drift), let reads = document.blocks[index].drift?.reads { insert(reads, .drift) }
    if !carried.isEmpty { carriedReads[reference] = carried }
  }

  /// Replaces, in the readers index, that the value `kind` of `reference` read `old` with that it
  /// reads `new` (each list without repeats): of two lists as long, only the pairs that differ
  /// are taken out and put in (every fact out first, so that one that moved in the list stays).
  private func replaceReads(_ old: [FactKey], with new: [FactKey], kind: ReadKinds, of reference: BlockReference) {
    guard old.count == new.count else {
      for fact in old { readers.remove(kind, of: reference, reading: fact) }
      for fact in new { readers.insert(kind, of: reference, reading: fact) }
      return
    }
    let changed = old.indices.filter { old[$0] != new[$0] }
    for index in changed { readers.remove(kind, of: reference, reading: old[index]) }
    for index in changed { readers.insert(kind, of: reference, reading: new[index]) }
  }

  /// Takes the facts that the values `kinds` of block `index` of `document` read out of the
  /// readers index (the block read where it stands, as ``register(_:_:kinds:)`` reads it).
  func unregister(_ document: WorkspaceDocument, _ index: Int, kinds: ReadKinds) {
    guard tracksReaders else { return }
    let reference = BlockReference(document: document.key, block: document.blocks[index].id)
    for (kind, facts) in document.blocks[index].reads where kinds.contains(kind) {
      unregister(facts, of: reference, kind: kind)
    }
  }

  /// Takes out that the value `kind` of the block `reference` read `facts`.
  func unregister(_ facts: [FactKey], of reference: BlockReference, kind: ReadKinds) {
    guard tracksReaders else { return }
    for fact in facts { readers.remove(kind, of: reference, reading: fact) }
  }

  /// In a workspace that does not track readers: makes stale the values that read a fact changed
  /// after they were made, going through every block (see ``unresolvedChanges``) on every core.
  func resolveChanges() {
    guard !unresolvedChanges.isEmpty else { return }
    let changes = unresolvedChanges
    unresolvedChanges = [:]
    let latest = changes.values.max()!
    let documents = Array(self.documents.values)
    // The blocks are looked through as the documents' arrays, let go of before any block changes
    // (so that each array is changed in place); only the blocks found stale are changed.
    let staleByDocument: [[(index: Int, kinds: ReadKinds)]] = {
      ParallelMap.map(documents.map(\.blocks)) { blocks in
        blocks.withUnsafeBufferPointer { blocks in
          blocks.indices.compactMap { index in
            let kinds = blocks[index].values(readingChangesIn: changes, latest: latest)
            return kinds.isEmpty ? nil : (index, kinds)
          }
        }
      }
    }()
    for (document, stale) in zip(documents, staleByDocument) {
      for (index, kinds) in stale { invalidate(document, index, kinds: kinds) }
    }
  }
}
