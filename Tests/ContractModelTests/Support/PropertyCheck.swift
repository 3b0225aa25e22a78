import Foundation

/// Runs a property over real and random contracts, off the threads that async tests share.
enum PropertyCheck {
  /// The problems `check` finds in every corpus text (the examples and docs) and in `count` random
  /// and mutated inputs made from `seed`.
  ///
  /// CPU-bound for seconds: it runs on a thread of its own, so that the few cooperative threads of a
  /// 2-core machine stay free for the tests that wait on servers and connections.
  static func problems(
    seed: UInt64,
    count: Int,
    _ check: @escaping @Sendable (String) -> [String]
  ) async throws
    -> [String]
  {
    let corpus = try FuzzTests.corpus()
    return await offSharedThreads {
      var random = SeededGenerator(seed: seed)
      var problems = corpus.flatMap(check)
      for index in 0..<count {
        let text =
          index.isMultiple(of: 2)
          ? FuzzTests.randomContract(&random)
          : FuzzTests.mutate(corpus.randomElement(using: &random)!, &random)
        problems += check(text)
      }
      return problems
    }
  }

  /// Runs CPU-bound `work` on a thread of its own, at a lower priority, and returns its result: the
  /// few cooperative threads of a 2-core machine stay free, and get the processors first, for the
  /// tests that wait on servers and connections.
  static func offSharedThreads<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        #if os(Linux)
        // On Linux a nice value is the calling thread's own.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
        continuation.resume(returning: work())
      }
      thread.qualityOfService = .utility
      thread.start()
    }
  }
}
