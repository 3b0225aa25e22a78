import Foundation
import Testing

/// The runner the CLI tests rely on: exit codes, large pipes, the working folder, the timeout.
@Suite("ProcessRunner")
struct ProcessRunnerTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  @Test("the built leaf-lsp binary is where the runner looks")
  func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: ProcessRunner.leafLSPExecutable.path))
    #expect(
      FileManager.default.fileExists(atPath: ProcessRunner.repositoryRoot.appendingPathComponent("Package.swift").path)
    )
  }

  @Test("exit code, stdout and stderr are captured apart")
  func captures() async throws {
    let result = try await ProcessRunner.run(Self.shell, ["-c", "printf out; printf err >&2; exit 3"])
    #expect(result.exitCode == 3)
    #expect(!result.terminatedBySignal)
    #expect(result.stdout == "out")
    #expect(result.stderr == "err")
  }

  @Test("megabytes through standard input and both output pipes do not deadlock")
  func largePipes() async throws {
    let input = Data(repeating: UInt8(ascii: "x"), count: 2 << 20)
    let result = try await ProcessRunner.run(
      Self.shell,
      ["-c", "cat; head -c 1048576 /dev/zero >&2"],
      standardInput: input
    )
    #expect(result.standardOutput == input)
    #expect(result.standardError.count == 1 << 20)
  }

  @Test("the working folder and environment reach the child; standard input is empty when none is given")
  func folderAndEnvironment() async throws {
    let folder = try TemporaryFolder()
    let result = try await ProcessRunner.run(
      Self.shell,
      ["-c", "pwd; echo \"$LEAF_TEST_VALUE\"; wc -c"],
      in: folder.url,
      environment: ["LEAF_TEST_VALUE": "42"]
    )
    #expect(result.stdout.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [folder.url.path, "42", "0"])
  }

  @Test("a process that outlives the timeout is killed and reported")
  func timeout() async throws {
    let start = Date()
    await #expect(throws: ProcessRunnerError.self) {
      try await ProcessRunner.run(Self.shell, ["-c", "exec sleep 600"], timeout: 1)
    }
    // The child sleeps 600 s: returning well before that means it was killed, however loaded the
    // machine (a 2-core machine running other builds took 28 s to get here once).
    #expect(Date().timeIntervalSince(start) < 300)
  }
}
