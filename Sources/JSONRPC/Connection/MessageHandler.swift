/// What a ``Connection`` hands incoming requests and notifications to.
///
/// Requests run concurrently, each in its own task; notifications are handled one at a time in
/// arrival order (see ``Connection`` for the exact ordering rules).
public protocol MessageHandler: Sendable {
  /// Answers a request. Throw a ``ResponseError`` to answer with that error (for instance
  /// ``ResponseError/methodNotFound(_:)``); `CancellationError` answers -32800 (request
  /// cancelled); any other error answers -32603 (internal error) with the error's description.
  /// The task is cancelled when the client sends `$/cancelRequest` for it.
  func handle(request: IncomingRequest) async throws -> JSONValue

  /// Handles a notification. The connection waits for it to return before dispatching the
  /// next request or notification.
  func handle(notification: IncomingNotification) async

  /// Whether notifications named `method` should reach ``handle(notification:)``. The default
  /// accepts every method except the protocol-internal `$/…` ones, which are ignored silently;
  /// override it to receive some of those (such as `$/setTrace`). `$/cancelRequest` is always
  /// handled by the connection itself. Called on the receiving path as messages arrive, so it
  /// must be quick (and `nonisolated` on an actor).
  func shouldHandleNotification(method: String) -> Bool

  /// Called after a message is dispatched when the connection holds no other received message:
  /// the moment to act on what a burst of notifications changed (publish diagnostics once, for
  /// the latest versions).
  func messagesDrained() async
}

extension MessageHandler {
  /// Does nothing.
  public func messagesDrained() async {}

  /// Accepts every method that does not start with `$/`.
  public func shouldHandleNotification(method: String) -> Bool {
    !method.hasPrefix("$/")
  }
}

/// A request received from the peer.
public struct IncomingRequest: Sendable, Hashable {
  /// The id the response must carry.
  public let id: RequestID
  /// The method name.
  public let method: String
  /// The parameters: an object, an array or absent.
  public let params: JSONValue?

  /// Creates a request.
  public init(id: RequestID, method: String, params: JSONValue?) {
    self.id = id
    self.method = method
    self.params = params
  }

  /// Decodes the parameters as a `T`; absent parameters decode as an empty object. Failures
  /// become ``ResponseError/invalidParams(_:)`` with a readable explanation.
  public func decodeParams<T: Decodable>(_ type: T.Type = T.self) throws(ResponseError) -> T {
    try decodeParameters(params, as: type)
  }
}

/// A notification received from the peer.
public struct IncomingNotification: Sendable, Hashable {
  /// The method name.
  public let method: String
  /// The parameters: an object, an array or absent.
  public let params: JSONValue?

  /// Creates a notification.
  public init(method: String, params: JSONValue?) {
    self.method = method
    self.params = params
  }

  /// Decodes the parameters as a `T`; absent parameters decode as an empty object. Failures
  /// become ``ResponseError/invalidParams(_:)`` with a readable explanation.
  public func decodeParams<T: Decodable>(_ type: T.Type = T.self) throws(ResponseError) -> T {
    try decodeParameters(params, as: type)
  }
}

/// Decodes `params` (an empty object when absent), mapping errors to invalid-params errors.
private func decodeParameters<T: Decodable>(_ params: JSONValue?, as type: T.Type) throws(ResponseError) -> T {
  do {
    return try JSONValueDecoder().decode(type, from: params ?? .object(JSONObject()))
  } catch let error as DecodingError {
    throw .invalidParams("Invalid params: \(explain(error))")
  } catch {
    throw .invalidParams("Invalid params: \(error)")
  }
}

/// A one-line explanation of a decoding error, naming the path in the parameters.
private func explain(_ error: DecodingError) -> String {
  switch error {
  case .keyNotFound(let key, let context):
    let path = context.codingPath + [key]
    return "missing \(path.dottedDescription)"
  case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
    return "\(context.codingPath.dottedDescription): \(context.debugDescription)"
  @unknown default:
    return "\(error)"
  }
}
