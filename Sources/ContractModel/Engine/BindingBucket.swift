/// The workspace's bindings of one shortcut on one platform, kept by the block that binds them,
/// so that a block's bindings are added and taken out in time proportional to their own number,
/// however many other blocks bind the same shortcut.
struct BindingBucket: Sendable {
  /// The bindings of each block that binds the shortcut, each block's in the conflict groups'
  /// order (by rank: they share the document and the block's name).
  private var byBlock: [BlockReference: [ShortcutBinding]] = [:]
  /// The number of bindings.
  private(set) var count = 0

  /// Whether no block binds the shortcut.
  var isEmpty: Bool { count == 0 }

  /// Puts `bindings` (all of one block, `block` of `document`) in the bucket, in place of what
  /// that block bound before.
  mutating func add(_ bindings: [ShortcutBinding], document: String, block: BlockID) {
    let reference = BlockReference(document: document, block: block)
    count += bindings.count - (byBlock[reference]?.count ?? 0)
    let inOrder = bindings.indices.dropFirst().allSatisfy { bindings[$0 - 1].rank < bindings[$0].rank }
    byBlock[reference] = inOrder ? bindings : bindings.sorted(by: ShortcutConflictGroup.precedes)
  }

  /// Moves the bindings of `block` of `document` to the app `moved`, one of the block's bindings,
  /// was moved to, where they stand: their order and number do not change.
  mutating func move(document: String, block: BlockID, like moved: ShortcutBinding) {
    guard let index = byBlock.index(forKey: BlockReference(document: document, block: block)) else { return }
    for position in byBlock.values[index].indices { byBlock.values[index][position].move(like: moved) }
  }

  /// Takes out the bindings of `block` of `document`.
  mutating func remove(document: String, block: BlockID) {
    count -= byBlock.removeValue(forKey: BlockReference(document: document, block: block))?.count ?? 0
  }

  /// Every binding, in the conflict groups' order (``ShortcutConflictGroup/precedes(_:_:)``).
  ///
  /// The order is by document and block name first, and each block's bindings are in order
  /// already: so the blocks are sorted, not the bindings, and only blocks of one name in one
  /// document (rare) have their bindings merged by the whole order.
  var members: [ShortcutBinding] {
    let blocks = byBlock.values.filter { !$0.isEmpty }.sorted { Self.blockPrecedes($0[0], $1[0]) }
    var members: [ShortcutBinding] = []
    members.reserveCapacity(count)
    var start = 0
    while start < blocks.count {
      var end = start + 1
      while end < blocks.count && !Self.blockPrecedes(blocks[start][0], blocks[end][0]) { end += 1 }
      if end == start + 1 {
        members += blocks[start]
      } else {
        members += blocks[start..<end].joined().sorted(by: ShortcutConflictGroup.precedes)
      }
      start = end
    }
    return members
  }

  /// Whether the block of `lhs` comes before the block of `rhs`: by document, then block name.
  private static func blockPrecedes(_ lhs: ShortcutBinding, _ rhs: ShortcutBinding) -> Bool {
    lhs.document != rhs.document ? lhs.document < rhs.document : lhs.blockName < rhs.blockName
  }
}
