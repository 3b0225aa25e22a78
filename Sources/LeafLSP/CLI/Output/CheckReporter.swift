import ContractModel
import JSONRPC

/// An object from ordered members (a non-generic signature, so that literals infer).
func jsonObject(_ members: [(String, JSONValue)]) -> JSONObject { JSONObject(members) }

/// Turns checked files into one output format.
protocol CheckReporter {
  /// The findings of `files` in this format, for standard output.
  func report(_ files: [CheckedFile]) -> String
  /// A line saying why the run fails beyond its findings (too many warnings), in the stream
  /// people read for this format: never inside machine-readable output.
  func failureNote(_ message: String) -> RunNote
}

extension CheckReporter {
  /// By default on standard error, so that standard output stays the format's own.
  func failureNote(_ message: String) -> RunNote {
    .standardError("leaf-lsp check: \(message)\n")
  }
}

/// A line about the run itself, and the stream it goes to.
enum RunNote: Equatable {
  case standardOutput(String)
  case standardError(String)
}

/// A diagnostic's place as people count it: 1-based lines and columns in Unicode characters
/// (code points), the same columns in every format.
struct PrintedLocation {
  let line: Int
  let column: Int
  let endLine: Int
  let endColumn: Int

  init(_ range: SourceRange, in lines: any LineIndex) {
    let start = lines.position(of: range.start, encoding: .utf32)
    let end = lines.position(of: range.end, encoding: .utf32)
    line = start.line + 1
    column = start.column + 1
    endLine = end.line + 1
    endColumn = end.column + 1
  }
}

extension Severity {
  /// How the severity is printed in text output.
  var word: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .information: "info"
    case .hint: "hint"
    }
  }
}

/// Counts for the closing summary line.
struct SeverityCounts {
  var errors = 0
  var warnings = 0
  var information = 0
  var hints = 0

  init(_ files: [CheckedFile]) {
    for diagnostic in files.flatMap(\.diagnostics) {
      switch diagnostic.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .information: information += 1
      case .hint: hints += 1
      }
    }
  }

  var summary: String {
    func plural(_ count: Int, _ word: String, _ words: String) -> String { "\(count) \(count == 1 ? word : words)" }
    return [
      plural(errors, "error", "errors"), plural(warnings, "warning", "warnings"),
      plural(information, "information", "information"), plural(hints, "hint", "hints"),
    ].joined(separator: ", ")
  }
}
