import Foundation
import Testing

@testable import ContractModel

extension ContractWorkspace {
  /// Replaces the first `old` in document `key` with `new`, as one edit; records an issue when the
  /// text has no `old`.
  func replaceFirst(_ old: String, with new: String, in key: String) {
    guard let range = firstRange(of: old, in: key) else { return }
    edit(key, range: range, newText: new)
  }

  /// Types `typed` right after the first `marker` in document `key`: one edit that inserts it, as a
  /// keystroke does.
  func type(_ typed: String, after marker: String, in key: String) {
    guard let range = firstRange(of: marker, in: key) else { return }
    edit(key, range: SourceRange(start: range.end, end: range.end), newText: typed)
  }

  /// Where `text` first stands in document `key` (UTF-8 offsets); records an issue when it does not.
  private func firstRange(of text: String, in key: String) -> SourceRange? {
    let current = self.text(key) ?? ""
    guard let found = current.utf8.firstRange(of: text.utf8) else {
      Issue.record("\(key) has no \(text)")
      return nil
    }
    let start = current.utf8.distance(from: current.utf8.startIndex, to: found.lowerBound)
    return SourceRange(start: start, end: start + text.utf8.count)
  }
}
