import ContractModel

/// `path:line:col: severity: message [rule-id]`, then the source line with a caret underline (cut
/// around the finding when long, see ``SourceSnippet``), then `path:line:col: note: …` for each
/// related location.
struct TextReporter: CheckReporter {
  let colour: Bool

  func report(_ files: [CheckedFile]) -> String {
    let relatedLines = RelatedLines(files)
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics {
        let location = PrintedLocation(diagnostic.range, in: file.lines)
        let severity = paint(diagnostic.severity.word, code(for: diagnostic.severity))
        output += "\(file.displayPath):\(location.line):\(location.column): \(severity): \(diagnostic.message) "
        output += paint("[\(diagnostic.rule)]", "2") + "\n"
        output += snippet(diagnostic.range, in: file.lines)
        for related in diagnostic.related {
          let place = relatedLines.location(of: related.location)
          let path = CheckInputs.display(related.location.document)
          output += "  \(path):\(place.line):\(place.column): \(paint("note", "1;36")): \(related.message)\n"
        }
      }
    }
    let counts = SeverityCounts(files)
    output += "\(counts.summary) in \(files.count) \(files.count == 1 ? "file" : "files")\n"
    return output
  }

  func failureNote(_ message: String) -> RunNote {
    .standardOutput("leaf-lsp check: \(message)\n")
  }

  /// The source line and a `^~~~` underline under the range (on its first line).
  func snippet(_ range: SourceRange, in lines: some LineIndex) -> String {
    let snippet = SourceSnippet(range, in: lines)
    return "  \(snippet.source)\n  \(snippet.indent)\(paint(snippet.underline, "32"))\n"
  }

  func code(for severity: Severity) -> String {
    switch severity {
    case .error: "1;31"
    case .warning: "1;33"
    case .information: "1;34"
    case .hint: "1;36"
    }
  }

  func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
