/// A foldable run of lines.
public struct FoldingRegion: Sendable, Hashable {
  /// What is folded.
  public enum Kind: String, Sendable, Hashable {
    /// A block or a multi-line field.
    case region
    /// A run of comment lines.
    case comment
  }

  /// The first line (zero-based), which stays visible.
  public var startLine: Int
  /// The last line folded.
  public var endLine: Int
  /// What is folded.
  public var kind: Kind
}

extension SyntaxTree {
  /// Folding regions: each block of more than one line, each field with continuation lines, each run of two
  /// or more comment lines; sorted by start line.
  public var foldingRegions: [FoldingRegion] {
    var result: [FoldingRegion] = []
    func add(_ start: Int, _ end: Int, _ kind: FoldingRegion.Kind) {
      if end > start { result.append(FoldingRegion(startLine: start, endLine: end, kind: kind)) }
    }
    for field in headerFields { add(field.line, field.lastLine, .region) }
    for block in blocks {
      add(block.headerLine, block.lastLine, .region)
      for field in block.fields { add(field.line, field.lastLine, .region) }
    }
    var runStart: Int?
    var previous = -2
    for comment in comments.sorted(by: { $0.line < $1.line }) {
      if comment.line != previous + 1 {
        if let start = runStart { add(start, previous, .comment) }
        runStart = comment.line
      }
      previous = comment.line
    }
    if let start = runStart { add(start, previous, .comment) }
    return result.sorted { $0.startLine != $1.startLine ? $0.startLine < $1.startLine : $0.endLine > $1.endLine }
  }
}

extension ContractDocument {
  /// Folding regions of every block, in the document's lines, sorted by start line.
  public var foldingRegions: [FoldingRegion] {
    blocks.flatMap { block in
      block.model.tree.foldingRegions.map {
        FoldingRegion(startLine: block.firstLine + $0.startLine, endLine: block.firstLine + $0.endLine, kind: $0.kind)
      }
    }
  }
}
