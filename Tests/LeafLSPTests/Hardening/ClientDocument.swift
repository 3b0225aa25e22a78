import ContractModel

@testable import LeafLSP

/// The client's side of an open document in property tests: its text as Unicode scalars, edited
/// at scalar boundaries (never between `\r` and `\n`), with positions counted in any encoding.
struct ClientDocument {
  private(set) var scalars: [Unicode.Scalar]

  /// A document holding `text`.
  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  /// The text.
  var text: String {
    var string = ""
    string.unicodeScalars.append(contentsOf: scalars)
    return string
  }

  /// Whether an edit may start or end before scalar `index` (not inside a `\r\n`).
  func isBoundary(_ index: Int) -> Bool {
    index == 0 || index == scalars.count || !(scalars[index - 1] == "\r" && scalars[index] == "\n")
  }

  /// The LSP position of the boundary before scalar `index`.
  func position(of index: Int, encoding: ColumnEncoding) -> Position {
    var line = 0
    var lineStart = 0
    for (offset, scalar) in scalars[..<index].enumerated() where scalar == "\n" {
      line += 1
      lineStart = offset + 1
    }
    let character = scalars[lineStart..<index].reduce(0) { $0 + Self.width(of: $1, in: encoding) }
    return Position(line: line, character: character)
  }

  /// Replaces the scalars `range` with `text`.
  mutating func replace(_ range: Range<Int>, with text: String) {
    scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
  }

  /// Code units of `scalar` in `encoding`.
  static func width(of scalar: Unicode.Scalar, in encoding: ColumnEncoding) -> Int {
    switch encoding {
    case .utf8: return UTF8.width(scalar)
    case .utf16: return UTF16.width(scalar)
    case .utf32: return 1
    }
  }

  /// The scalars of each line, split at `\n` (a `\r` before it stays at the line's end).
  var lines: [ArraySlice<Unicode.Scalar>] {
    scalars.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Line `line` of the text, escaped, for failure messages.
  func describe(line: Int) -> String {
    let lines = self.lines
    guard line >= 0, line < lines.count else { return "line \(line) of \(lines.count)" }
    return "line \(line): \(lines[line].map { $0.escaped(asASCII: true) }.joined())"
  }

  /// Whether `position` lies inside the document and on a character boundary in `encoding`:
  /// its line exists and its column is the start of a scalar of that line or the line's end
  /// (before its `\r\n` or `\n`, never between them).
  func isValid(_ position: Position, encoding: ColumnEncoding) -> Bool {
    let lines = self.lines
    guard position.line >= 0, position.line < lines.count else { return false }
    var line = lines[position.line]
    if line.last == "\r" { line = line.dropLast() }
    var column = 0
    for scalar in line {
      if column == position.character { return true }
      if column > position.character { return false }
      column += Self.width(of: scalar, in: encoding)
    }
    return column == position.character
  }
}

/// A pseudo-random generator with a fixed seed, so failures can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) { state = seed }

  /// SplitMix64.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
