import Testing

@testable import ContractModel

/// The scans that read eight bytes at a time (line starts, the common ends of two texts) agree
/// with reading one byte at a time, wherever the bytes fall in a word.
@Suite("Fast paths: word-at-a-time scans")
struct WordScanTests {
  /// Pieces texts are made of: newlines of both kinds, ⌘ and emoji bytes, plain ASCII.
  static let pieces: [[UInt8]] = ["\n", "\r\n", "⌘", "🧾", "a", "Mac: ⌥⌘↑", "  ", "é", "\n\n"].map { Array($0.utf8) }

  static func text(_ random: inout SeededGenerator, length: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < length { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
    return bytes
  }

  static func naiveStarts(_ bytes: [UInt8]) -> [Int] {
    [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
  }

  static func naiveEnds(_ lhs: [UInt8], _ rhs: [UInt8]) -> (Int, Int) {
    let limit = min(lhs.count, rhs.count)
    var prefix = 0
    while prefix < limit, lhs[prefix] == rhs[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix, lhs[lhs.count - 1 - suffix] == rhs[rhs.count - 1 - suffix] { suffix += 1 }
    return (prefix, suffix)
  }

  @Test("Line starts agree with a byte-by-byte scan, for lengths 0 to 300")
  func lineStartsAgree() {
    var random = SeededGenerator(seed: 0x5CA2)
    for length in 0...300 {
      let bytes = Self.text(&random, length: length)
      #expect(LineTable.lineStarts(of: bytes).map { Int($0) } == Self.naiveStarts(bytes), "\(bytes)")
      #expect(LineTable(bytes: bytes).lineStarts == Self.naiveStarts(bytes), "\(bytes)")
    }
  }
}
