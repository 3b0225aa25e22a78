import Foundation
import Testing

/// A usage mistake, for every command: exit 2, nothing on stdout, and on stderr one line naming
/// the mistake and one naming the command's own help. The help itself still prints on `--help`.
@Suite("usage errors")
struct UsageErrorTests {
  /// Arguments, the command whose help is named, and the problem line.
  static let mistakes: [(arguments: [String], command: String, problem: String)] = [
    (["check", "--bogus", "."], "check", "unknown option '--bogus'"),
    (["check", "--format", "xml", "."], "check", "unknown format 'xml' (text, json, sarif, github, xcode)"),
    (["check", "--format"], "check", "--format needs a value"),
    (["check", "--max-warnings", "many"], "check", "--max-warnings needs a whole number, not 'many'"),
    (["check", "--config-root"], "check", "--config-root needs a value"),
    (["format", "--frobnicate"], "format", "unknown option '--frobnicate'"),
    (["rules", "--all"], "rules", "takes no arguments, not '--all'"),
    (["explain"], "explain", "needs a rule id or a catalog entry name"),
    (["serve", "--bogus"], "serve", "unknown argument '--bogus'"),
  ]

  @Test("one line naming the problem, then `see 'leaf-lsp <command> --help'`", arguments: 0..<mistakes.count)
  func oneLineAndThePointer(index: Int) async throws {
    let mistake = Self.mistakes[index]
    let folder = try TemporaryFolder()
    let result = try await folder.leafLSP(mistake.arguments)
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == "leaf-lsp \(mistake.command): \(mistake.problem)\nsee 'leaf-lsp \(mistake.command) --help'\n"
    )
  }

  @Test(
    "the help a usage error points at exists: exit 0, on stdout",
    arguments: ["check", "format", "rules", "explain"]
  )
  func pointedHelpExists(command: String) async throws {
    let result = try await ProcessRunner.leafLSP([command, "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("USAGE: leaf-lsp \(command)"), "\(result.stdout)")
  }

  @Test("an unknown command points at the main help, which exists")
  func unknownCommand() async throws {
    let result = try await ProcessRunner.leafLSP(["chek", "."])
    #expect(result.exitCode == 2)
    #expect(result.stderr == "leaf-lsp: unknown command or option 'chek'\nsee 'leaf-lsp --help'\n")
    let help = try await ProcessRunner.leafLSP(["--help"])
    #expect(help.exitCode == 0 && help.stdout.contains("USAGE: leaf-lsp"))
  }

  @Test("correct usage prints no pointer to the help")
  func noPointerWhenUsageIsRight() async throws {
    let folder = try TemporaryFolder()
    try folder.write("Counter.contract", Fixture.clean)
    let result = try await folder.leafLSP(["check", "--format=json", "--max-warnings", "0", "."])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
  }
}
