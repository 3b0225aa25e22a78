/// One replacement in a document: the bytes of `range` (UTF-8 offsets) become `newText`.
///
/// An empty range inserts; an empty `newText` deletes. Edits of one document never overlap.
public struct SourceEdit: Sendable, Hashable, Comparable {
  /// What is replaced, in UTF-8 offsets of the document's text.
  public var range: SourceRange
  /// The text that replaces it.
  public var newText: String

  /// Creates an edit replacing `range` with `newText`.
  public init(range: SourceRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  /// Orders by range.
  public static func < (lhs: SourceEdit, rhs: SourceEdit) -> Bool { lhs.range < rhs.range }
}

/// A mechanical fix for a diagnostic: a value, computed from the document and the workspace.
public struct Fix: Sendable, Hashable {
  /// What the fix does, as an editor shows it (`Add 'Focus after dismiss: selected row'`).
  public var title: String
  /// The rule whose diagnostic it fixes.
  public var ruleID: RuleID
  /// Whether it may be applied without review (fix-all, `check --fix`): it only adds or replaces
  /// what the rule itself asks for, never invents content the author must write.
  public var isSafe: Bool
  /// Whether it is the best of the fixes for its diagnostic.
  public var isPreferred: Bool
  /// The edits, per document key.
  public var edits: [String: [SourceEdit]]

  /// Creates a fix.
  public init(title: String, ruleID: RuleID, isSafe: Bool, isPreferred: Bool = false, edits: [String: [SourceEdit]]) {
    self.title = title
    self.ruleID = ruleID
    self.isSafe = isSafe
    self.isPreferred = isPreferred
    self.edits = edits
  }
}

/// Applies edits to text.
public enum SourceEdits {
  /// `text` with `edits` applied. Overlapping edits after the first of them are skipped, so the
  /// result never loses text that no edit meant to replace.
  public static func apply(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in nonOverlapping(edits).reversed() {
      let start = min(max(0, edit.range.start), bytes.count)
      let end = min(max(start, edit.range.end), bytes.count)
      bytes.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `edits` sorted, without any edit that overlaps an earlier one (two insertions at one offset
  /// are kept in their given order).
  public static func nonOverlapping(_ edits: [SourceEdit]) -> [SourceEdit] {
    let sorted = edits.enumerated().sorted {
      $0.element.range.start != $1.element.range.start
        ? $0.element.range.start < $1.element.range.start : $0.offset < $1.offset
    }.map(\.element)
    var result: [SourceEdit] = []
    var end = Int.min
    for edit in sorted {
      if edit.range.start < end { continue }
      if let last = result.last, !last.range.isEmpty, edit.range.start < last.range.end { continue }
      result.append(edit)
      end = max(end, edit.range.end)
    }
    return result
  }
}
