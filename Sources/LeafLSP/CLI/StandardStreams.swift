import Foundation

/// Whole writes to standard output and standard error (never `print`, which buffers on a pipe).
enum StandardStreams {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether standard output is a terminal that accepts colour (and `NO_COLOR` is unset).
  static var outputSupportsColour: Bool {
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
      && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// Reads all of standard input.
  static func readStandardInput() -> Data {
    FileHandle.standardInput.readDataToEndOfFile()
  }
}
