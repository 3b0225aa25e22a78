import JSONRPC

/// `client/registerCapability` params.
struct RegistrationParams: Codable, Sendable {
  var registrations: [Registration]
}

/// One dynamic registration.
struct Registration: Codable, Sendable {
  var id: String
  var method: String
  var registerOptions: JSONValue?
}
