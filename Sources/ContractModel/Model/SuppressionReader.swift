/// Reads `# leaf-ignore:` and `# leaf-ignore-file:` comments and what each covers.
///
/// A comment covers the next field line (with its continuations) or menu command; placed
/// between a block header and its first field, or right before a header, it covers the block;
/// `leaf-ignore-file` covers the file.
struct SuppressionReader {
  let tree: SyntaxTree

  func read() -> [Suppression] {
    var result: [Suppression] = []
    for comment in tree.comments {
      let text = comment.text
      let lowered = text.lowercased()
      let scope: Suppression.Scope
      let rest: Substring
      if lowered.hasPrefix("leaf-ignore-file:") {
        scope = .file
        rest = text.dropFirst("leaf-ignore-file:".count)
      } else if lowered.hasPrefix("leaf-ignore:") {
        scope = scopeAfter(line: comment.line)
        rest = text.dropFirst("leaf-ignore:".count)
      } else {
        continue
      }
      let (ids, reason) = Self.ruleIDs(in: rest, comment: comment)
      result.append(Suppression(rules: ids, reason: reason, comment: comment, scope: scope))
    }
    return result
  }

  /// The ids are the comma-separated words after the colon; the rest of the line is the reason.
  static func ruleIDs(in rest: Substring, comment: CommentSyntax) -> ([(id: RuleID, range: SourceRange)], String) {
    let bytes = Array(rest.utf8)
    // `rest` ends where the comment ends.
    let base = comment.range.end - bytes.count
    var ids: [(id: RuleID, range: SourceRange)] = []
    var index = 0
    while true {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: ",") { index += 1 }
      guard index > start else { break }
      ids.append(
        (
          RuleID(String(decoding: bytes[start..<index], as: UTF8.self)),
          SourceRange(start: base + start, end: base + index)
        )
      )
      var look = index
      while look < bytes.count, bytes[look] == UInt8(ascii: " ") { look += 1 }
      guard look < bytes.count, bytes[look] == UInt8(ascii: ",") else { break }
      index = look + 1
    }
    let reason = String(decoding: bytes[index...], as: UTF8.self).trimmingBlanks()
    return (ids, reason)
  }

  /// What a `leaf-ignore` comment on `line` covers.
  func scopeAfter(line: Int) -> Suppression.Scope {
    // Between a header and its first field: the block.
    for block in tree.blocks where block.headerLine < line && line <= block.lastLine {
      let firstLine = block.fields.first?.line ?? block.commands.first?.line ?? Int.max
      if line < firstLine { return .block(block.headerLine...block.lastLine) }
    }
    var candidates: [(line: Int, scope: Suppression.Scope)] = []
    for field in tree.headerFields where field.line > line {
      candidates.append((field.line, .lines(field.line...field.lastLine)))
    }
    for block in tree.blocks {
      if block.headerLine > line { candidates.append((block.headerLine, .block(block.headerLine...block.lastLine))) }
      for field in block.fields where field.line > line {
        candidates.append((field.line, .lines(field.line...field.lastLine)))
      }
      for command in block.commands where command.line > line {
        candidates.append((command.line, .lines(command.line...command.line)))
      }
    }
    return candidates.min { $0.line < $1.line }?.scope ?? .nothing
  }
}
