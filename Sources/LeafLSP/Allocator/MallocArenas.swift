/// Keeps glibc's allocator to three arenas in the server process.
///
/// glibc gives threads their own arenas, up to eight per core; memory a thread frees stays in
/// its arena. The server reads large documents on other threads (off its actor) and reads the
/// blocks of its index on every core, so with an arena per thread freed memory piles up in arenas
/// the next allocation does not use (with 1,000 files indexed and a 10,000-line document typed
/// into, the peak was 15–19 MB higher when this was written; about 1.5 MB now). With one arena,
/// the threads that read the index on every core wait for each other at its lock: indexing 1,000
/// files took about a third longer (119 ms against 85–93 ms, median of interleaved starts). With
/// two, the two reading threads and the one reading the next files from disk sometimes share one:
/// 7 of 20 starts took 131–223 ms with about 2,000 context switches (85–112 ms and about 85 for
/// the others). Three arenas give each its own (0 of 20 slow, 91–120 ms) for 0.3 MB more at the
/// peak. Elsewhere than glibc nothing changes (see ``Mallopt``).
enum MallocArenas {
  /// The arenas the server keeps.
  static let serverArenas: Int32 = 3

  /// Limits the allocator to `count` arenas; call first thing, before threads allocate. Returns
  /// whether the limit was set.
  @discardableResult
  static func limit(to count: Int32) -> Bool {
    Mallopt.set(.arenaMaximum, count)
  }
}
