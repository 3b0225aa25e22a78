import JSONRPC

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `leaf-lsp`, `leaf-lsp serve` and `leaf-lsp serve --stdio`: runs the language server over
/// standard input and output until `exit` or end of input.
public enum ServeCommand {
  /// The options of `serve`.
  struct Options: Sendable, Hashable {
    var logFile: String?
    var showVersion = false
    var showHelp = false
    /// `--max-file-size` and `--max-message-size`.
    var limits = ServerLimits()
  }

  static let usage = """
    Usage: leaf-lsp [serve] [--stdio] [--log-file PATH] [--max-file-size BYTES] [--max-message-size BYTES]

    Runs the leaf-lsp language server over standard input and output (LSP 3.17).

    Options:
      --stdio            Speak LSP over standard input and output (the default).
      --log-file PATH    Append the server's log to PATH instead of standard error.
      --max-file-size BYTES
                         Do not analyse a contract larger than this; it gets one `file-too-large`
                         error instead (default 16777216, 16 MiB).
      --max-message-size BYTES
                         Skip, unread, any message whose Content-Length is larger, and log an
                         error (default 67108864, 64 MiB).
      --version          Print the version and exit.
      -h, --help         Print this help and exit.
    """

  /// Runs the server; returns the process exit code: 0 after `shutdown` and `exit`, 1 for
  /// `exit` (or end of input) without `shutdown`, 2 for bad arguments.
  ///
  /// - Parameter arguments: the command-line arguments after the program name; a leading
  ///   `serve` is accepted.
  public static func run(arguments: [String]) async -> Int32 {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      PosixFiles.write(UsageReport.text("\(error)", command: "serve"), to: 2)
      return 2
    }
    if options.showHelp {
      print(usage)
      return 0
    }
    if options.showVersion {
      print("\(ServerIdentity.name) \(ServerIdentity.version)")
      return 0
    }
    let log = ServerLog(path: options.logFile)
    let transport = StdioTransport.standardStreams()
    return await serve(transport: transport, log: log, limits: options.limits)
  }

  /// Serves one connection over `transport` until it ends; returns the exit code.
  static func serve(transport: any Transport, log: ServerLog, limits: ServerLimits = ServerLimits()) async -> Int32 {
    let connection = Connection(transport: transport, maximumMessageSize: limits.maxMessageSize) { line in
      log.log(.warning, line, toClient: false)
    }
    let server = LanguageServer(connection: connection, log: log, limits: limits)
    let pid = ProcessInfo.processInfo.processIdentifier
    log.info("\(ServerIdentity.name) \(ServerIdentity.version) started (pid \(pid))")
    await connection.run(handler: server)
    let code = await server.processExitCode
    log.info("Connection ended; exiting with code \(code)")
    return code
  }

  /// A command-line error.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  /// Parses the arguments of `serve`.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    if remaining.first == "serve" { remaining = remaining.dropFirst() }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--stdio":
        continue
      case "--log-file":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          throw UsageError(description: "--log-file needs a path")
        }
        options.logFile = path
      case _ where argument.hasPrefix("--log-file="):
        let path = String(argument.dropFirst("--log-file=".count))
        guard !path.isEmpty else { throw UsageError(description: "--log-file needs a path") }
        options.logFile = path
      case "--max-file-size":
        options.limits.maxFileSize = try byteCount(remaining.popFirst(), for: argument)
      case "--max-message-size":
        options.limits.maxMessageSize = try byteCount(remaining.popFirst(), for: argument)
      case "--version":
        options.showVersion = true
      case "-h", "--help":
        options.showHelp = true
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
    return options
  }

  /// A positive byte count given to `option`.
  private static func byteCount(_ value: String?, for option: String) throws(UsageError) -> Int {
    guard let value, let count = Int(value), count > 0 else {
      throw UsageError(description: "\(option) needs a positive number of bytes")
    }
    return count
  }
}
