import JSONRPC

/// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information, 4 hint.
enum DiagnosticSeverity: Int, Codable, Sendable, Hashable {
  case error = 1
  case warning = 2
  case information = 3
  case hint = 4
}

/// LSP `CodeDescription`: where the diagnostic's code is documented.
struct CodeDescription: Codable, Sendable, Hashable {
  var href: String
}

/// LSP `DiagnosticRelatedInformation`: another place that explains a diagnostic.
struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
  var location: Location
  var message: String
}

/// An LSP `Diagnostic` (named so as not to hide `ContractModel.Diagnostic`).
///
/// Built for the hot path: ``jsonValue`` writes the JSON directly, without the Codable bridge;
/// the Codable conformance serves tests and the occasional decode.
struct LSPDiagnostic: Codable, Sendable, Hashable {
  var range: LSPRange
  var severity: DiagnosticSeverity?
  var code: String?
  var codeDescription: CodeDescription?
  var source: String?
  var message: String
  var relatedInformation: [DiagnosticRelatedInformation]?
  /// Extra data: `{"catalogEntry": name}` when the finding links to a catalog entry.
  var data: JSONValue?

  init(
    range: LSPRange,
    severity: DiagnosticSeverity?,
    code: String?,
    codeDescription: CodeDescription?,
    source: String?,
    message: String,
    relatedInformation: [DiagnosticRelatedInformation]?,
    data: JSONValue? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.codeDescription = codeDescription
    self.source = source
    self.message = message
    self.relatedInformation = relatedInformation
    self.data = data
  }

  /// The diagnostic as JSON, members in LSP's order, absent members left out.
  var jsonValue: JSONValue {
    var object = JSONObject(minimumCapacity: 8)
    object["range"] = range.jsonValue
    if let severity { object["severity"] = .integer(Int64(severity.rawValue)) }
    if let code { object["code"] = .string(code) }
    if let codeDescription { object["codeDescription"] = ["href": .string(codeDescription.href)] }
    if let source { object["source"] = .string(source) }
    object["message"] = .string(message)
    if let relatedInformation {
      object["relatedInformation"] = .array(
        relatedInformation.map { ["location": $0.location.jsonValue, "message": .string($0.message)] }
      )
    }
    if let data { object["data"] = data }
    return .object(object)
  }
}

extension Position {
  /// `{"line": …, "character": …}` without the Codable bridge.
  var jsonValue: JSONValue {
    ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
  }
}

extension LSPRange {
  /// `{"start": …, "end": …}` without the Codable bridge.
  var jsonValue: JSONValue {
    ["start": start.jsonValue, "end": end.jsonValue]
  }
}

extension Location {
  /// `{"uri": …, "range": …}` without the Codable bridge.
  var jsonValue: JSONValue {
    ["uri": .string(uri), "range": range.jsonValue]
  }
}
