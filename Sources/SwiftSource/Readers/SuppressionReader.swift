/// Reads `// leaf-ignore: rule-id, rule-id reason` and `// leaf-ignore-file: rule-id` comments.
///
/// A comment that follows code on its line covers that line; one on a line of its own covers the
/// next line that is neither blank nor only comments (as a contract's `# leaf-ignore` covers the
/// next field).
struct SuppressionReader {
  let structure: SwiftStructure
  var suppressions: [SwiftSuppression] = []

  init(structure: SwiftStructure) {
    self.structure = structure
    let comments = structure.comments.filter { $0.kind == .lineComment || $0.kind == .docLineComment }
    guard !comments.isEmpty else { return }
    let bytes = structure.file.bytes
    let lines = SwiftLineTable(bytes: bytes)
    // The lines that hold a significant token.
    var codeLines: [Int] = []
    var lastLine = -1
    for token in structure.tokens {
      let line = lines.line(containing: token.start)
      if line != lastLine {
        codeLines.append(line)
        lastLine = line
      }
    }
    for directive in structure.platformRegions.directives {
      codeLines.append(lines.line(containing: directive.range.lowerBound))
    }
    codeLines.sort()
    for comment in comments {
      var text = Substring(String(decoding: bytes[comment.range], as: UTF8.self))
      while text.first == "/" { text = text.dropFirst() }
      text = text.drop { $0 == " " || $0 == "\t" }
      let lowered = text.lowercased()
      let isFile = lowered.hasPrefix("leaf-ignore-file:")
      guard isFile || lowered.hasPrefix("leaf-ignore:") else { continue }
      let rest = text.dropFirst(isFile ? "leaf-ignore-file:".count : "leaf-ignore:".count)
      let (ids, reason) = Self.ruleIDs(rest)
      let line = lines.line(containing: comment.start)
      let scope: SwiftSuppression.Scope
      if isFile {
        scope = .file
      } else if Self.contains(codeLines, line), Self.hasCodeBefore(comment, in: structure) {
        scope = .line(line)
      } else if let next = codeLines.first(where: { $0 > line }) {
        scope = .line(next)
      } else {
        scope = .nothing
      }
      suppressions.append(
        SwiftSuppression(
          ruleIDs: ids,
          reason: reason,
          scope: scope,
          line: line,
          location: SwiftLocation(path: structure.file.path, range: comment.range)
        )
      )
    }
  }

  /// The comma-separated ids after the colon, and the rest of the line as the reason.
  static func ruleIDs(_ rest: Substring) -> ([String], String) {
    var ids: [String] = []
    var remaining = rest.drop { $0 == " " }
    while true {
      let id = remaining.prefix { $0 != " " && $0 != "," }
      guard !id.isEmpty else { break }
      ids.append(String(id))
      remaining = remaining.dropFirst(id.count).drop { $0 == " " }
      guard remaining.first == "," else { break }
      remaining = remaining.dropFirst().drop { $0 == " " }
    }
    return (ids, remaining.trimming(" \t\r"))
  }

  private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == value
  }

  /// Whether a significant token on the comment's line comes before it.
  private static func hasCodeBefore(_ comment: SwiftToken, in structure: SwiftStructure) -> Bool {
    var offset = comment.start
    let bytes = structure.file.bytes
    while offset > 0, bytes[offset - 1] != UInt8(ascii: "\n"), bytes[offset - 1] != UInt8(ascii: "\r") {
      offset -= 1
      if bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") { return true }
    }
    return false
  }
}

extension Substring {
  /// The text without the characters of `set` at either end.
  func trimming(_ set: String) -> String { String(self).trimming(set) }
}

/// The offsets where the lines of some bytes start, to turn offsets into zero-based lines.
public struct SwiftLineTable: Sendable, Hashable {
  /// Offsets where each line starts; the first is 0.
  public let lineStarts: [Int]

  /// The table of `bytes` (a line ends after `\n`).
  public init(bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The zero-based line holding `offset`.
  public func line(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
