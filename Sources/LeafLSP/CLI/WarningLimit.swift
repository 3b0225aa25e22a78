import ContractModel

/// `--max-warnings N`: whether the warnings are more than allowed, and the sentence that says so.
enum WarningLimit {
  /// `12 warnings, more than --max-warnings 0` when `files` hold more warnings than `limit`;
  /// nil when there is no limit or it holds.
  static func exceeded(in files: [CheckedFile], limit: Int?) -> String? {
    guard let limit else { return nil }
    let warnings = files.reduce(0) { count, file in count + file.diagnostics.count { $0.severity == .warning } }
    guard warnings > limit else { return nil }
    return "\(warnings) \(warnings == 1 ? "warning" : "warnings"), more than --max-warnings \(limit)"
  }
}
