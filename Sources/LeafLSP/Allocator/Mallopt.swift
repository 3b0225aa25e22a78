#if canImport(Glibc)
import Glibc
#endif

/// glibc's `mallopt`, looked up by name: it is not in the Glibc module. Elsewhere (other C
/// libraries, Darwin) nothing is set.
enum Mallopt {
  /// The parameters of `<malloc.h>` the executable sets.
  enum Parameter: Int32 {
    /// `M_TOP_PAD`: how much more than asked the allocator takes from the system when it grows.
    case topPad = -2
    /// `M_ARENA_MAX`: how many arenas threads share.
    case arenaMaximum = -8
  }

  /// Sets `parameter` to `value`; returns whether it was set.
  @discardableResult
  static func set(_ parameter: Parameter, _ value: Int32) -> Bool {
    #if canImport(Glibc)
    typealias Function = @convention(c) (Int32, Int32) -> Int32
    // A null handle is RTLD_DEFAULT: the symbol as the process already resolves it.
    guard let symbol = dlsym(nil, "mallopt") else { return false }
    return unsafeBitCast(symbol, to: Function.self)(parameter.rawValue, value) == 1
    #else
    return false
    #endif
  }
}
