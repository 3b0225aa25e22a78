extension ContractWorkspace {
  /// Takes a block that leaves `document` out of the indexes: what it provided changes, and so
  /// does the block itself for findings that point into it. With `keepingExports` (the block is
  /// edited in place, see ``WorkspaceBlock/init(succeeding:text:)``), its exports stay in the
  /// indexes, to be compared with the new reading's.
  func withdraw(_ block: WorkspaceBlock, of document: WorkspaceDocument, keepingExports: Bool = false) {
    withdraw(block, of: document.key, withWholeDocument: false, keepingExports: keepingExports)
  }

  /// Takes every block of `document`, which leaves the workspace whole, out of the indexes, the
  /// document's components out of a name's list in one pass.
  func withdrawAll(_ document: WorkspaceDocument) {
    pendingChanges.reserveCapacity(pendingChanges.count + document.blocks.count)
    pendingDelta.reserveCapacity(pendingDelta.count + document.blocks.count)
    for index in document.blocks.indices {
      withdraw(document.blocks[index], of: document.key, withWholeDocument: true)
    }
  }

  /// Takes `block` of document `key` out of the readers of every fact any of its values read (at
  /// once, whichever values read it) and its exports out of the indexes; `withWholeDocument` when
  /// every block of `key` leaves (see ``removeFromIndexes(_:of:block:withWholeDocument:)``).
  private func withdraw(_ block: WorkspaceBlock, of key: String, withWholeDocument: Bool, keepingExports: Bool = false)
  {
    if tracksReaders {
      let reference = BlockReference(document: key, block: block.id)
      if keepingExports {
        carryReads(of: block, reference)
      } else {
        for (_, facts) in block.reads + (carriedReads.removeValue(forKey: reference) ?? []) {
          for fact in facts { readers.remove(of: reference, reading: fact) }
        }
      }
    }
    if !keepingExports, let exports = block.exports {
      removeFromIndexes(exports, of: key, block: block.id, withWholeDocument: withWholeDocument)
    }
    noteChange(.block(block.id))
  }

  /// Keeps what the values of `block`, edited in place, read in the readers index, recorded in
  /// ``carriedReads`` to be compared with what its new values read (with what an earlier edit of
  /// the block carried, for the values not made since).
  private func carryReads(of block: WorkspaceBlock, _ reference: BlockReference) {
    var carried = block.reads
    for earlier in carriedReads[reference] ?? [] where !carried.contains(where: { $0.kind == earlier.kind }) {
      carried.append(earlier)
    }
    carriedReads[reference] = carried.isEmpty ? nil : carried
  }
}
