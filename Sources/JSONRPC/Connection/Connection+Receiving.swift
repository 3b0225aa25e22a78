import Synchronization

extension Connection {
  /// Handles the frames of one chunk: what must not wait at once, the rest queued in order.
  func route(
    _ events: [FrameEvent],
    into queue: AsyncStream<DispatchItem>.Continuation,
    handler: some MessageHandler
  ) {
    // Counted before decoding: a handler sees at once that more messages are on their way.
    let bodies = events.count { if case .message = $0 { true } else { false } }
    if bodies > 0 { state.withLock { $0.queuedCount += bodies } }
    for event in events {
      switch event {
      case .error(let error):
        logger("Framing error: \(error)")
      case .message(let body):
        if !receive(body, into: queue, handler: handler) { state.withLock { $0.queuedCount -= 1 } }
      }
    }
  }

  /// Decodes one body and routes it; returns whether it was queued for the dispatcher.
  private func receive(
    _ body: [UInt8],
    into queue: AsyncStream<DispatchItem>.Continuation,
    handler: some MessageHandler
  ) -> Bool {
    let message: Message
    do {
      message = try Message(decoding: body, parser: parser)
    } catch {
      logger("\(error)")
      if let response = error.response { send(response) }
      return false
    }
    switch message {
    case .request(let id, let method, let params):
      guard let serial = register(id) else {
        logger("Request id \(id) is already in use (\(method)); rejecting the new request")
        send(.errorResponse(id: id, error: .invalidRequest("Request id \(id) is already in use")))
        return false
      }
      queue.yield(.request(IncomingRequest(id: id, method: method, params: params), serial: serial))
      return true
    case .notification(let method, let params):
      if method == "$/cancelRequest" {
        cancelIncomingRequest(params)
      } else if handler.shouldHandleNotification(method: method) {
        queue.yield(.notification(IncomingNotification(method: method, params: params)))
        return true
      }
    case .response(let id, let result):
      complete(id, with: .success(result))
    case .errorResponse(let id?, let error):
      complete(id, with: .failure(error))
    case .errorResponse(nil, let error):
      logger("Peer reported an error without a request id: \(error)")
    }
    return false
  }

  /// Records an incoming request as pending; `nil` if its id is already pending.
  private func register(_ id: RequestID) -> UInt64? {
    state.withLock { state in
      guard state.incoming[id] == nil else { return nil }
      state.nextSerial += 1
      state.incoming[id] = ConnectionState.IncomingSlot(serial: state.nextSerial, task: nil)
      return state.nextSerial
    }
  }

  /// Handles `$/cancelRequest`: answers the request with -32800 and cancels its task.
  private func cancelIncomingRequest(_ params: JSONValue?) {
    guard let idValue = params?["id"], let id = RequestID(idValue) else {
      logger("Ignoring $/cancelRequest without a valid id")
      return
    }
    guard let slot = state.withLock({ $0.incoming.removeValue(forKey: id) }) else { return }
    slot.task?.cancel()
    send(.errorResponse(id: id, error: .requestCancelled))
  }

  /// Delivers a response to the request this side sent with that id.
  private func complete(_ id: RequestID, with result: Result<JSONValue, ResponseError>) {
    guard let continuation = state.withLock({ $0.outgoing.removeValue(forKey: id) }) else {
      logger("Ignoring response to unknown request id \(id)")
      return
    }
    continuation.resume(returning: result)
  }
}
