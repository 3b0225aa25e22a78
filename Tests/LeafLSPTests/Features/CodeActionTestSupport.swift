import ContractModel
import Foundation
import JSONRPC

@testable import LeafLSP

/// Helpers for code action and formatting tests: requests, and applying LSP edits as a client does.
enum CodeActionTestSupport {
  /// `text` with LSP `edits` applied, their positions counted in `encoding`.
  static func apply(_ edits: [TextEdit], to text: String, encoding: ColumnEncoding) -> String {
    let lines = LineTable(text)
    let resolved = edits.map { edit in
      (
        start: lines.offset(
          of: LineColumn(line: edit.range.start.line, column: edit.range.start.character),
          encoding: encoding
        ),
        end: lines.offset(
          of: LineColumn(line: edit.range.end.line, column: edit.range.end.character),
          encoding: encoding
        ),
        text: edit.newText
      )
    }
    var bytes = Array(text.utf8)
    for edit in resolved.enumerated().sorted(by: { ($0.element.start, $0.offset) > ($1.element.start, $1.offset) }) {
      bytes.replaceSubrange(edit.element.start..<edit.element.end, with: Array(edit.element.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The code action request parameters for `uri`.
  static func params(
    _ uri: String,
    range: LSPRange,
    diagnostics: [LSPDiagnostic] = [],
    only: [String]? = nil
  ) throws -> JSONValue {
    try JSONValueEncoder().encode(
      CodeActionParams(
        textDocument: TextDocumentIdentifier(uri: uri),
        range: range,
        context: CodeActionContext(diagnostics: diagnostics, only: only)
      )
    )
  }

  /// The actions of a `textDocument/codeAction` result.
  static func actions(_ result: JSONValue) throws -> [CodeAction] {
    try JSONValueDecoder().decode([CodeAction].self, from: result)
  }
}
