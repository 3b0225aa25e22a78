extension ContractWorkspace {
  /// Reads every stale block again and brings the indexes up to date, until nothing is stale:
  /// the file headers first, then the blocks that provide commands and catalog entries, then the
  /// components that read them.
  func refresh() {
    while !staleModels.isEmpty {
      let stale = staleModels
      staleModels = [:]
      let keys = stale.keys.sorted()
      for key in keys { readHeader(key, stale[key]!) }
      for providers in [true, false] {
        var changed: Set<FactKey> = []
        for key in keys {
          let commands = facts
          let indices = staleIndices(key, stale[key]!, providers: providers)
          for index in indices { read(&documents[key]!.blocks[index], commands: commands) }
          for index in indices { export(key, index, changed: &changed) }
        }
        propagate(changed)
      }
      for key in keys where documents[key]?.keepsModels == false { letGoOfModels(key) }
    }
  }

  /// The indices in `key` of the blocks `ids` (the file header aside) that provide facts, or that
  /// do not, in order.
  private func staleIndices(_ key: String, _ ids: Set<BlockID>, providers: Bool) -> [Int] {
    guard documents[key] != nil else { return [] }
    let indices = ids.compactMap { documents[key]!.index(of: $0) }.filter { index in
      index > 0 && documents[key]!.blocks[index].isProvider == providers
    }
    return indices.sorted()
  }

  /// Reads the file header of `key` again when it is stale; a change of its facts makes every
  /// block's exports and findings stale.
  private func readHeader(_ key: String, _ ids: Set<BlockID>) {
    guard let first = documents[key]?.blocks.first, ids.contains(first.id) else { return }
    read(&documents[key]!.blocks[0], commands: facts)
    let header = documents[key]!.blocks[0].model?.content.header ?? .empty
    let retargeted = header != documents[key]!.header
    documents[key]!.header = header
    documents[key]!.finished = nil
    var changed: Set<FactKey> = []
    export(key, 0, changed: &changed)
    propagate(changed)
    if retargeted { reexportAll(key) }
  }

  /// Makes every block's exports of `key` again (its header or targets changed): blocks still
  /// held are exported at once, the others read again.
  func reexportAll(_ key: String) {
    guard let count = documents[key]?.blocks.count else { return }
    var changed: Set<FactKey> = []
    for index in 1..<max(1, count) {
      documents[key]!.blocks[index].local = nil
      documents[key]!.blocks[index].crossFile = nil
      if documents[key]!.blocks[index].model == nil {
        staleModels[key, default: []].insert(documents[key]!.blocks[index].id)
      } else {
        export(key, index, changed: &changed)
      }
    }
    documents[key]!.finished = nil
    propagate(changed)
  }

  /// Reads `block` from its text with the commands of `commands`.
  func read(_ block: inout WorkspaceBlock, commands: WorkspaceFacts) { Self.read(&block, commands: commands) }

  /// The model of block `index` of `key`: the one held, or one read again from the text (with
  /// the same facts, so the same as the one let go).
  func model(_ key: String, _ index: Int) -> BlockModel? {
    if let model = documents[key]?.blocks[index].model { return model }
    guard let bytes = documents[key]?.blocks[index].bytes else { return nil }
    let isFileHeader = documents[key]!.blocks[index].kind == nil
    return BlockReader.read(bytes, isFileHeader: isFileHeader) { [facts] in facts.commandNames(startingWith: $0) }
  }

  /// Lets go of the models of `key`, a document kept lean.
  private func letGoOfModels(_ key: String) {
    guard let count = documents[key]?.blocks.count else { return }
    for index in 0..<count { documents[key]!.blocks[index].model = nil }
  }

  /// Makes the exports of block `index` of `key` from its model; when they differ from the
  /// block's, puts them in the indexes in place of the old ones and adds the facts that changed
  /// to `changed`.
  func export(_ key: String, _ index: Int, changed: inout Set<FactKey>) {
    guard let block = documents[key]?.blocks[index], let model = block.model,
      let header = documents[key]?.header, let targets = documents[key]?.targets
    else { return }
    let new = BlockExports(model, header: header, targets: targets, document: key, block: block.id)
    if let old = block.exports, old == new { return }
    if let old = block.exports {
      removeFromIndexes(old, of: key, block: block.id)
      let before = old.provisions
      let after = new.provisions
      for (fact, value) in before where after[fact] != value { changed.insert(fact) }
      for (fact, value) in after where before[fact] != value { changed.insert(fact) }
    } else {
      changed.formUnion(new.provisions.keys)
    }
    addToIndexes(new, of: key, block: block.id)
    documents[key]!.blocks[index].exports = new
    documents[key]!.blocks[index].local = nil
    documents[key]!.blocks[index].crossFile = nil
    documents[key]!.finished = nil
  }

  /// Takes a block that leaves the workspace out of the indexes.
  func withdraw(_ block: WorkspaceBlock, of key: String, changed: inout Set<FactKey>) {
    guard let exports = block.exports else { return }
    removeFromIndexes(exports, of: key, block: block.id)
    changed.formUnion(exports.provisions.keys)
  }

  /// Marks what mentions the facts `changed` as stale.
  func propagate(_ changed: Set<FactKey>) {
    propagateToDrift(changed)
    for fact in changed {
      switch fact {
      case .binding(let binding): conflictGroups[binding] = nil
      case .command: commandKeysCache = nil
      default: break
      }
      guard let mentioning = readers[fact] else { continue }
      for (key, ids) in mentioning where documents[key] != nil {
        for id in ids {
          guard let index = documents[key]!.index(of: id) else { continue }
          switch fact.invalidates {
          case .model:
            documents[key]!.blocks[index].modelIsStale = true
            staleModels[key, default: []].insert(id)
          case .findings:
            documents[key]!.blocks[index].local = nil
          case .crossFile:
            documents[key]!.blocks[index].crossFile = nil
          }
        }
        documents[key]!.finished = nil
      }
    }
  }
}
