import ContractModel
import JSONRPC

/// Turns engine diagnostics (UTF-8 offsets, workspace keys) into LSP diagnostics (positions in
/// the negotiated encoding, URIs).
///
/// Each diagnostic gets its rule id as `code`, the rule's page as `codeDescription.href`,
/// source `leaf-lsp`, its configured severity, `relatedInformation` for its related locations
/// (converted with the line table of the document they are in) and, when it links to a catalog
/// entry, `data: {"catalogEntry": name}`.
struct DiagnosticConverter {
  /// The value of every diagnostic's `source`.
  static let source = "leaf-lsp"

  /// How columns are counted.
  var encoding: ColumnEncoding
  /// The URI of a workspace key.
  var uriForKey: (String) -> String
  /// The line table of another document, for related locations.
  var linesForKey: (String) -> (any LineIndex)?

  /// The LSP form of `diagnostics`, which belong to the document whose text `lines` holds.
  func convert(_ diagnostics: [Diagnostic], lines: some LineIndex) -> [LSPDiagnostic] {
    // Related locations point into a few documents, many times each (a shortcut's other
    // bindings): each one's URI and line table is looked up once.
    var documents: [String: RelatedDocument] = [:]
    return diagnostics.map { convert($0, lines: lines, documents: &documents) }
  }

  /// The LSP form of one diagnostic.
  func convert(_ diagnostic: Diagnostic, lines: some LineIndex) -> LSPDiagnostic {
    var documents: [String: RelatedDocument] = [:]
    return convert(diagnostic, lines: lines, documents: &documents)
  }

  /// A document a related location points into: its URI and line table (nil: unknown to the
  /// workspace, placed in the diagnostic's own document's lines).
  private struct RelatedDocument {
    let uri: String
    let lines: (any LineIndex)?
  }

  private func convert(
    _ diagnostic: Diagnostic,
    lines: some LineIndex,
    documents: inout [String: RelatedDocument]
  ) -> LSPDiagnostic {
    let related = diagnostic.related.map { related -> DiagnosticRelatedInformation in
      let key = related.location.document
      let document =
        documents[key]
        ?? {
          let found = RelatedDocument(uri: uriForKey(key), lines: linesForKey(key))
          documents[key] = found
          return found
        }()
      let otherLines: any LineIndex = document.lines ?? lines
      return DiagnosticRelatedInformation(
        location: Location(
          uri: document.uri,
          range: Self.range(related.location.range, in: otherLines, encoding: encoding)
        ),
        message: related.message
      )
    }
    return LSPDiagnostic(
      range: Self.range(diagnostic.range, in: lines, encoding: encoding),
      severity: Self.severity(diagnostic.severity),
      code: diagnostic.rule.rawValue,
      codeDescription: Self.codeDescriptions[diagnostic.rule],
      source: Self.source,
      message: diagnostic.message,
      relatedInformation: related.isEmpty ? nil : related,
      data: diagnostic.catalogEntry.map { ["catalogEntry": .string($0)] }
    )
  }

  /// Each rule's page, made once rather than per diagnostic.
  private static let codeDescriptions: [RuleID: CodeDescription] = Dictionary(
    RuleCatalog.all.map { ($0.id, CodeDescription(href: $0.documentationURL)) },
    uniquingKeysWith: { first, _ in first }
  )

  /// The LSP range of UTF-8 `range` in the text of `lines`.
  static func range(_ range: SourceRange, in lines: some LineIndex, encoding: ColumnEncoding) -> LSPRange {
    LSPRange(
      start: position(lines.position(of: range.start, encoding: encoding)),
      end: position(lines.position(of: range.end, encoding: encoding))
    )
  }

  /// The LSP severity number.
  static func severity(_ severity: Severity) -> DiagnosticSeverity {
    switch severity {
    case .error: return .error
    case .warning: return .warning
    case .information: return .information
    case .hint: return .hint
    }
  }

  private static func position(_ lineColumn: LineColumn) -> Position {
    Position(line: lineColumn.line, character: lineColumn.column)
  }
}
