#if canImport(Glibc)
import Glibc
#endif

/// Keeps glibc's allocator to one arena in the server process.
///
/// glibc gives threads their own arenas; memory a thread frees stays in its arena. The server
/// reads large documents on other threads (off its actor) and parses on every core, so freed
/// memory piles up in arenas the next allocation does not use: with 1,000 files indexed and a
/// 10,000-line document typed into, one arena peaks 15–19 MB lower (the index takes about 10 %
/// longer, the threads sharing one arena). `mallopt` is not in the Glibc module, so it is looked
/// up by name; elsewhere (other C libraries, Darwin) nothing changes.
enum MallocArenas {
  /// `M_ARENA_MAX` from `<malloc.h>`.
  private static let arenaMaximumParameter: Int32 = -8

  /// Limits the allocator to one arena; call first thing, before threads allocate. Returns
  /// whether the limit was set.
  @discardableResult
  static func limitToOne() -> Bool {
    #if canImport(Glibc)
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    // A null handle is RTLD_DEFAULT: the symbol as the process already resolves it.
    guard let symbol = dlsym(nil, "mallopt") else { return false }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    return mallopt(arenaMaximumParameter, 1) == 1
    #else
    return false
    #endif
  }
}
