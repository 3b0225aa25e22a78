import ContractModel

/// The lines a build log carries for a compiler: `/absolute/path:line:col: error: message [rule-id]`
/// (`warning:`, and `note:` for information and hints), then a `note:` line for each related
/// location. Xcode and SwiftPM show them against the source line; paths are absolute because a
/// build runs in a folder of its own choosing.
struct XcodeReporter: CheckReporter {
  func report(_ files: [CheckedFile]) -> String {
    let relatedLines = RelatedLines(files)
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics {
        let location = PrintedLocation(diagnostic.range, in: file.lines)
        output += "\(file.key):\(location.line):\(location.column): \(word(for: diagnostic.severity)): "
        output += "\(singleLine(diagnostic.message)) [\(diagnostic.rule)]\n"
        for related in diagnostic.related {
          let place = relatedLines.location(of: related.location)
          output += "\(related.location.document):\(place.line):\(place.column): note: \(singleLine(related.message))\n"
        }
      }
    }
    return output
  }

  /// `error: leaf-lsp check: …` on standard output, which the build log shows as the build's error.
  func failureNote(_ message: String) -> RunNote {
    .standardOutput("error: leaf-lsp check: \(message)\n")
  }

  /// The word a compiler would print for `severity`.
  func word(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .information, .hint: "note"
    }
  }

  /// `text` on one line: a build log reads one diagnostic per line.
  func singleLine(_ text: String) -> String {
    text.replacingAll("\n", with: " ").replacingAll("\r", with: "")
  }
}
