/// UTF-8 bytes as a dictionary key, equal byte for byte and hashed in one piece (an array of bytes
/// hashes byte by byte).
struct ByteKey: Hashable, Sendable {
  var bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func hash(into hasher: inout Hasher) {
    hasher.combine(bytes.count)
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

/// A set of non-negative integers: a bit mask below 256, a hash set above.
struct SmallIntSet: Sendable {
  private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var large: Set<Int> = []

  mutating func insert(_ value: Int) {
    switch value {
    case 0..<64: bits.0 |= 1 << UInt64(value)
    case 64..<128: bits.1 |= 1 << UInt64(value - 64)
    case 128..<192: bits.2 |= 1 << UInt64(value - 128)
    case 192..<256: bits.3 |= 1 << UInt64(value - 192)
    default: large.insert(value)
    }
  }

  func contains(_ value: Int) -> Bool {
    switch value {
    case 0..<64: bits.0 & (1 << UInt64(value)) != 0
    case 64..<128: bits.1 & (1 << UInt64(value - 64)) != 0
    case 128..<192: bits.2 & (1 << UInt64(value - 128)) != 0
    case 192..<256: bits.3 & (1 << UInt64(value - 192)) != 0
    default: large.contains(value)
    }
  }

  mutating func formUnion(_ other: SmallIntSet) {
    bits = (bits.0 | other.bits.0, bits.1 | other.bits.1, bits.2 | other.bits.2, bits.3 | other.bits.3)
    if !other.large.isEmpty { large.formUnion(other.large) }
  }

  /// The members, in no particular order.
  var elements: [Int] {
    var result = Array(large)
    let words = [bits.0, bits.1, bits.2, bits.3]
    for (index, word) in words.enumerated() where word != 0 {
      for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { result.append(index * 64 + bit) }
    }
    return result
  }
}
