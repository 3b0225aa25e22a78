import SwiftSource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `swift-reader-speed [--runs N] PATH...`: how fast SwiftSource's lexer, and the lexer with the
/// structural reader, go through the Swift files named or below the folders named, on one core.
///
/// Every file is read into memory first; then, on the calling thread only, the lexer
/// (`SwiftLexer.tokens(in:)`) and the structural reader (`SwiftStructure.read(_:)`,
/// which lexes too) each go over all of them `N` times (default 10), and the best pass counts.
/// Prints one JSON object on standard output: `files`, `bytes`, `lexer_ms`, `lexer_mb_s`,
/// `reader_ms`, `reader_mb_s`, `runs`, and the `tokens` and `calls` of one pass (what the passes
/// produced, so that none of them can be optimised away). A megabyte is 10⁶ bytes. Exits 2, with
/// its usage, on a bad option, a path that does not exist, or no Swift files.
@main
enum SwiftReaderSpeed {
  static let usage = """
    usage: swift-reader-speed [--runs N] PATH...
      Times SwiftSource's lexer alone, then the lexer and the structural reader, over every .swift
      file named or below the folders named (hidden entries left out), on one core, best of N
      passes (default 10). Prints one JSON object: files, bytes, lexer_ms, lexer_mb_s, reader_ms,
      reader_mb_s, runs, tokens, calls.

    """

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage, terminator: "")
      return
    }
    do {
      let (runs, paths) = try options(arguments)
      let files = try SpeedCorpus.read(paths)
      print(SpeedRun(files: files, runs: runs).json)
    } catch {
      var message = "swift-reader-speed: \(error.message)\n\(usage)"
      message.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
      exit(2)
    }
  }

  /// The number of passes and the paths of `arguments`.
  static func options(_ arguments: [String]) throws(UsageError) -> (runs: Int, paths: [String]) {
    var runs = 10
    var paths: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--runs" {
        guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
          throw UsageError(message: "--runs takes a number of passes, 1 or more")
        }
        runs = value
      } else if argument.hasPrefix("-") {
        throw UsageError(message: "unknown option \(argument)")
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { throw UsageError(message: "no paths given") }
    return (runs, paths)
  }
}

/// A mistake in how the tool was called, said in `message`.
struct UsageError: Error {
  /// What was wrong.
  var message: String
}
