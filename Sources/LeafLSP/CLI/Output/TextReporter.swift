import ContractModel

/// `path:line:col: severity: message [rule-id]`, then the source line with a caret underline.
struct TextReporter: CheckReporter {
  let colour: Bool

  func report(_ files: [CheckedFile]) -> String {
    var output = ""
    for file in files {
      for diagnostic in file.diagnostics {
        let location = PrintedLocation(diagnostic.range, in: file.lines)
        let severity = paint(diagnostic.severity.word, code(for: diagnostic.severity))
        output += "\(file.displayPath):\(location.line):\(location.column): \(severity): \(diagnostic.message) "
        output += paint("[\(diagnostic.rule)]", "2") + "\n"
        output += snippet(diagnostic.range, in: file.lines)
        for related in diagnostic.related {
          output += "  note: \(related.message) (\(CheckInputs.display(related.location.document)))\n"
        }
      }
    }
    let counts = SeverityCounts(files)
    output += "\(counts.summary) in \(files.count) \(files.count == 1 ? "file" : "files")\n"
    return output
  }

  /// The source line and a `^~~~` underline under the range (on its first line).
  func snippet(_ range: SourceRange, in lines: some LineIndex) -> String {
    let line = lines.line(containing: range.start)
    let text = lines.text(ofLine: line)
    let lineStart = lines.startOfLine(line)
    let prefix = lines.text(in: SourceRange(start: lineStart, end: range.start))
    let end = min(range.end, lines.endOfLineContent(line))
    let covered = lines.text(in: SourceRange(start: range.start, end: end))
    // Tabs stay tabs, so the terminal expands them the same way in both lines.
    let indent = prefix.unicodeScalars.map {
      $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(String($0)))
    }
    .joined()
    let underline = "^" + String(repeating: "~", count: max(0, DisplayWidth.of(covered) - 1))
    return "  \(text)\n  \(indent)\(paint(underline, "32"))\n"
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

/// Terminal columns a text takes: wide East Asian characters and emoji take two.
enum DisplayWidth {
  static func of(_ text: String) -> Int {
    var width = 0
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        width += 1
      } else if scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0xFE0F || scalar.value == 0x200D
      {
        continue
      } else if isWide(scalar.value) {
        width += 2
      } else {
        width += 1
      }
    }
    return width
  }

  static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }
}
