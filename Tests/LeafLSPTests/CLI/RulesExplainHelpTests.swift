import Foundation
import Testing

/// `leaf-lsp rules`, `leaf-lsp explain`, `--help`, `--version` and unknown subcommands, through the built binary.
@Suite("rules, explain, help and version")
struct RulesExplainHelpTests {
  static func docPage(_ id: String) throws -> String {
    try String(contentsOf: ProcessRunner.repositoryRoot.appendingPathComponent("docs/rules/\(id).md"), encoding: .utf8)
  }

  @Test("rules lists all 33 rule ids with their default severities and a line each")
  func rules() async throws {
    let result = try await ProcessRunner.leafLSP(["rules"])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.lines
    #expect(lines.count == 33)
    var listed: [String] = []
    for line in lines {
      let id = String(line.prefix { $0 != " " })
      listed.append(id)
      let rest = line.dropFirst(id.count).trimmingCharacters(in: .whitespaces)
      let severity = try #require(RuleList.defaultSeverity[id], "unexpected rule '\(id)'")
      #expect(rest.hasPrefix(severity + " "), "\(line)")
      #expect(rest.count > severity.count + 10, "a one-line summary follows: \(line)")
    }
    #expect(listed == RuleList.ids)
  }

  @Test("rules takes no arguments")
  func rulesWithArguments() async throws {
    let result = try await ProcessRunner.leafLSP(["rules", "extra"])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "leaf-lsp rules: takes no arguments, not 'extra'\nsee 'leaf-lsp rules --help'\n")
  }

  @Test("explain prints the rule's doc page", arguments: RuleList.ids)
  func explainRule(id: String) async throws {
    let result = try await ProcessRunner.leafLSP(["explain", id])
    #expect(result.exitCode == 0)
    let page = try Self.docPage(id)
    #expect(result.stdout == (page.hasSuffix("\n") ? page : page + "\n"))
  }

  @Test("explain finds the doc page from any working folder")
  func explainFromElsewhere() async throws {
    let folder = try TemporaryFolder()
    let result = try await folder.leafLSP(["explain", "touch-only-action"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("# touch-only-action\n"))
    #expect(result.stdout == (try Self.docPage("touch-only-action")))
  }

  @Test("explain prints a built-in catalog entry, named in one argument or several")
  func explainCatalogEntry() async throws {
    let quoted = try await ProcessRunner.leafLSP(["explain", "Platform Copy Paste"])
    #expect(quoted.exitCode == 0)
    #expect(quoted.stdout.hasPrefix("# Platform Copy Paste\n"))
    #expect(quoted.stdout.count > 200)
    let words = try await ProcessRunner.leafLSP(["explain", "Platform", "Copy", "Paste"])
    #expect(words.stdout == quoted.stdout)
    for entry in ["Reading Order Drift", "Platform Interaction Contract", "Reading Order Contract"] {
      let result = try await ProcessRunner.leafLSP(["explain", entry])
      #expect(result.exitCode == 0)
      #expect(result.stdout.hasPrefix("# \(entry)\n"))
    }
  }

  @Test("explain of an unknown name exits 2, with a did-you-mean where one is close")
  func explainUnknown() async throws {
    let nope = try await ProcessRunner.leafLSP(["explain", "nope"])
    #expect(nope.exitCode == 2)
    #expect(nope.stdout.isEmpty)
    #expect(nope.stderr.contains("'nope'"))
    #expect(!nope.stderr.contains("did you mean"))
    let typo = try await ProcessRunner.leafLSP(["explain", "touch-only-actoin"])
    #expect(typo.exitCode == 2)
    #expect(typo.stderr.contains("did you mean 'touch-only-action'?"))
    let entry = try await ProcessRunner.leafLSP(["explain", "platform copy past"])
    #expect(entry.exitCode == 2)
    #expect(entry.stderr.contains("did you mean 'Platform Copy Paste'?"))
    let nothing = try await ProcessRunner.leafLSP(["explain"])
    #expect(nothing.exitCode == 2)
    #expect(
      nothing.stderr == "leaf-lsp explain: needs a rule id or a catalog entry name\nsee 'leaf-lsp explain --help'\n"
    )
  }

  @Test("--help, -h and help print the help on stdout and exit 0", arguments: ["--help", "-h", "help"])
  func help(flag: String) async throws {
    let result = try await ProcessRunner.leafLSP([flag])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    for word in ["USAGE: leaf-lsp", "check", "rules", "explain", "--version"] {
      #expect(result.stdout.contains(word))
    }
  }

  @Test("check --help prints the check help with the exit codes on stdout")
  func checkHelp() async throws {
    let result = try await ProcessRunner.leafLSP(["check", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("USAGE: leaf-lsp check"))
    for option in ["--format", "--max-warnings", "--stdin-filename", "--no-color", "EXIT STATUS"] {
      #expect(result.stdout.contains(option))
    }
  }

  @Test("--version prints 'leaf-lsp <version>'")
  func version() async throws {
    let result = try await ProcessRunner.leafLSP(["--version"])
    #expect(result.exitCode == 0)
    let line = try #require(result.stdout.lines.first)
    #expect(result.stdout.lines.count == 1)
    #expect(line.hasPrefix("leaf-lsp "))
    let version = line.dropFirst("leaf-lsp ".count).split(separator: ".")
    #expect(version.count == 3 && version.allSatisfy { Int($0) != nil }, "not a semantic version: \(line)")
  }

  @Test(
    "an unknown subcommand or option exits 2, naming it and the help on stderr",
    arguments: ["frobnicate", "--frobnicate"]
  )
  func unknownSubcommand(word: String) async throws {
    let result = try await ProcessRunner.leafLSP([word])
    #expect(result.exitCode == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "leaf-lsp: unknown command or option '\(word)'\nsee 'leaf-lsp --help'\n")
  }
}
