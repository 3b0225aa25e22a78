/// A JSON value that is not a valid JSON-RPC message.
public struct InvalidMessageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message's id, when it had a valid one.
  public var id: RequestID?
  /// What is wrong.
  public var reason: String
  /// Whether the peer should be answered with -32600. This is false for malformed *responses*,
  /// which JSON-RPC never answers.
  public var expectsResponse: Bool

  /// Creates an error.
  public init(id: RequestID?, reason: String, expectsResponse: Bool) {
    self.id = id
    self.reason = reason
    self.expectsResponse = expectsResponse
  }

  /// The -32600 error response to send, if one is due.
  public var response: Message? {
    expectsResponse ? .errorResponse(id: id, error: .invalidRequest("Invalid request: \(reason)")) : nil
  }

  /// The reason.
  public var description: String { reason }
}

/// Why a frame body could not be turned into a ``Message``.
public enum MessageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The body is not JSON.
  case notJSON(JSONParseError)
  /// The body is JSON but not a valid message.
  case invalidMessage(InvalidMessageError)

  /// The error response to send: -32700 with id `null` for bad JSON, -32600 for an invalid
  /// request, or `nil` for an invalid response.
  public var response: Message? {
    switch self {
    case .notJSON(let error): return .errorResponse(id: nil, error: .parseError("Parse error: \(error)"))
    case .invalidMessage(let error): return error.response
    }
  }

  /// A description for logs.
  public var description: String {
    switch self {
    case .notJSON(let error): return "Parse error: \(error)"
    case .invalidMessage(let error): return "Invalid message: \(error.reason)"
    }
  }
}
