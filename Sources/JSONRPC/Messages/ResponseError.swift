/// The `error` member of a JSON-RPC response; also what handlers throw to fail a request.
public struct ResponseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The error code.
  public var code: ErrorCode
  /// A short description.
  public var message: String
  /// Optional further information.
  public var data: JSONValue?

  /// Creates an error.
  public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  /// "message (code N)".
  public var description: String { "\(message) (code \(code.rawValue))" }

  /// -32700: the message body was not JSON.
  public static func parseError(_ message: String) -> ResponseError {
    ResponseError(code: .parseError, message: message)
  }

  /// -32600: the JSON was not a valid request.
  public static func invalidRequest(_ message: String) -> ResponseError {
    ResponseError(code: .invalidRequest, message: message)
  }

  /// -32601: no handler for `method`.
  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: .methodNotFound, message: "Method not found: \(method)")
  }

  /// -32602: the parameters are not what the method expects.
  public static func invalidParams(_ message: String) -> ResponseError {
    ResponseError(code: .invalidParams, message: message)
  }

  /// -32603: the server failed.
  public static func internalError(_ message: String) -> ResponseError {
    ResponseError(code: .internalError, message: message)
  }

  /// -32002: a request arrived before `initialize`.
  public static let serverNotInitialized = ResponseError(code: .serverNotInitialized, message: "Server not initialized")

  /// -32800: the request was cancelled.
  public static let requestCancelled = ResponseError(code: .requestCancelled, message: "Request cancelled")

  /// -32801: the document changed while the request ran.
  public static let contentModified = ResponseError(code: .contentModified, message: "Content modified")

  /// -32802: the server gave up on the request.
  public static func serverCancelled(_ message: String = "Server cancelled the request") -> ResponseError {
    ResponseError(code: .serverCancelled, message: message)
  }

  /// -32803: a valid request failed.
  public static func requestFailed(_ message: String) -> ResponseError {
    ResponseError(code: .requestFailed, message: message)
  }

  /// -32603 "Connection closed": the connection ended before a response arrived or could be sent.
  public static let connectionClosed = ResponseError(code: .internalError, message: "Connection closed")

  /// The error as the `error` member of a response.
  public var jsonValue: JSONValue {
    var object: JSONObject = ["code": .integer(Int64(code.rawValue)), "message": .string(message)]
    if let data { object["data"] = data }
    return .object(object)
  }
}
