import JSONRPC

/// `textDocument/diagnostic` params.
struct DocumentDiagnosticParams: Codable, Sendable {
  var textDocument: TextDocumentIdentifier
  var identifier: String?
  var previousResultId: String?
}

/// A pull report for one document: `full` with items, or `unchanged` since `resultId`.
///
/// Used as the `textDocument/diagnostic` result and, with `uri` and `version`, as an item of a
/// workspace report.
struct DocumentDiagnosticReport: Codable, Sendable, Hashable {
  enum Kind: String, Codable, Sendable, Hashable {
    case full
    case unchanged
  }

  var kind: Kind
  var resultId: String?
  /// Only for `full` reports.
  var items: [LSPDiagnostic]?
  /// Only in workspace reports: the document.
  var uri: String?
  /// Only in workspace reports: the open document's version, `null` for a closed file.
  var version: Int?

  /// A full report.
  static func full(resultId: String, items: [LSPDiagnostic]) -> DocumentDiagnosticReport {
    DocumentDiagnosticReport(kind: .full, resultId: resultId, items: items, uri: nil, version: nil)
  }

  /// An unchanged report.
  static func unchanged(resultId: String) -> DocumentDiagnosticReport {
    DocumentDiagnosticReport(kind: .unchanged, resultId: resultId, items: nil, uri: nil, version: nil)
  }

  /// The report as JSON, written directly. In workspace reports `version` is written even when
  /// `null`, as LSP requires.
  var jsonValue: JSONValue {
    var object = JSONObject(minimumCapacity: 5)
    object["kind"] = .string(kind.rawValue)
    if let uri {
      object["uri"] = .string(uri)
      object["version"] = version.map { .integer(Int64($0)) } ?? .null
    }
    if let resultId { object["resultId"] = .string(resultId) }
    if kind == .full { object["items"] = .array((items ?? []).map(\.jsonValue)) }
    return .object(object)
  }
}
