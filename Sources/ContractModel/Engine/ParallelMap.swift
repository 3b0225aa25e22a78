import Dispatch

/// `map` over an array on every core, keeping the order.
enum ParallelMap {
  static func map<Element: Sendable, Result: Sendable>(
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
private final class ResultBox<Result>: @unchecked Sendable {
  // Invariant: each index is written by exactly one iteration of concurrentPerform, and
  // `values()` is called only after concurrentPerform returns, which orders the writes before it.
  private var slots: [Result?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result) {
    slots.withUnsafeMutableBufferPointer { $0[index] = value }
  }

  func values() -> [Result] { slots.map { $0! } }
}
