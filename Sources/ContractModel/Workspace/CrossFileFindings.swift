/// The cross-file findings of one document (shortcut conflicts, repeated component names),
/// kept until an index or the facts change, and carried over a keystroke that only moved the
/// document's bindings: typing in a note finds nothing new across files, it only moves what
/// was found after it.
struct CrossFileFindings {
  /// The workspace generation they were found at.
  var generation: Int
  /// The findings, unfinished (no configuration or suppression applied).
  var findings: [Diagnostic]

  /// Whether findings made before `edit` still hold after it, moved: the edit replaced one block
  /// by one block (so no component was added, removed or renamed), the bindings of that block
  /// are unchanged, and every binding after it moved by exactly the edit's shift.
  static func survive(_ edit: TreeEdit, old: [ShortcutBinding], new: [ShortcutBinding]) -> Bool {
    guard edit.oldEnd == edit.firstBlock + 1, edit.newEnd == edit.oldEnd, old.count == new.count else {
      return false
    }
    for (before, after) in zip(old, new) {
      if before.range.start < edit.oldTailOffset {
        guard before == after else { return false }
      } else {
        guard after.differsOnlyInPlace(from: before), after.range == before.range.shifted(by: edit.shift),
          after.tokenRange == before.tokenRange.shifted(by: edit.shift)
        else { return false }
      }
    }
    return true
  }

  /// The findings moved by `edit` in `document`: those after the block it replaced, and their
  /// related locations there.
  func moved(by edit: TreeEdit, in document: String) -> [Diagnostic] {
    var moved = findings
    for index in moved.indices {
      if moved[index].range.start >= edit.oldTailOffset {
        moved[index].shift(by: edit.shift, document: document, from: edit.oldTailOffset)
      } else {
        moved[index].shiftRelated(by: edit.shift, document: document, from: edit.oldTailOffset)
      }
    }
    return moved
  }
}
