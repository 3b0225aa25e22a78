import ContractModel

/// A finding's source line with a `^~~~` underline under its range (on the range's first line).
///
/// A line wider than ``maximumWidth`` terminal cells is cut around the finding, as rustc does:
/// `...` stands where text was cut, on either side or both, and the underline stays under the
/// same characters. Lines are cut between characters (grapheme clusters), never inside one, and
/// wide characters (emoji, East Asian) count two cells. Tabs stay tabs in both lines, so the
/// terminal expands them alike.
struct SourceSnippet {
  /// The widest run of source, in terminal cells, printed whole; wider lines are cut.
  static let maximumWidth = 100
  /// What stands for cut text.
  static let ellipsis = "..."
  /// Cells of source kept before the finding when the finding itself is too wide to centre.
  static let minimumContext = 8

  /// The source text as printed (cut, with ellipses, when too wide).
  let source: String
  /// What goes before the underline so that it starts under the finding.
  let indent: String
  /// `^` and a `~` for each further cell of the range (at least the caret).
  let underline: String

  /// The snippet of `range` in `lines`.
  init(_ range: SourceRange, in lines: some LineIndex, maximumWidth: Int = maximumWidth) {
    let line = lines.line(containing: range.start)
    let lineStart = lines.startOfLine(line)
    let lineEnd = lines.endOfLineContent(line)
    let start = min(max(range.start, lineStart), lineEnd)
    let end = min(max(range.end, start), lineEnd)
    self.init(
      prefix: Array(lines.text(in: SourceRange(start: lineStart, end: start))),
      covered: Array(lines.text(in: SourceRange(start: start, end: end))),
      suffix: Array(lines.text(in: SourceRange(start: end, end: lineEnd))),
      maximumWidth: maximumWidth
    )
  }

  /// The snippet of a line made of the text before the finding, the finding and the rest.
  init(prefix: [Character], covered: [Character], suffix: [Character], maximumWidth: Int = maximumWidth) {
    let prefixCells = prefix.map(DisplayWidth.cells)
    let coveredCells = covered.map(DisplayWidth.cells)
    let suffixCells = suffix.map(DisplayWidth.cells)
    let before = prefixCells.reduce(0, +)
    let width = coveredCells.reduce(0, +)
    let total = before + width + suffixCells.reduce(0, +)
    var keptPrefix = prefix[...]
    var keptCovered = covered[...]
    var keptSuffix = suffix[...]
    var cutLeft = false
    var cutRight = false
    if total > maximumWidth {
      // The window of cells shown: the finding centred when it fits, else its start near the left.
      let context = width + 2 * Self.minimumContext <= maximumWidth ? (maximumWidth - width) / 2 : Self.minimumContext
      var windowStart = max(0, before - context)
      windowStart = min(windowStart, max(0, total - maximumWidth))
      let windowEnd = windowStart + maximumWidth
      // Drop whole characters before the window, then after it.
      var dropped = 0
      var index = 0
      while index < prefix.count, dropped < windowStart {
        dropped += prefixCells[index]
        index += 1
      }
      keptPrefix = prefix[index...]
      cutLeft = index > 0
      var used = before
      (keptCovered, used) = Self.keep(covered, cells: coveredCells, from: used, upTo: windowEnd)
      if keptCovered.count < covered.count {
        keptSuffix = []
      } else {
        (keptSuffix, used) = Self.keep(suffix, cells: suffixCells, from: used, upTo: windowEnd)
      }
      cutRight = keptCovered.count < covered.count || keptSuffix.count < suffix.count
    }
    let leftMark = cutLeft ? Self.ellipsis : ""
    source = leftMark + String(keptPrefix) + String(keptCovered) + String(keptSuffix) + (cutRight ? Self.ellipsis : "")
    indent =
      String(repeating: " ", count: leftMark.count)
      + keptPrefix.map { $0 == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.cells($0)) }.joined()
    let underlined = keptCovered.map(DisplayWidth.cells).reduce(0, +)
    underline = "^" + String(repeating: "~", count: max(0, underlined - 1))
  }

  /// The leading characters of `characters` that end by cell `limit`, starting at cell `used`,
  /// and the cell reached.
  private static func keep(
    _ characters: [Character],
    cells: [Int],
    from used: Int,
    upTo limit: Int
  ) -> (ArraySlice<Character>, Int) {
    var used = used
    var count = 0
    while count < characters.count, used + cells[count] <= limit {
      used += cells[count]
      count += 1
    }
    return (characters[..<count], used)
  }
}
