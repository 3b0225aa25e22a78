import JSONRPC
import Synchronization
import Testing

/// A thread-safe list of strings that tests inspect.
final class Recorder: Sendable {
  private let entries = Mutex<[String]>([])

  func append(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  var all: [String] { entries.withLock { $0 } }

  func contains(where predicate: (String) -> Bool) -> Bool { all.contains(where: predicate) }

  /// Waits until `predicate` holds for the entries, up to `timeout`.
  func waitUntil(timeout: Duration = patience, _ predicate: ([String]) -> Bool) async -> Bool {
    await eventually(timeout: timeout) { predicate(self.all) }
  }
}

/// How long a test waits for something that should happen soon. Generous: under `swift test` on
/// a 2-core machine the shared threads are busy with other suites for tens of seconds, and a wait
/// that passes returns as soon as its condition holds.
let patience: Duration = .seconds(120)

/// Polls `condition` every few milliseconds until it holds or `timeout` passes.
func eventually(timeout: Duration = patience, _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return condition()
}

/// Awaits `operation` for at most `timeout`; returns whether it finished.
func finishes(within timeout: Duration, _ operation: @escaping @Sendable () async -> Void) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      await operation()
      return true
    }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return false
    }
    let first = await group.next()!
    group.cancelAll()
    return first
  }
}

/// The peer of a connection under test: sends raw bytes or messages and collects the messages
/// it receives.
final class TestClient: Sendable {
  let transport: any Transport
  private let inbox = Mutex<[Message]>([])
  private let inputEnded = Mutex(false)
  let problems = Recorder()

  init(transport: any Transport) {
    self.transport = transport
    Task { await self.readLoop() }
  }

  private func readLoop() async {
    var parser = FrameParser()
    for await chunk in transport.incomingChunks() {
      for event in parser.feed(chunk) {
        switch event {
        case .message(let body):
          do {
            let message = try Message(decoding: body)
            inbox.withLock { $0.append(message) }
          } catch {
            problems.append("client got an undecodable body: \(error)")
          }
        case .error(let error):
          problems.append("client framing error: \(error)")
        }
      }
    }
    inputEnded.withLock { $0 = true }
  }

  /// Waits until the client's incoming stream has finished.
  func waitForEndOfInput(timeout: Duration = patience) async -> Bool {
    await eventually(timeout: timeout) { inputEnded.withLock { $0 } }
  }

  func send(_ message: Message) {
    sendRaw(message.framed())
  }

  func sendRaw(_ bytes: [UInt8]) {
    do {
      try transport.send(bytes)
    } catch {
      Issue.record("client could not send: \(error)")
    }
  }

  func request(_ id: RequestID, _ method: String, _ params: JSONValue? = nil) {
    send(.request(id: id, method: method, params: params))
  }

  func notify(_ method: String, _ params: JSONValue? = nil) {
    send(.notification(method: method, params: params))
  }

  func cancel(_ id: RequestID) {
    notify("$/cancelRequest", ["id": id.jsonValue])
  }

  /// The next message received, or `nil` after `timeout`.
  func nextMessage(timeout: Duration = patience) async -> Message? {
    var message: Message?
    _ = await eventually(timeout: timeout) {
      message = inbox.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      return message != nil
    }
    return message
  }

  /// The next `count` messages, keyed by id (messages without id under `nil`).
  func nextMessages(_ count: Int, timeout: Duration = patience) async -> [RequestID?: Message] {
    var result: [RequestID?: Message] = [:]
    for _ in 0..<count {
      guard let message = await nextMessage(timeout: timeout) else { break }
      result[message.id] = message
    }
    return result
  }

  /// Messages received so far and not yet taken.
  var pending: [Message] { inbox.withLock { $0 } }
}

/// An error that is not a `ResponseError`.
struct HandlerFailure: Error, CustomStringConvertible {
  var description: String { "the handler broke" }
}

/// A handler with a method per behaviour the tests need.
struct TestHandler: MessageHandler {
  let connection: Connection
  let events = Recorder()
  /// Opened by tests to release `block` notifications.
  let gate = Gate()

  func handle(request: IncomingRequest) async throws -> JSONValue {
    events.append("start \(request.method) \(request.id)")
    switch request.method {
    case "echo":
      return request.params ?? nil
    case "slow":
      do {
        try await Task.sleep(for: .seconds(600))
      } catch {
        events.append("cancelled \(request.id)")
        throw error
      }
      return "finished"
    case "ignoresCancellation":
      await gate.wait()
      return "done anyway"
    case "fail":
      throw HandlerFailure()
    case "throwCancellation":
      throw CancellationError()
    case "askClient":
      return try await connection.sendRequest(method: "client/question", params: request.params)
    case "decode":
      struct Params: Decodable { var count: Int }
      let params = try request.decodeParams(Params.self)
      return .integer(Int64(params.count * 2))
    default:
      throw ResponseError.methodNotFound(request.method)
    }
  }

  func handle(notification: IncomingNotification) async {
    if notification.method == "block" {
      events.append("blocking")
      await gate.wait()
    }
    if notification.method == "jitter" {
      try? await Task.sleep(for: .milliseconds(Int.random(in: 0...3)))
    }
    events.append("notification \(notification.method)")
  }
}

/// A one-shot barrier: `wait()` suspends until `open()`.
final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        if state.isOpen { return true }
        state.waiters.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }
}

/// A server connection over an in-memory pipe with a ``TestHandler``, running until the body
/// returns; then the client ends its input and `run` must return.
func withTestConnection(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Connection, TestClient, TestHandler, Recorder) async throws -> Void
) async rethrows {
  let (serverEnd, clientEnd) = PipeTransport.makePair()
  let logs = Recorder()
  let connection = Connection(transport: serverEnd, logger: { logs.append($0) })
  let handler = TestHandler(connection: connection)
  let client = TestClient(transport: clientEnd)
  let running = Task { await connection.run(handler: handler) }
  try await body(connection, client, handler, logs)
  handler.gate.open()
  clientEnd.finishSending()
  let ended = await finishes(within: patience) { await running.value }
  #expect(ended, "run() did not return after end of input", sourceLocation: sourceLocation)
  #expect(client.problems.all.isEmpty, "\(client.problems.all)", sourceLocation: sourceLocation)
}
