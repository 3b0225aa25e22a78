extension ContractDocument {
  /// The document's semantic tokens in source order: single-line, never overlapping.
  ///
  /// A token whose text runs over a continuation line is split into one token per line, each without the
  /// line's indentation. Where two tokens overlap, the one that starts first (the longer on a tie) wins.
  public func semanticTokens(facts: WorkspaceFacts = WorkspaceFacts()) -> [SemanticToken] {
    var raw: [SemanticToken] = []
    for placed in blocks {
      raw += Self.syntaxTokens(of: placed.model).map {
        SemanticToken(range: placed.absolute($0.range), kind: $0.kind, isDeclaration: $0.isDeclaration)
      }
    }
    for occurrence in symbolOccurrences(facts: facts) {
      let kind: SemanticTokenKind
      switch occurrence.symbol {
      case .action: kind = .function
      case .shortcut: kind = .string
      case .catalogEntry: kind = .namespace
      case .component, .menu, .same: continue
      }
      raw.append(SemanticToken(range: occurrence.range, kind: kind, isDeclaration: occurrence.role == .declaration))
    }
    return Self.arranged(raw, lines: lines)
  }

  /// The tokens of a block's syntax (in the block's offsets): comments, keys, headers, `same` and
  /// mechanisms.
  static func syntaxTokens(of model: BlockModel) -> [SemanticToken] {
    let tree = model.tree
    var raw: [SemanticToken] = []
    for comment in tree.comments { raw.append(SemanticToken(range: comment.range, kind: .comment)) }
    for field in tree.headerFields { raw.append(SemanticToken(range: field.keyRange, kind: .property)) }
    for block in tree.blocks {
      if let keyword = block.keywordRange { raw.append(SemanticToken(range: keyword, kind: .keyword)) }
      let nameKind: SemanticTokenKind = block.kind == .catalog ? .namespace : .type
      raw.append(SemanticToken(range: block.nameRange, kind: nameKind, isDeclaration: true))
      for field in block.fields {
        let isPath = FieldKey(field.key, in: .component)?.isPath ?? false
        raw.append(
          SemanticToken(range: field.keyRange, kind: block.kind == .component && isPath ? .enumMember : .property)
        )
      }
    }
    for path in model.content.component?.paths.values.map({ $0 }) ?? [] {
      if let same = path.sameRange { raw.append(SemanticToken(range: same, kind: .keyword)) }
      for segment in path.ownSegments {
        for use in segment.mechanisms { raw.append(SemanticToken(range: use.range, kind: .keyword)) }
      }
    }
    return raw
  }

  /// Splits tokens at line ends, sorts them and drops overlaps.
  static func arranged(_ tokens: [SemanticToken], lines: DocumentLines) -> [SemanticToken] {
    var split: [SemanticToken] = []
    for token in tokens {
      for piece in Self.lineRanges(of: token.range, in: lines) {
        split.append(SemanticToken(range: piece, kind: token.kind, isDeclaration: token.isDeclaration))
      }
    }
    split.sort { $0.range.start != $1.range.start ? $0.range.start < $1.range.start : $0.range.end > $1.range.end }
    var result: [SemanticToken] = []
    for token in split {
      if let last = result.last, token.range.start < last.range.end { continue }
      result.append(token)
    }
    return result
  }

  /// `range` cut into one range per line, each trimmed of blanks and line ends; empty pieces dropped.
  static func lineRanges(of range: SourceRange, in lines: DocumentLines) -> [SourceRange] {
    var result: [SourceRange] = []
    let first = lines.line(containing: range.start)
    let last = lines.line(containing: max(range.start, range.end - 1))
    for line in first...last {
      var start = max(range.start, lines.startOfLine(line))
      var end = min(range.end, lines.endOfLineContent(line))
      guard start < end else { continue }
      let bytes = Array(lines.text(in: SourceRange(start: start, end: end)).utf8)
      let leading = bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count
      let trailing = bytes.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.count
      start += leading
      end -= trailing
      if start < end { result.append(SourceRange(start: start, end: end)) }
    }
    return result
  }
}
