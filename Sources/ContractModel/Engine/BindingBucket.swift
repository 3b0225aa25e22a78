/// The workspace's bindings of one shortcut on one platform, kept by the block that binds them,
/// so that a block's bindings are added and taken out in time proportional to their own number,
/// however many other blocks bind the same shortcut.
struct BindingBucket: Sendable {
  /// The bindings of each block that binds the shortcut.
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
    byBlock[reference] = bindings
  }

  /// Takes out the bindings of `block` of `document`.
  mutating func remove(document: String, block: BlockID) {
    count -= byBlock.removeValue(forKey: BlockReference(document: document, block: block))?.count ?? 0
  }

  /// Every binding, in the conflict groups' order (``ShortcutConflictGroup/precedes(_:_:)``).
  var members: [ShortcutBinding] {
    var members: [ShortcutBinding] = []
    members.reserveCapacity(count)
    for bindings in byBlock.values { members += bindings }
    members.sort(by: ShortcutConflictGroup.precedes)
    return members
  }
}
