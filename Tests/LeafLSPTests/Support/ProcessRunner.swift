import Foundation

/// What a finished process left behind.
struct ProcessResult: Sendable {
  /// Everything written to standard output.
  let standardOutput: Data
  /// Everything written to standard error.
  let standardError: Data
  /// The exit status (or the signal number, when `terminatedBySignal`).
  let exitCode: Int32
  /// Whether the process was killed by a signal rather than exiting.
  let terminatedBySignal: Bool

  /// Standard output as UTF-8 text.
  var stdout: String { String(decoding: standardOutput, as: UTF8.self) }
  /// Standard error as UTF-8 text.
  var stderr: String { String(decoding: standardError, as: UTF8.self) }
}

/// Why a process could not be run to its end.
enum ProcessRunnerError: Error, CustomStringConvertible {
  /// The executable is not where it should be (the package was not built).
  case missingExecutable(String)
  /// The process ran longer than allowed and was killed.
  case timedOut(seconds: Double, stdout: String, stderr: String)

  var description: String {
    switch self {
    case .missingExecutable(let path):
      "no executable at \(path): run 'swift build --build-tests' first"
    case .timedOut(let seconds, let stdout, let stderr):
      "the process ran longer than \(seconds) s and was killed.\nstdout:\n\(stdout)\nstderr:\n\(stderr)"
    }
  }
}

/// Runs the built `leaf-lsp` binary (or any executable) with arguments, standard input, a
/// working folder and an environment, and captures standard output, standard error and the
/// exit code. Standard output and standard error are pipes, never terminals.
enum ProcessRunner {
  /// The package root, found from this file's place in `Tests/LeafLSPTests/Support/`.
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // LeafLSPTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The binary that `swift build` and `swift test` build.
  static let leafLSPExecutable: URL = repositoryRoot.appendingPathComponent(".build/debug/leaf-lsp")

  /// How long a process may run before it is killed.
  static let defaultTimeout: Double = 60

  /// The environment every child starts from: this process's, without the variables that would
  /// change what `leaf-lsp` prints (`NO_COLOR`, `LEAF_LSP_DOCS`), and with a colour-capable `TERM`
  /// so that a test seeing no colour proves the pipe was detected.
  static var baseEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["LEAF_LSP_DOCS"] = nil
    environment["TERM"] = "xterm-256color"
    return environment
  }

  /// Runs `leaf-lsp` with `arguments`.
  ///
  /// - Parameters:
  ///   - standardInput: bytes written to the child's standard input, which is then closed;
  ///     `nil` connects standard input to `/dev/null`.
  ///   - directory: the working folder (default: the package root).
  ///   - environment: variables set on top of `baseEnvironment`.
  static func leafLSP(
    _ arguments: [String],
    standardInput: Data? = nil,
    in directory: URL? = nil,
    environment: [String: String] = [:],
    timeout: Double = defaultTimeout
  ) async throws -> ProcessResult {
    try await run(
      leafLSPExecutable,
      arguments,
      standardInput: standardInput,
      in: directory,
      environment: environment,
      timeout: timeout
    )
  }

  /// Runs any executable; see `leafLSP(_:standardInput:in:environment:timeout:)`.
  static func run(
    _ executable: URL,
    _ arguments: [String],
    standardInput: Data? = nil,
    in directory: URL? = nil,
    environment: [String: String] = [:],
    timeout: Double = defaultTimeout
  ) async throws -> ProcessResult {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw ProcessRunnerError.missingExecutable(executable.path)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repositoryRoot
    process.environment = baseEnvironment.merging(environment) { _, new in new }

    let output = Pipe()
    let error = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput == nil ? FileHandle.nullDevice : input

    let exit = ExitSignal()
    process.terminationHandler = { _ in exit.fire() }
    try process.run()

    // Read both pipes and feed standard input on their own threads, so that no pipe fills up.
    async let standardOutput = readToEnd(output.fileHandleForReading)
    async let standardError = readToEnd(error.fileHandleForReading)
    if let standardInput {
      let writer = input.fileHandleForWriting
      DispatchQueue.global().async {
        try? writer.write(contentsOf: standardInput)
        try? writer.close()
      }
    }

    let exited = await exit.wait(timeout: timeout)
    if !exited {
      process.terminate()
      let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
      DispatchQueue.global().asyncAfter(deadline: .now() + 5, execute: killer)
      _ = await exit.wait(timeout: 10)
      killer.cancel()
    }
    let result = ProcessResult(
      standardOutput: await standardOutput,
      standardError: await standardError,
      exitCode: process.terminationStatus,
      terminatedBySignal: process.terminationReason == .uncaughtSignal
    )
    if !exited {
      throw ProcessRunnerError.timedOut(seconds: timeout, stdout: result.stdout, stderr: result.stderr)
    }
    return result
  }

  /// Reads a pipe to its end on a thread outside the cooperative pool.
  private static func readToEnd(_ handle: FileHandle) async -> Data {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: (try? handle.readToEnd()) ?? Data())
      }
    }
  }
}

/// Fires once when the process exits; waiting for it can time out.
private final class ExitSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false
  private var waiter: CheckedContinuation<Bool, Never>?

  func fire() {
    lock.lock()
    fired = true
    let waiting = waiter
    waiter = nil
    lock.unlock()
    waiting?.resume(returning: true)
  }

  /// `true` when the process exited within `timeout` seconds.
  func wait(timeout: Double) async -> Bool {
    await withCheckedContinuation { continuation in
      lock.lock()
      if fired {
        lock.unlock()
        continuation.resume(returning: true)
        return
      }
      waiter = continuation
      lock.unlock()
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
        lock.lock()
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume(returning: false)
      }
    }
  }
}
