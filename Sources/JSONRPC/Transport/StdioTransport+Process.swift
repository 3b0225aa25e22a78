#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension StdioTransport {
  /// Prepares the process to speak the protocol over its standard streams and returns the
  /// descriptors to use.
  ///
  /// - Ignores `SIGPIPE`, so a vanished client makes writes fail with `EPIPE` instead of killing
  ///   the process.
  /// - Duplicates the real standard output (close-on-exec) for protocol output, then points
  ///   descriptor 1 at standard error: a stray `print` lands in the log instead of corrupting
  ///   the protocol stream.
  /// - Duplicates standard input (close-on-exec) for protocol input and points descriptor 0 at
  ///   `/dev/null`, so nothing else can consume protocol bytes.
  ///
  /// If a duplication fails, the original descriptor is used and left in place.
  public static func prepareProcessForStdio() -> (input: Int32, output: Int32) {
    _ = signal(SIGPIPE, SIG_IGN)
    _ = fflush(nil)

    var output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    if output >= 0 {
      _ = dup2(STDERR_FILENO, STDOUT_FILENO)
    } else {
      output = STDOUT_FILENO
    }

    var input = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
    if input >= 0 {
      let devNull = open("/dev/null", O_RDONLY)
      if devNull >= 0 {
        _ = dup2(devNull, STDIN_FILENO)
        closeDescriptor(devNull)
      }
    } else {
      input = STDIN_FILENO
    }
    return (input, output)
  }

  /// A transport over the process's standard streams, after ``prepareProcessForStdio()``.
  public static func standardStreams() -> StdioTransport {
    let descriptors = prepareProcessForStdio()
    return StdioTransport(input: descriptors.input, output: descriptors.output)
  }
}

/// Closes a file descriptor (a free function, since `close` inside the class is the method).
func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
