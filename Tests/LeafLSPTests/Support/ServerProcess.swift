import Foundation
import JSONRPC

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `leaf-lsp` binary running as a child process, spoken to over real pipes.
final class ServerProcess {
  let process = Process()
  let client: TestClient
  private let input = Pipe()
  private let output = Pipe()
  private let transport: StdioTransport
  private var inputClosed = false

  /// The built executable: `LEAF_LSP_BINARY` when set, else next to the test bundle, else in
  /// `.build/debug` of the package.
  static func executable() throws -> URL {
    let fileManager = FileManager.default
    // `LEAF_LSP_BINARY` names another build (CI runs the long resource tests against the release binary).
    if let path = ProcessInfo.processInfo.environment["LEAF_LSP_BINARY"], !path.isEmpty {
      let url = URL(fileURLWithPath: path, relativeTo: TestPaths.packageRoot).standardizedFileURL
      guard fileManager.isExecutableFile(atPath: url.path) else {
        throw TestClientError(description: "LEAF_LSP_BINARY=\(path) is not an executable")
      }
      return url
    }
    var candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("leaf-lsp")
    ]
    candidates.append(
      contentsOf: Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }.map {
        $0.appendingPathComponent("leaf-lsp")
      }
    )
    candidates.append(TestPaths.packageRoot.appendingPathComponent(".build/debug/leaf-lsp"))
    guard let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) }) else {
      throw TestClientError(description: "leaf-lsp is not built (looked at \(candidates.map(\.path))); run swift build")
    }
    // `swift test` does not relink the executable: refuse a binary older than the objects it is
    // linked from (they are recompiled, by `swift test` too, whenever a source changes).
    if let built = modificationDate(found.path), let newest = newestObjectDate(near: found), newest > built {
      throw TestClientError(description: "\(found.path) is older than its modules; run swift build first")
    }
    return found
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// The newest object file of the modules linked into `leaf-lsp`.
  private static func newestObjectDate(near executable: URL) -> Date? {
    let buildFolder = executable.deletingLastPathComponent()
    var newest: Date?
    for module in ["LeafLSP", "JSONRPC", "ContractModel"] {
      let folder = buildFolder.appendingPathComponent("\(module).build").path
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".o") {
        guard let date = modificationDate(folder + "/" + name) else { continue }
        if newest.map({ date > $0 }) ?? true { newest = date }
      }
    }
    return newest
  }

  /// Starts `leaf-lsp` with `arguments`; its standard error goes to `stderrFile` (or is dropped).
  init(arguments: [String] = ["serve", "--stdio"], stderrFile: URL? = nil) throws {
    // A write to a server that has gone must fail, not kill the test process.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = try Self.executable()
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    if let stderrFile {
      _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: stderrFile)
    } else {
      process.standardError = FileHandle.nullDevice
    }
    transport = StdioTransport(
      input: output.fileHandleForReading.fileDescriptor,
      output: input.fileHandleForWriting.fileDescriptor
    )
    try process.run()
    client = TestClient(transport: transport)
  }

  /// Closes the server's standard input (end of input for the server).
  func closeInput() {
    guard !inputClosed else { return }
    inputClosed = true
    try? input.fileHandleForWriting.close()
  }

  /// Waits for the process to end; returns its exit status, or nil on timeout.
  func waitForExit(timeout: Duration = .seconds(10)) async -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      guard ContinuousClock.now < deadline else { return nil }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return process.terminationStatus
  }

  /// Ends the process if it still runs, and releases the pipes.
  func stop() async {
    if process.isRunning {
      closeInput()
      if await waitForExit(timeout: .seconds(2)) == nil {
        process.terminate()
        _ = await waitForExit(timeout: .seconds(5))
      }
    }
    transport.close()
    try? await client.waitForEndOfInput(timeout: .seconds(2))
  }
}
