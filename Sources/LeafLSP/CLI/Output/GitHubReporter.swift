import ContractModel

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule-id::message`.
struct GitHubReporter: CheckReporter {
  func report(_ files: [CheckedFile]) -> String {
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics {
        let location = PrintedLocation(diagnostic.range, in: file.lines)
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .information, .hint: command = "notice"
        }
        let properties = [
          "file=\(escapeProperty(file.displayPath))", "line=\(location.line)", "col=\(location.column)",
          "endLine=\(location.endLine)", "endColumn=\(location.endColumn)",
          "title=\(escapeProperty(diagnostic.rule.rawValue))",
        ]
        output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
      }
    }
    return output
  }

  /// An `::error::` workflow command: the workflow log shows it, and the run's summary lists it.
  func failureNote(_ message: String) -> RunNote {
    .standardOutput("::error title=leaf-lsp check::\(escapeData(message))\n")
  }

  /// Escapes a message as the workflow-command syntax requires.
  func escapeData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
  }

  /// Escapes a property value (also `:` and `,`).
  func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// Replaces every occurrence of `target` (a single character) with `replacement`.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self { if character == target { result += replacement } else { result.append(character) } }
    return result
  }
}
