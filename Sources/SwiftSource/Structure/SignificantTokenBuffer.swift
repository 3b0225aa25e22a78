/// The significant tokens of one file while the lexer makes them: memory the reader owns alone,
/// so appending a token, done for every one, is a store, with none of an array's copy-on-write
/// checks.
///
/// It is a plain value holding a pointer: only ``SignificantTokenReader`` makes one, never copies
/// it, and ends it with ``takeArray()``, which frees the memory.
struct SignificantTokenBuffer {
  private var base: UnsafeMutablePointer<SignificantToken>
  private var capacity: Int
  /// How many tokens it holds.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` tokens (it grows past that when needed).
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  /// Appends `token`.
  @inline(__always)
  mutating func append(_ token: SignificantToken) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count += 1
  }

  /// The token at `index` (`0..<count`).
  @inline(__always)
  subscript(index: Int) -> SignificantToken {
    get {
      precondition(index >= 0 && index < count)
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count)
      base[index] = newValue
    }
  }

  /// The tokens, in order, as an array; the buffer's memory is freed and it must not be used again.
  mutating func takeArray() -> [SignificantToken] {
    let tokens = Array(UnsafeBufferPointer(start: base, count: count))
    base.deinitialize(count: count)
    base.deallocate()
    count = 0
    capacity = 0
    return tokens
  }

  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<SignificantToken>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
