import ContractModel

/// Documents whose text holds a lone CR (see ``LoneCarriageReturns``). LSP counts a lone CR as a
/// line break, the engine does not, so the engine holds such a document empty and the server
/// keeps its text (``ServerWorkspace/loneCarriageReturnTexts``): its edits are applied with the
/// lines the editor counts, its one finding is the `syntax` finding at the first lone CR, and the
/// fix converts each lone CR to LF. Once none is left, the text goes to the engine and is read.
extension ServerWorkspace {
  /// The lines of `text` as an editor counts them: each lone CR read as LF, every offset kept.
  static func editorLines(_ text: String) -> LineTable {
    LineTable(bytes: LoneCarriageReturns.converted(Array(text.utf8)))
  }

  /// The LSP diagnostics of `key`, whose `text` holds a lone CR: its one finding; none for a
  /// Markdown document without contract fences (as any such document), or when `syntax` is off.
  func loneCarriageReturnDiagnostics(_ key: String, text: String, encoding: ColumnEncoding) -> [LSPDiagnostic] {
    if contracts.isMarkdownDocument(key), MarkdownContracts.fences(in: LoneCarriageReturns.converted(text)).isEmpty {
      return []
    }
    guard let finding = LoneCarriageReturns.finding(in: text, configuration: resolver.configuration(forKey: key))
    else { return [] }
    return [converter(encoding: encoding).convert(finding, lines: Self.editorLines(text))]
  }

  /// The LSP edits of the fix of `key`'s lone CRs (each replaced by LF), or nil when it has none.
  func loneCarriageReturnFix(_ key: String, encoding: ColumnEncoding) -> [TextEdit]? {
    guard let text = loneCarriageReturnTexts[key] else { return nil }
    let lines = Self.editorLines(text)
    return LoneCarriageReturns.conversionEdits(in: text).map {
      TextEdit(range: DiagnosticConverter.range($0.range, in: lines, encoding: encoding), newText: $0.newText)
    }
  }

  /// Whether inserting `text` in place of a range that ends at `end` of the text `lines` holds
  /// (which has no lone CR) leaves one: a CR in `text` not followed by LF, in `text` or, for its
  /// last byte, in the text after `end`. Most edits hold no CR and are decided at once.
  static func leavesLoneCarriageReturn(_ text: String, before end: Int, in lines: some LineIndex) -> Bool {
    guard let first = LoneCarriageReturns.first(in: text) else { return false }
    guard first == text.utf8.count - 1 else { return true }
    return lines.text(in: SourceRange(start: end, end: end + 1)) != "\n"
  }
}
