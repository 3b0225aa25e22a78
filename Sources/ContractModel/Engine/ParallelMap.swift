import Dispatch

/// `map` over an array on every core, keeping the order.
public enum ParallelMap {
  /// `elements` transformed by `transform`, in their order; the transforms run on every core
  /// (at once, on the calling thread, when there is one element or none).
  public static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element],
    _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    guard elements.count > 1 else { return elements.map(transform) }
    let box = ResultBox<Result>(count: elements.count)
    let chunks = min(elements.count, 64)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      var index = chunk
      while index < elements.count {
        box.set(index, transform(elements[index]))
        index += chunks
      }
    }
    return box.values()
  }
}

/// Slots written by one writer each, read after every writer finished.
///
/// The slots are memory allocated once, not an `Array`: writing an element of an array goes through
/// its uniqueness check (and, when another thread holds the buffer for a moment, a copy written
/// back), which is a data race when several threads write at once.
private final class ResultBox<Result>: @unchecked Sendable {
  // Invariant: each index is written by exactly one iteration of concurrentPerform, and
  // `values()` is called only after concurrentPerform returns, which orders the writes before it.
  private let slots: UnsafeMutableBufferPointer<Result?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    _ = slots.deinitialize()
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Result) {
    slots[index] = value
  }

  func values() -> [Result] { slots.map { $0! } }
}
