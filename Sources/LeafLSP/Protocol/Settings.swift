import JSONRPC

/// `workspace/didChangeConfiguration` params: the settings, in whatever shape the client sends.
struct DidChangeConfigurationParams: Codable, Sendable {
  var settings: JSONValue?
}

/// `workspace/configuration` params, sent by the server.
struct ConfigurationParams: Codable, Sendable {
  var items: [ConfigurationItem]
}

/// One section asked for.
struct ConfigurationItem: Codable, Sendable, Hashable {
  var scopeUri: String?
  var section: String?
}
