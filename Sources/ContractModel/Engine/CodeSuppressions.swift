import SwiftSource

/// A Swift file's `// leaf-ignore: rule-id reason` and `// leaf-ignore-file: rule-id` comments as
/// the ``DiagnosticPipeline`` takes suppressions: each rule id with where it is written, a line
/// comment covering the line SwiftSource found for it.
enum CodeSuppressions {
  /// The suppressions of `facts`, read from the file's `bytes`.
  static func of(_ facts: SwiftFacts, bytes: [UInt8]) -> [Suppression] {
    facts.suppressions.map { suppression in
      let range = suppression.location.range
      let comment = CommentSyntax(
        text: String(decoding: bytes[clamped(range, bytes.count)], as: UTF8.self),
        range: SourceRange(start: range.lowerBound, end: range.upperBound),
        line: suppression.line
      )
      let scope: Suppression.Scope
      switch suppression.scope {
      case .line(let line): scope = .lines(line...line)
      case .file: scope = .file
      case .nothing: scope = .nothing
      }
      var result = Suppression(
        rules: ruleRanges(suppression.ruleIDs, in: bytes, comment: range),
        reason: suppression.reason,
        comment: comment,
        scope: scope
      )
      result.marker = "//"
      return result
    }
  }

  /// Each id with the bytes it is written at: found in turn after the comment's colon.
  static func ruleRanges(_ ids: [String], in bytes: [UInt8], comment: Range<Int>) -> [(id: RuleID, range: SourceRange)]
  {
    let range = clamped(comment, bytes.count)
    var searchFrom = bytes[range].firstIndex(of: UInt8(ascii: ":")) ?? range.lowerBound
    return ids.map { id in
      let needle = Array(id.utf8)
      var found = range.lowerBound..<range.lowerBound
      var start = searchFrom
      while start + needle.count <= range.upperBound {
        if bytes[start..<(start + needle.count)].elementsEqual(needle) {
          found = start..<(start + needle.count)
          break
        }
        start += 1
      }
      if !found.isEmpty { searchFrom = found.upperBound }
      return (RuleID(id), SourceRange(start: found.lowerBound, end: found.upperBound))
    }
  }

  /// `range` inside `0..<count`.
  private static func clamped(_ range: Range<Int>, _ count: Int) -> Range<Int> {
    let lower = min(max(0, range.lowerBound), count)
    return lower..<min(max(lower, range.upperBound), count)
  }
}
