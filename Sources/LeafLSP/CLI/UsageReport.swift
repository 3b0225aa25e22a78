/// How every command reports a mistake in how it was called: one line naming the mistake, and one
/// naming the help to read (`see 'leaf-lsp check --help'`), on standard error, exit 2.
enum UsageReport {
  /// Writes `leaf-lsp <command>: <problem>` and the help pointer; returns ``ExitStatus/usageOrIOError``.
  ///
  /// - Parameter command: the subcommand whose help explains the usage, or nil for `leaf-lsp` itself.
  static func fail(_ problem: String, command: String?) -> ExitStatus {
    StandardStreams.err(text(problem, command: command))
    return .usageOrIOError
  }

  /// The two lines ``fail(_:command:)`` writes.
  static func text(_ problem: String, command: String?) -> String {
    let name = command.map { "leaf-lsp \($0)" } ?? "leaf-lsp"
    return "\(name): \(problem)\nsee '\(name) --help'\n"
  }
}
