extension ContractWorkspace {
  /// Takes every block of `document`, which leaves the workspace whole, out of the indexes: what
  /// ``withdraw(_:of:)`` does for each block, without copying the blocks, each block taken out of
  /// the readers of a fact at once (whichever of its values read it), and the document's
  /// components out of a name's list in one pass.
  func withdrawAll(_ document: WorkspaceDocument) {
    let key = document.key
    let blocks = document.blocks
    pendingChanges.reserveCapacity(pendingChanges.count + blocks.count)
    pendingDelta.reserveCapacity(pendingDelta.count + blocks.count)
    for index in blocks.indices {
      let id = blocks[index].id
      let reference = BlockReference(document: key, block: id)
      for word in blocks[index].segmentWords { forget(reference, reading: .commandWord(word)) }
      if let local = blocks[index].local { forget(reference, reading: local.reads) }
      if let crossFile = blocks[index].crossFile { forget(reference, reading: crossFile.reads) }
      if let drift = blocks[index].drift { forget(reference, reading: drift.reads) }
      if let exports = blocks[index].exports {
        removeFromIndexes(exports, of: key, block: id, withWholeDocument: true)
      }
      pendingChanges.insert(.block(id))
    }
  }

  /// Takes `reference`, which leaves the workspace, out of the readers of each of `facts`.
  private func forget(_ reference: BlockReference, reading facts: [FactKey]) {
    for fact in facts { forget(reference, reading: fact) }
  }

  /// Takes `reference`, which leaves the workspace, out of the readers of `fact`, whatever its
  /// values read it.
  private func forget(_ reference: BlockReference, reading fact: FactKey) {
    guard let position = readers.index(forKey: fact) else { return }
    readers.values[position][reference] = nil
    if readers.values[position].isEmpty { readers.remove(at: position) }
  }
}
