import JSONRPC

/// `workspace/diagnostic` params.
struct WorkspaceDiagnosticParams: Codable, Sendable {
  /// A result id the client holds for a document.
  struct PreviousResultID: Codable, Sendable, Hashable {
    var uri: String
    var value: String
  }

  var identifier: String?
  var previousResultIds: [PreviousResultID]
}

/// The `workspace/diagnostic` result: one report per document.
struct WorkspaceDiagnosticReport: Codable, Sendable, Hashable {
  var items: [DocumentDiagnosticReport]

  /// The report as JSON, written directly.
  var jsonValue: JSONValue {
    ["items": .array(items.map(\.jsonValue))]
  }
}
