/// The mutable state of a ``Connection``, always accessed under its lock.
struct ConnectionState {
  /// A request received from the peer that has not been answered yet.
  struct IncomingSlot {
    /// Tells this request apart from a later one that reuses its id.
    let serial: UInt64
    /// The task running the handler, once started.
    var task: Task<Void, Never>?
  }

  /// Set by the first `run`.
  var isRunning = false
  /// Set by `close()` and when `run` ends: nothing more is dispatched.
  var isClosed = false
  /// Set at end of input (and by `close()`): no response can arrive any more.
  var inputEnded = false

  /// Next id for requests sent to the peer.
  var nextOutgoingID = 1
  /// Requests sent to the peer, awaiting their responses.
  var outgoing: [RequestID: CheckedContinuation<Result<JSONValue, ResponseError>, Never>] = [:]

  /// Next serial number for incoming requests.
  var nextSerial: UInt64 = 0
  /// Requests from the peer that are queued or running.
  var incoming: [RequestID: IncomingSlot] = [:]
  /// Requests and notifications received but not dispatched yet.
  var queuedCount = 0

  /// Marks input as ended and hands back the outgoing requests to fail.
  mutating func endInput() -> [CheckedContinuation<Result<JSONValue, ResponseError>, Never>] {
    inputEnded = true
    defer { outgoing.removeAll() }
    return Array(outgoing.values)
  }
}

/// Work for the dispatcher, in arrival order.
enum DispatchItem: Sendable {
  /// Start a request's handler (unless it was cancelled while queued).
  case request(IncomingRequest, serial: UInt64)
  /// Run a notification's handler to completion.
  case notification(IncomingNotification)
}
