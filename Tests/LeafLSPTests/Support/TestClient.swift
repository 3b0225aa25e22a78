import Foundation
import JSONRPC
import Synchronization

@testable import LeafLSP

/// A failure of the test client: a wait that timed out, or an answer of the wrong shape.
struct TestClientError: Error, CustomStringConvertible {
  var description: String
}

/// An LSP client for tests, over any ``Transport``: an in-memory pipe to an in-process server,
/// or the pipes of a `leaf-lsp` process.
///
/// It reads every frame the server sends and keeps it: responses by id (including error
/// responses with id `null`), notifications in order, and requests from the server, which it
/// answers at once with ``answer`` (by default: `null`, or an array of `null`s for
/// `workspace/configuration`). Waits poll what was received until a deadline.
final class TestClient: Sendable {
  /// How long a wait may take before it is a failure. Generous: on a 2-core machine the whole suite
  /// shares the cooperative pool with CPU-bound engine tests. It guards against hangs; it times nothing.
  static let defaultTimeout: Duration = .seconds(60)

  /// Answers a request from the server: method and params in, result or error out.
  typealias Answer = @Sendable (String, JSONValue?) -> Result<JSONValue, ResponseError>

  struct ServerRequest: Sendable {
    var method: String
    var params: JSONValue?
  }

  private struct State {
    var nextID = 1
    var responses: [RequestID: Message] = [:]
    var nullIDErrors: [ResponseError] = []
    var notifications: [(method: String, params: JSONValue?)] = []
    var serverRequests: [ServerRequest] = []
    var inputEnded = false
  }

  let transport: any Transport
  private let state = Mutex(State())
  private let answer: Mutex<Answer>

  /// The default answer to server requests.
  static let defaultAnswer: Answer = { method, params in
    if method == "workspace/configuration" {
      let count = params?["items"]?.arrayValue?.count ?? 1
      return .success(.array(Array(repeating: .null, count: count)))
    }
    return .success(.null)
  }

  init(transport: any Transport, answer: @escaping Answer = TestClient.defaultAnswer) {
    self.transport = transport
    self.answer = Mutex(answer)
    Task.detached { [self] in await readLoop() }
  }

  /// Replaces how server requests are answered.
  func setAnswer(_ answer: @escaping Answer) {
    self.answer.withLock { $0 = answer }
  }

  // MARK: - Sending

  /// Sends bytes as they are (for malformed frames).
  func sendRaw(_ bytes: [UInt8]) throws {
    try transport.send(bytes)
  }

  /// Sends a framed body as it is (for malformed JSON).
  func sendBody(_ body: String) throws {
    try transport.send(MessageFraming.frame(body))
  }

  /// Sends a message.
  func send(_ message: Message) throws {
    try transport.send(message.framed())
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue? = nil) throws {
    try send(.notification(method: method, params: params))
  }

  /// Sends a request without waiting; returns its id.
  @discardableResult
  func sendRequest(_ method: String, _ params: JSONValue? = nil) throws -> RequestID {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return RequestID.integer(state.nextID)
    }
    try send(.request(id: id, method: method, params: params))
    return id
  }

  /// Sends a request and waits for its answer: the result, or the error response thrown.
  func request(
    _ method: String,
    _ params: JSONValue? = nil,
    timeout: Duration = TestClient.defaultTimeout
  ) async throws
    -> JSONValue
  {
    let id = try sendRequest(method, params)
    switch try await response(to: id, timeout: timeout) {
    case .response(_, let result): return result
    case .errorResponse(_, let error): throw error
    default: throw TestClientError(description: "not a response")
    }
  }

  /// Sends a request and waits for its error response.
  func requestError(
    _ method: String,
    _ params: JSONValue? = nil,
    timeout: Duration = TestClient.defaultTimeout
  ) async throws
    -> ResponseError
  {
    let id = try sendRequest(method, params)
    return try await error(for: id, timeout: timeout)
  }

  /// Waits for the response to `id`.
  func response(to id: RequestID, timeout: Duration = TestClient.defaultTimeout) async throws -> Message {
    try await waitFor("the response to request \(id)", timeout: timeout) {
      state.withLock { $0.responses[id] }
    }
  }

  /// Whether the response to `id` has arrived, without waiting.
  func hasResponse(to id: RequestID) -> Bool { state.withLock { $0.responses[id] != nil } }

  /// Waits for the error response to `id`.
  func error(for id: RequestID, timeout: Duration = TestClient.defaultTimeout) async throws -> ResponseError {
    let message = try await response(to: id, timeout: timeout)
    guard case .errorResponse(_, let error) = message else {
      throw TestClientError(description: "request \(id) succeeded: \(message.jsonValue)")
    }
    return error
  }

  // MARK: - Received

  /// Error responses with id `null` (parse errors, invalid requests without a usable id).
  var nullIDErrors: [ResponseError] { state.withLock { $0.nullIDErrors } }

  /// The params of every notification named `method` received so far, in order.
  func notifications(_ method: String) -> [JSONValue] {
    state.withLock { $0.notifications.filter { $0.method == method }.map { $0.params ?? .null } }
  }

  /// Requests the server sent, in order.
  var serverRequests: [ServerRequest] { state.withLock { $0.serverRequests } }

  /// Whether the server's output has ended.
  var inputEnded: Bool { state.withLock { $0.inputEnded } }

  /// Waits for a notification named `method` whose params satisfy `predicate` (the first such,
  /// including those already received).
  func waitForNotification(
    _ method: String,
    timeout: Duration = TestClient.defaultTimeout,
    where predicate: @escaping (JSONValue) -> Bool = { _ in true }
  ) async throws -> JSONValue {
    try await waitFor("a \(method) notification", timeout: timeout) {
      notifications(method).first(where: predicate)
    }
  }

  /// Every `publishDiagnostics` received for `uri`, decoded, in order.
  func published(_ uri: String) -> [PublishDiagnosticsParams] {
    notifications("textDocument/publishDiagnostics").compactMap { try? $0.decode(PublishDiagnosticsParams.self) }
      .filter { $0.uri == uri }
  }

  /// Waits until a `publishDiagnostics` for `uri` satisfies `predicate`; returns it.
  func waitForDiagnostics(
    _ uri: String,
    timeout: Duration = TestClient.defaultTimeout,
    where predicate: @escaping (PublishDiagnosticsParams) -> Bool = { _ in true }
  ) async throws -> PublishDiagnosticsParams {
    try await waitFor("diagnostics for \(uri)", timeout: timeout) {
      published(uri).first(where: predicate)
    }
  }

  /// Waits until the latest `publishDiagnostics` for `uri` satisfies `predicate`.
  func waitForLatestDiagnostics(
    _ uri: String,
    timeout: Duration = TestClient.defaultTimeout,
    where predicate: @escaping (PublishDiagnosticsParams) -> Bool
  ) async throws -> PublishDiagnosticsParams {
    try await waitFor("the latest diagnostics for \(uri) to match", timeout: timeout) {
      published(uri).last.flatMap { predicate($0) ? $0 : nil }
    }
  }

  /// Waits until the server's output ends.
  func waitForEndOfInput(timeout: Duration = TestClient.defaultTimeout) async throws {
    _ = try await waitFor("the end of the server's output", timeout: timeout) { inputEnded ? true : nil }
  }

  /// Polls `check` until it returns a value or `timeout` passes.
  func waitFor<T>(_ what: String, timeout: Duration, _ check: () -> T?) async throws -> T {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let value = check() { return value }
      guard ContinuousClock.now < deadline else {
        throw TestClientError(description: "Timed out after \(timeout) waiting for \(what)")
      }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  // MARK: - Reading

  private func readLoop() async {
    var frames = FrameParser()
    for await chunk in transport.incomingChunks() {
      for event in frames.feed(chunk) {
        guard case .message(let body) = event, let message = try? Message(decoding: body) else { continue }
        receive(message)
      }
    }
    state.withLock { $0.inputEnded = true }
  }

  private func receive(_ message: Message) {
    switch message {
    case .response(let id, _), .errorResponse(let id?, _):
      state.withLock { $0.responses[id] = message }
    case .errorResponse(nil, let error):
      state.withLock { $0.nullIDErrors.append(error) }
    case .notification(let method, let params):
      state.withLock { $0.notifications.append((method, params)) }
    case .request(let id, let method, let params):
      state.withLock { $0.serverRequests.append(ServerRequest(method: method, params: params)) }
      let reply: Message
      switch answer.withLock({ $0 })(method, params) {
      case .success(let result): reply = .response(id: id, result: result)
      case .failure(let error): reply = .errorResponse(id: id, error: error)
      }
      try? send(reply)
    }
  }
}
