/// The blocks whose derived values read each fact, and which of their values do: what an edit's
/// difference makes stale (``ContractWorkspace/readers``).
///
/// Most facts are read by one block (the commands a component names, the block a finding points
/// into): such a fact holds its reader in place, and a table of readers only once a second block
/// reads it. (With a table for every fact, the index was a sixth of the memory `check` used.)
struct ReadersIndex {
  /// The readers of one fact.
  private enum Readers {
    case one(BlockReference, ReadKinds)
    case many([BlockReference: ReadKinds])
  }

  private var byFact: [FactKey: Readers] = [:]

  /// Records that the values `kinds` of the block `reference` read `fact`.
  mutating func insert(_ kinds: ReadKinds, of reference: BlockReference, reading fact: FactKey) {
    guard let position = byFact.index(forKey: fact) else {
      byFact[fact] = .one(reference, kinds)
      return
    }
    switch byFact.values[position] {
    case .one(let reader, let held) where reader == reference:
      byFact.values[position] = .one(reader, held.union(kinds))
    case .one(let reader, let held):
      byFact.values[position] = .many([reader: held, reference: kinds])
    case .many(var table):
      // The table is let go of first, so that it changes in place.
      byFact.values[position] = .many([:])
      table[reference, default: []].formUnion(kinds)
      byFact.values[position] = .many(table)
    }
  }

  /// Takes out that the values `kinds` of the block `reference` read `fact` (by default, that
  /// any of its values does).
  mutating func remove(_ kinds: ReadKinds = .all, of reference: BlockReference, reading fact: FactKey) {
    guard let position = byFact.index(forKey: fact) else { return }
    switch byFact.values[position] {
    case .one(let reader, let held):
      guard reader == reference else { return }
      let left = held.subtracting(kinds)
      if left.isEmpty { byFact.remove(at: position) } else { byFact.values[position] = .one(reader, left) }
    case .many(var table):
      byFact.values[position] = .many([:])
      if let held = table[reference] {
        let left = held.subtracting(kinds)
        table[reference] = left.isEmpty ? nil : left
      }
      if table.count > 1 {
        byFact.values[position] = .many(table)
      } else if let only = table.first {
        byFact.values[position] = .one(only.key, only.value)
      } else {
        byFact.remove(at: position)
      }
    }
  }

  /// The blocks whose values read `fact`, with the values that do.
  func readers(of fact: FactKey) -> [(reference: BlockReference, kinds: ReadKinds)] {
    switch byFact[fact] {
    case nil: []
    case .one(let reader, let kinds): [(reader, kinds)]
    case .many(let table): table.map { ($0.key, $0.value) }
    }
  }

  /// The facts that values of blocks of `document` read.
  func facts(readBy document: String) -> [FactKey] {
    byFact.compactMap { fact, readers in
      switch readers {
      case .one(let reader, _): reader.document == document ? fact : nil
      case .many(let table): table.keys.contains { $0.document == document } ? fact : nil
      }
    }
  }

  /// How many facts are read.
  var count: Int { byFact.count }
}
