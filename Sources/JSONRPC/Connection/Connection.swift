import Synchronization

/// A JSON-RPC 2.0 connection over a ``Transport`` with LSP framing.
///
/// Processing model:
/// - A receiver reads the transport, splits frames and decodes messages as they arrive (on the
///   transport's reading thread when it has one, see ``Transport/receiveChunks(_:end:)``). It
///   answers malformed input at once (-32700 with id `null` for a body that is not JSON, -32600
///   for JSON that is not a valid request; malformed responses and framing errors are only
///   logged), matches responses to requests sent with ``sendRequest(method:params:)`` (a
///   response to an unknown id is logged and ignored), and handles `$/cancelRequest`
///   immediately, so a cancellation overtakes queued work.
/// - Requests and notifications go to a dispatcher, strictly in arrival order. A notification's
///   handler is awaited before the next message is dispatched. A request's handler is started
///   in its own task, registered under its id, and the dispatcher moves on without waiting for
///   its result; the task is started with `Task.immediate`, so the handler runs synchronously up
///   to its first suspension before the next message is dispatched (for a handler on an actor,
///   the request reaches the actor's queue before any later notification). A handler that never
///   suspends therefore finishes before the next message is dispatched; long work that should
///   run concurrently belongs on an actor or executor of its own.
/// - Cancellation: `$/cancelRequest` for a request that is queued or running answers it with
///   -32800 at once and cancels its task; whatever the handler returns later is discarded.
///   Cancelling an unknown or finished request does nothing.
/// - A request id that is still in use by an earlier request is answered with -32600.
/// - End of input: requests this side sent fail at once with ``ResponseError/connectionClosed``;
///   the messages already received are still dispatched in order (so a final `exit`
///   notification is seen); then the requests still running are cancelled and their answers
///   dropped, the transport is closed, and ``run(handler:)`` returns without waiting for them.
/// - ``close()`` stops dispatching queued messages, then ends the same way.
public final class Connection: Sendable {
  /// Receives log lines about protocol problems (framing errors, malformed messages, failed
  /// sends, unknown responses).
  public typealias Logger = @Sendable (String) -> Void

  let transport: any Transport
  let logger: Logger
  let maximumMessageSize: Int
  let parser: JSONParser
  let state = Mutex(ConnectionState())

  /// Creates a connection; nothing is read until ``run(handler:)``.
  ///
  /// - Parameters:
  ///   - transport: the byte stream.
  ///   - maximumMessageSize: bodies larger than this are skipped (see ``FrameParser``).
  ///   - maximumJSONDepth: nesting limit for message bodies.
  ///   - logger: where protocol problems are reported.
  public init(
    transport: any Transport,
    maximumMessageSize: Int = FrameParser.defaultMaximumMessageSize,
    maximumJSONDepth: Int = JSONParser.defaultMaximumDepth,
    logger: @escaping Logger = { _ in }
  ) {
    self.transport = transport
    self.maximumMessageSize = maximumMessageSize
    self.parser = JSONParser(maximumDepth: maximumJSONDepth)
    self.logger = logger
  }

  /// Reads and dispatches messages to `handler` until end of input or ``close()``; see the type
  /// documentation for what happens to outstanding work. Call it once.
  public func run(handler: some MessageHandler) async {
    let wasRunning = state.withLock { state in
      defer { state.isRunning = true }
      return state.isRunning
    }
    guard !wasRunning else {
      logger("Connection.run(handler:) called more than once; ignoring")
      return
    }
    let (items, queue) = AsyncStream.makeStream(of: DispatchItem.self)
    let receiver = Receiver(connection: self, queue: queue, handler: handler)
    await withDiscardingTaskGroup { group in
      group.addTask { await self.dispatch(items, to: handler) }
      await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
        transport.receiveChunks({ receiver.receive($0) }) {
          receiver.finish()
          ended.resume()
        }
      }
      queue.finish()
      for continuation in state.withLock({ $0.endInput() }) {
        continuation.resume(returning: .failure(.connectionClosed))
      }
    }
    shutDown()
  }

  /// Closes the connection: stops reading and dispatching, fails requests awaiting responses and
  /// closes the transport. ``run(handler:)`` then returns.
  public func close() {
    let pending = state.withLock { state in
      state.isClosed = true
      return state.endInput()
    }
    for continuation in pending {
      continuation.resume(returning: .failure(.connectionClosed))
    }
    transport.close()
  }

  /// How many requests and notifications were received and wait to be dispatched: a handler
  /// can put off work that the next messages would make stale (a burst of edits).
  public var queuedMessageCount: Int { state.withLock { $0.queuedCount } }

  /// Whether the connection was closed or has finished running.
  public var isClosed: Bool { state.withLock { $0.isClosed } }

  /// Sends a notification. Failures (such as a closed transport) are logged, not thrown.
  public func sendNotification(method: String, params: JSONValue? = nil) {
    send(.notification(method: method, params: params))
  }

  /// Sends a notification whose params `writeParams` appends as JSON text (one object or
  /// array), for hot paths that write their JSON directly. The frame is byte for byte the one
  /// ``sendNotification(method:params:)`` sends for the same params. Failures are logged.
  public func sendNotification(method: String, writingParams writeParams: (inout [UInt8]) -> Void) {
    var body: [UInt8] = []
    body.reserveCapacity(1024)
    body.append(contentsOf: #"{"jsonrpc":"2.0","method":"#.utf8)
    JSONWriter.appendString(method, to: &body)
    body.append(contentsOf: #","params":"#.utf8)
    writeParams(&body)
    body.append(ASCII.closeBrace)
    do {
      try transport.send(MessageFraming.frame(body))
    } catch {
      logger("Could not send notification \(method): \(error)")
    }
  }

  /// Sends a message as one frame, logging failures.
  func send(_ message: Message) {
    do {
      try transport.send(message.framed())
    } catch {
      logger("Could not send \(summary(of: message)): \(error)")
    }
  }

  /// A short description of a message for logs.
  func summary(of message: Message) -> String {
    switch message {
    case .request(let id, let method, _): return "request \(id) (\(method))"
    case .notification(let method, _): return "notification \(method)"
    case .response(let id, _): return "response to \(id)"
    case .errorResponse(let id, let error): return "error response to \(id?.description ?? "null"): \(error)"
    }
  }

  /// Marks the connection closed, cancels running requests and fails outgoing ones.
  private func shutDown() {
    let (tasks, pending) = state.withLock { state in
      state.isClosed = true
      let tasks = state.incoming.values.compactMap(\.task)
      state.incoming.removeAll()
      return (tasks, state.endInput())
    }
    for task in tasks { task.cancel() }
    for continuation in pending {
      continuation.resume(returning: .failure(.connectionClosed))
    }
    transport.close()
  }
}
