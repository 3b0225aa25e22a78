/// Exit codes a pipeline can trust.
struct ExitStatus: Equatable {
  let code: Int32

  /// No error, and no more warnings than allowed.
  static let success = ExitStatus(code: 0)
  /// Errors found, or more warnings than `--max-warnings` allows.
  static let findings = ExitStatus(code: 1)
  /// Bad usage, or a file that could not be read.
  static let usageOrIOError = ExitStatus(code: 2)
}
