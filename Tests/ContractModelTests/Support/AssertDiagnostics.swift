import Testing

@testable import ContractModel

/// One expected diagnostic: where it starts (a marker), its rule, its severity and, optionally, a
/// part of its message.
struct DiagnosticSpec: CustomStringConvertible {
  var marker: String
  var rule: RuleID
  var severity: Severity
  var message: String?

  init(_ marker: String, _ rule: RuleID, _ severity: Severity, message: String? = nil) {
    self.marker = marker
    self.rule = rule
    self.severity = severity
    self.message = message
  }

  var description: String {
    "\(marker) \(rule) \(severity)" + (message.map { " (message containing \"\($0)\")" } ?? "")
  }
}

/// Builds workspaces for tests: the marked file is `Test.contract`, other files keep their keys.
enum TestWorkspace {
  /// The key of the file under test.
  static let mainKey = "Test.contract"

  /// A workspace holding `text` as ``mainKey`` and `otherFiles`, every file read with `configuration`.
  static func make(
    _ text: String,
    otherFiles: [String: String] = [:],
    configuration: Configuration = .defaults
  ) -> ContractWorkspace {
    let workspace = ContractWorkspace(configuration: { _ in configuration })
    for key in otherFiles.keys.sorted() { workspace.setDocument(key, text: otherFiles[key]!) }
    workspace.setDocument(mainKey, text: text)
    return workspace
  }

  /// The diagnostics of `text` in a workspace with `otherFiles`.
  static func diagnostics(
    _ text: String,
    otherFiles: [String: String] = [:],
    configuration: Configuration = .defaults
  ) -> [Diagnostic] {
    make(text, otherFiles: otherFiles, configuration: configuration).diagnostics(for: mainKey)
  }
}

/// `rule severity at line:column-line:column: message`, positions 1-based with UTF-16 columns.
func describe(_ diagnostic: Diagnostic, in lines: LineTable) -> String {
  let start = lines.position(of: diagnostic.range.start)
  let end = lines.position(of: diagnostic.range.end)
  return "\(diagnostic.rule) \(diagnostic.severity) at \(start)-\(end): \(diagnostic.message)"
}

/// What ``checkDiagnostics(_:_:ignoring:otherFiles:configuration:)`` found.
struct DiagnosticCheck {
  /// Every diagnostic of the marked file.
  var all: [Diagnostic]
  /// The mismatches, readably, or nil when the diagnostics are exactly the expected ones.
  var report: String?
}

/// Compares the diagnostics of the marked file, less the `ignoring` rules, with `expected`.
///
/// The marked text is read in a ``ContractWorkspace`` together with `otherFiles`. A diagnostic
/// matches a spec when its range starts at the spec's marker and its rule, severity and (when
/// given) message agree. A rule named by some spec is never ignored.
func checkDiagnostics(
  _ marked: String,
  _ expected: [DiagnosticSpec],
  ignoring: Set<RuleID> = [.macVoiceOverUntested],
  otherFiles: [String: String] = [:],
  configuration: Configuration = .defaults
) -> DiagnosticCheck {
  let source = MarkedText(marked)
  let all = TestWorkspace.diagnostics(source.text, otherFiles: otherFiles, configuration: configuration)
  let ignored = ignoring.subtracting(expected.map(\.rule))
  var actual = all.filter { !ignored.contains($0.rule) }
  let lines = LineTable(source.text)
  var missing: [String] = []
  for spec in expected {
    guard let offset = source.markers[spec.marker] else {
      missing.append("\(spec): the marker \(spec.marker) is not in the text")
      continue
    }
    let index = actual.firstIndex { diagnostic in
      diagnostic.range.start == offset && diagnostic.rule == spec.rule && diagnostic.severity == spec.severity
        && (spec.message.map { diagnostic.message.contains($0) } ?? true)
    }
    if let index {
      actual.remove(at: index)
    } else {
      missing.append("\(spec) at \(lines.position(of: offset))")
    }
  }
  guard !missing.isEmpty || !actual.isEmpty else { return DiagnosticCheck(all: all, report: nil) }
  var report = ["Diagnostics differ from the expected ones."]
  if !missing.isEmpty { report += ["Expected but not produced:"] + missing.map { "  - \($0)" } }
  if !actual.isEmpty {
    report += ["Produced but not expected:"] + actual.map { "  + \(describe($0, in: lines))" }
  }
  report += ["Every diagnostic of the file:"] + all.map { "    \(describe($0, in: lines))" }
  return DiagnosticCheck(all: all, report: report.joined(separator: "\n"))
}

/// Checks that the diagnostics of the marked file, less the `ignoring` rules, are exactly
/// `expected` (see ``checkDiagnostics(_:_:ignoring:otherFiles:configuration:)``), and records one
/// issue listing every mismatch. Returns every diagnostic of the marked file, for further checks.
@discardableResult
func assertDiagnostics(
  _ marked: String,
  _ expected: [DiagnosticSpec],
  ignoring: Set<RuleID> = [.macVoiceOverUntested],
  otherFiles: [String: String] = [:],
  configuration: Configuration = .defaults,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Diagnostic] {
  let check = checkDiagnostics(
    marked,
    expected,
    ignoring: ignoring,
    otherFiles: otherFiles,
    configuration: configuration
  )
  if let report = check.report { Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation) }
  return check.all
}
