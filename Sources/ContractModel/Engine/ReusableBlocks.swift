/// The blocks an edit replaces, found again by their text: a block whose bytes come back
/// unchanged is kept, with its reading and findings, instead of being read again.
///
/// A keystroke replaces two blocks (the one typed into and the one before it), so a few blocks
/// are compared byte for byte; a larger replacement (a paste, a whole new text) finds them by a
/// hash of their bytes, taken over the buffer at once, not byte by byte as `[UInt8]` hashes.
struct ReusableBlocks {
  /// Up to this many blocks are searched one by one.
  private static let linearLimit = 8

  /// The candidates; nil once taken.
  private var blocks: [WorkspaceBlock?]
  /// For more than ``linearLimit`` blocks: the positions in ``blocks`` of each text, in order.
  private var positions: [BlockTextKey: [Int]] = [:]

  /// The blocks of `candidates` that may be kept.
  init(_ candidates: some Collection<WorkspaceBlock>) {
    blocks = candidates.map { $0 }
    guard blocks.count > Self.linearLimit else { return }
    for (position, block) in candidates.enumerated() {
      positions[BlockTextKey(bytes: block.bytes), default: []].append(position)
    }
  }

  /// The first block not taken yet whose text is `bytes`, now taken; nil when there is none.
  mutating func take(_ bytes: [UInt8]) -> WorkspaceBlock? {
    let position: Int
    if blocks.count <= Self.linearLimit {
      guard let found = blocks.firstIndex(where: { $0?.bytes == bytes }) else { return nil }
      position = found
    } else {
      let key = BlockTextKey(bytes: bytes)
      guard let list = positions[key], let first = list.first else { return nil }
      positions[key] = Array(list.dropFirst())
      position = first
    }
    defer { blocks[position] = nil }
    return blocks[position]
  }
}

/// A block's bytes as a dictionary key, hashed over the whole buffer at once.
private struct BlockTextKey: Hashable {
  let bytes: [UInt8]

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
