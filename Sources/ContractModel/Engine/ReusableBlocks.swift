/// The blocks an edit replaces, found again by their text: a block whose bytes come back
/// unchanged is kept, with its reading and findings, instead of being read again.
///
/// A keystroke replaces two blocks (the one typed into and the one before it), so a few blocks
/// are compared byte for byte; a larger replacement (a paste, a whole new text) finds them by a
/// hash of their bytes, taken over the buffer at once, not byte by byte as `[UInt8]` hashes.
struct ReusableBlocks {
  /// Up to this many blocks are searched one by one.
  private static let linearLimit = 8

  private var blocks: [WorkspaceBlock]
  private var taken: [Bool]
  /// For more than ``linearLimit`` blocks: the positions in ``blocks`` of each text, in order.
  private var positions: [BlockText: [Int]] = [:]

  /// The blocks of `candidates` that may be kept.
  init(_ candidates: [WorkspaceBlock]) {
    blocks = candidates
    taken = Array(repeating: false, count: candidates.count)
    guard candidates.count > Self.linearLimit else { return }
    for (position, block) in candidates.enumerated() {
      positions[BlockText(bytes: block.bytes), default: []].append(position)
    }
  }

  /// The first block not taken yet whose text is `bytes`, now taken; nil when there is none.
  mutating func take(_ bytes: [UInt8]) -> WorkspaceBlock? {
    if blocks.count <= Self.linearLimit {
      for position in blocks.indices where !taken[position] && blocks[position].bytes == bytes {
        taken[position] = true
        return blocks[position]
      }
      return nil
    }
    let key = BlockText(bytes: bytes)
    guard var list = positions[key], !list.isEmpty else { return nil }
    let position = list.removeFirst()
    positions[key] = list
    taken[position] = true
    return blocks[position]
  }
}

/// A block's bytes as a dictionary key, hashed over the whole buffer at once.
private struct BlockText: Hashable {
  let bytes: [UInt8]

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
