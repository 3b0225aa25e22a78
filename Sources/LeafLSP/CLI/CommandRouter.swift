/// Chooses the subcommand from the arguments.
enum CommandRouter {
  static func run(_ arguments: [String]) async -> ExitStatus {
    guard let first = arguments.first else { return await serve([]) }
    switch first {
    case "serve":
      return await serve(Array(arguments.dropFirst()))
    case "--stdio", "--log-file":
      return await serve(arguments)
    case "check":
      return CheckCommand.run(Array(arguments.dropFirst()))
    case "format":
      return FormatCommand.run(Array(arguments.dropFirst()))
    case "init":
      return InitCommand.run(Array(arguments.dropFirst()))
    case "rules":
      return RulesCommand.run(Array(arguments.dropFirst()))
    case "explain":
      return ExplainCommand.run(Array(arguments.dropFirst()))
    case "-h", "--help", "help":
      StandardStreams.out(HelpText.main)
      return .success
    case "--version", "-V", "version":
      StandardStreams.out("leaf-lsp \(LeafVersion.current)\n")
      return .success
    default:
      return UsageReport.fail("unknown command or option '\(first)'", command: nil)
    }
  }

  /// Whether `arguments` run the language server.
  static func serves(_ arguments: [String]) -> Bool {
    guard let first = arguments.first else { return true }
    return ["serve", "--stdio", "--log-file"].contains(first)
  }

  static func serve(_ arguments: [String]) async -> ExitStatus {
    ExitStatus(code: await ServeCommand.run(arguments: arguments))
  }
}
