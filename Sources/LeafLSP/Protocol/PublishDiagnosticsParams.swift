import JSONRPC

/// `textDocument/publishDiagnostics`: the diagnostics of one document, replacing earlier ones.
struct PublishDiagnosticsParams: Codable, Sendable, Hashable {
  var uri: String
  /// The version of the document the diagnostics were computed for; absent for closed files.
  var version: Int?
  var diagnostics: [LSPDiagnostic]

  init(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }

  /// The params as JSON, written directly (this is the hot path while typing).
  var jsonValue: JSONValue {
    var object = JSONObject(minimumCapacity: 3)
    object["uri"] = .string(uri)
    if let version { object["version"] = .integer(Int64(version)) }
    object["diagnostics"] = .array(diagnostics.map(\.jsonValue))
    return .object(object)
  }
}
