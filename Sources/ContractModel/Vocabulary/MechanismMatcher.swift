/// A mechanism found in some text.
public struct MechanismMatch: Sendable, Hashable {
  /// The mechanism.
  public let mechanism: Mechanism
  /// UTF-8 offsets of the match in the scanned text.
  public let range: Range<Int>
}

/// Finds vocabulary terms in text: case-insensitive, whole words, longest match first.
public enum MechanismMatcher {
  /// One spelling: where its bytes are in ``spellingBytes`` and which mechanism it names.
  private struct Candidate: Sendable {
    let offset: Int
    let count: Int
    let mechanism: Int
  }

  /// Every spelling's bytes, one after the other.
  private static let spellingBytes: [UInt8] = MechanismVocabulary.spellings.flatMap(\.spelling)
  /// The mechanism of each spelling, in ``MechanismVocabulary/spellings`` order.
  private static let mechanisms: [Mechanism] = MechanismVocabulary.spellings.map(\.mechanism)
  /// Every spelling, grouped by first byte; within a group longest first (the order of
  /// ``MechanismVocabulary/spellings``).
  private static let candidates: [Candidate] = {
    var table = [[Candidate]](repeating: [], count: 256)
    var offset = 0
    for (index, entry) in MechanismVocabulary.spellings.enumerated() {
      table[Int(entry.spelling[0])].append(Candidate(offset: offset, count: entry.spelling.count, mechanism: index))
      offset += entry.spelling.count
    }
    return table.flatMap { $0 }
  }()
  /// For each first byte (0–255), where its group lies in ``candidates``: one flat table, so that
  /// a look costs no reference counting of a group.
  private static let groups: [Range<Int>] = {
    var counts = [Int](repeating: 0, count: 256)
    for entry in MechanismVocabulary.spellings { counts[Int(entry.spelling[0])] += 1 }
    var start = 0
    return counts.map { count in
      defer { start += count }
      return start..<(start + count)
    }
  }()

  /// Every non-overlapping term in `text`, left to right.
  public static func matches(in text: String) -> [MechanismMatch] {
    matches(in: Array(text.utf8))
  }

  /// Every non-overlapping term in UTF-8 `bytes`, left to right.
  public static func matches(in bytes: [UInt8]) -> [MechanismMatch] {
    var result: [MechanismMatch] = []
    withTables { spellings, table, groups in
      bytes.withUnsafeBufferPointer { text in
        var index = 0
        while index < text.count {
          if index == 0 || !isWordByte(text[index - 1]),
            let found = longestMatch(in: text, at: index, end: text.count, tables: (spellings, table, groups))
          {
            // Room for a few at the first: a path names one to four, and growing one by one
            // allocated at each.
            if result.isEmpty { result.reserveCapacity(4) }
            result.append(MechanismMatch(mechanism: mechanisms[found.mechanism], range: index..<found.end))
            index = found.end
            continue
          }
          index += 1
        }
      }
    }
    return result
  }

  /// Whether a term starts at `range.lowerBound` of `bytes` and ends inside `range` at a word
  /// boundary (the end of `range` counts as one): the first match of
  /// `matches(in: Array(bytes[range]))` starts at 0 exactly when this holds.
  static func startsWithTerm(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return false }
    return withTables { spellings, table, groups in
      bytes.withUnsafeBufferPointer { text in
        let window = UnsafeBufferPointer(rebasing: text[range])
        return longestMatch(in: window, at: 0, end: window.count, tables: (spellings, table, groups)) != nil
      }
    }
  }

  /// The spelling bytes, the candidates and their groups, as buffers.
  private typealias Tables = (
    spellings: UnsafeBufferPointer<UInt8>,
    candidates: UnsafeBufferPointer<Candidate>,
    groups: UnsafeBufferPointer<Range<Int>>
  )

  /// Calls `body` with the tables as buffers.
  private static func withTables<Result>(
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Candidate>, UnsafeBufferPointer<Range<Int>>) -> Result
  ) -> Result {
    spellingBytes.withUnsafeBufferPointer { spellings in
      candidates.withUnsafeBufferPointer { table in
        groups.withUnsafeBufferPointer { groups in body(spellings, table, groups) }
      }
    }
  }

  /// The longest spelling at `start` that ends at a word boundary before `end`: its mechanism's
  /// index in ``mechanisms`` and where it ends.
  @inline(__always)
  private static func longestMatch(
    in text: UnsafeBufferPointer<UInt8>,
    at start: Int,
    end limit: Int,
    tables: Tables
  ) -> (mechanism: Int, end: Int)? {
    let group = tables.groups[Int(lowercased(text[start]))]
    if group.isEmpty { return nil }
    let spellings = tables.spellings
    for position in group {
      let candidate = tables.candidates[position]
      let end = start + candidate.count
      guard end <= limit else { continue }
      if end < limit && isWordByte(text[end]) { continue }
      var equal = true
      for offset in 1..<candidate.count where lowercased(text[start + offset]) != spellings[candidate.offset + offset] {
        equal = false
        break
      }
      if equal { return (candidate.mechanism, end) }
    }
    return nil
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  /// ASCII letters, digits and `_`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
