#if canImport(Glibc)
import Glibc
#endif

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
/// peak. `mallopt` is not in the Glibc module, so it is looked up by name; elsewhere (other C
/// libraries, Darwin) nothing changes.
enum MallocArenas {
  /// `M_ARENA_MAX` from `<malloc.h>`.
  private static let arenaMaximumParameter: Int32 = -8
  /// The arenas the server keeps.
  static let serverArenas: Int32 = 3

  /// Limits the allocator to `count` arenas; call first thing, before threads allocate. Returns
  /// whether the limit was set.
  @discardableResult
  static func limit(to count: Int32) -> Bool {
    #if canImport(Glibc)
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    // A null handle is RTLD_DEFAULT: the symbol as the process already resolves it.
    guard let symbol = dlsym(nil, "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    return mallopt(arenaMaximumParameter, count) == 1
    #else
    return false
    #endif
  }
}
