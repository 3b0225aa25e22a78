import Testing

@testable import ContractModel

/// A readable dump of a ``SyntaxTree``: header fields, blocks with their fields and commands,
/// comments and syntax diagnostics, each with its range as `@line:col-line:col` (1-based, columns
/// in UTF-16 code units, as LSP counts them).
enum TreeDump {
  /// The dump of `text` parsed.
  static func dump(_ text: String, encoding: ColumnEncoding = .utf16) -> String {
    dump(ContractParser.parse(text), encoding: encoding)
  }

  /// The dump of `tree`.
  static func dump(_ tree: SyntaxTree, encoding: ColumnEncoding = .utf16) -> String {
    let lines = tree.lines
    func at(_ range: SourceRange) -> String {
      let start = lines.position(of: range.start, encoding: encoding)
      let end = lines.position(of: range.end, encoding: encoding)
      return "@\(start)-\(end)"
    }
    func field(_ field: FieldSyntax, indent: String) -> String {
      var line = "\(indent)field \"\(field.key)\" \(at(field.range)) key \(at(field.keyRange))"
      if field.isIndented { line += " indented" }
      line += " value \"\(field.value)\""
      if !field.valueParts.isEmpty { line += " [" + field.valueParts.map(at).joined(separator: ", ") + "]" }
      return line
    }
    var out: [String] = []
    var flags = ["tree", tree.lineEnding == .crlf ? "crlf" : "lf"]
    if tree.hasByteOrderMark { flags.append("bom") }
    out.append(flags.joined(separator: " "))
    for header in tree.headerFields { out.append(field(header, indent: "")) }
    for block in tree.blocks {
      var line = "\(block.kind.rawValue) \"\(block.name)\" \(at(block.range))"
      if let keyword = block.keywordRange { line += " keyword \(at(keyword))" }
      line += " name \(at(block.nameRange))"
      out.append(line)
      for blockField in block.fields { out.append(field(blockField, indent: "  ")) }
      for command in block.commands {
        var commandLine = "  command \"\(command.name)\" \(at(command.range)) name \(at(command.nameRange))"
        if let detail = command.detail, let range = command.detailRange {
          commandLine += " detail \"\(detail)\" \(at(range))"
        }
        out.append(commandLine)
      }
    }
    for comment in tree.comments { out.append("comment \"\(comment.text)\" \(at(comment.range))") }
    for diagnostic in tree.diagnostics {
      out.append(
        "\(diagnostic.rule) \(diagnostic.severity) \(at(diagnostic.range)) \"\(diagnostic.message.prefix(40))…\""
      )
    }
    return out.joined(separator: "\n")
  }
}

/// Compares the tree dump of `text` with `expected`, printing the whole actual dump on a mismatch.
func assertTreeDump(
  _ text: String,
  _ expected: String,
  encoding: ColumnEncoding = .utf16,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = TreeDump.dump(text, encoding: encoding)
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  var report = ["The tree dump differs."]
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let left = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
    let right = index < actualLines.count ? String(actualLines[index]) : "<none>"
    if left != right { report += ["line \(index + 1):", "  expected: \(left)", "  actual:   \(right)"] }
  }
  report += ["Actual dump:", actual]
  Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
}
