#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts detached POSIX threads for blocking reads, without Foundation's `Thread` (the binary
/// links only FoundationEssentials where the toolchain has it).
enum ReaderThread {
  /// The body handed to the new thread.
  private final class Body {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
  }

  /// Runs `body` on a new detached thread; returns false (and runs nothing) if no thread could
  /// be created.
  @discardableResult
  static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let result = pthread_create(
      &thread,
      nil,
      { raw in
        let pointer: UnsafeMutableRawPointer? = raw
        guard let pointer else { return nil }
        Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue().run()
        return nil
      },
      context
    )
    guard result == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return false
    }
    #if canImport(Darwin)
    if let thread { pthread_detach(thread) }
    #else
    pthread_detach(thread)
    #endif
    return true
  }
}
