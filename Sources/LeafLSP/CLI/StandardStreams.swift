#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole writes to standard output and standard error (never `print`, which buffers on a pipe).
enum StandardStreams {
  static func out(_ text: String) {
    PosixFiles.write(text, to: STDOUT_FILENO)
  }

  static func err(_ text: String) {
    PosixFiles.write(text, to: STDERR_FILENO)
  }

  /// Whether standard output is a terminal that accepts colour (and `NO_COLOR` is unset).
  static var outputSupportsColour: Bool {
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
      && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// Reads all of standard input.
  static func readStandardInput() -> Data {
    Data(PosixFiles.readAll(STDIN_FILENO))
  }
}
