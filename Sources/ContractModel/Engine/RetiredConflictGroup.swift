/// A conflict group whose bucket lost the bindings of one block (`block` of `document`): the
/// group of the bucket as it was before, to be changed in place when that block's next reading,
/// or the block that replaced it, binds the same targets in the same places of the order.
struct RetiredConflictGroup: Sendable {
  /// The group as it was, the block's bindings still in it.
  var group: ShortcutConflictGroup
  /// The document of the block that left.
  let document: String
  /// The block that left.
  let block: BlockID

  /// Puts `bindings` (what `block` of `document` now binds of the group's shortcut and platform)
  /// in the group in place of those of the block that left; false, the group left as it was,
  /// when that would be other than a change of blocks and offsets, or when they are not the
  /// same document's. In place: the group taken out of the retired ones is not copied.
  mutating func takeBack(_ bindings: [ShortcutBinding], of document: String, block: BlockID) -> Bool {
    document == self.document && group.replaceMembers(of: self.block, in: document, with: bindings)
  }
}
