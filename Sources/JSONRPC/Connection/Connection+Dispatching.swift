import Synchronization

extension Connection {
  /// Dispatches queued requests and notifications in order until the queue ends or the
  /// connection is closed.
  func dispatch(_ items: AsyncStream<DispatchItem>, to handler: some MessageHandler) async {
    for await item in items {
      let isClosed = state.withLock { state in
        state.queuedCount -= 1
        return state.isClosed
      }
      if isClosed { break }
      switch item {
      case .notification(let notification):
        await handler.handle(notification: notification)
      case .request(let request, let serial):
        start(request, serial: serial, handler: handler)
      }
      // Counted when a chunk arrives, before its messages are decoded: zero means none waits.
      if state.withLock({ $0.queuedCount == 0 }) { await handler.messagesDrained() }
    }
  }

  /// Starts a request's handler in its own task unless the request was cancelled while queued.
  private func start(_ request: IncomingRequest, serial: UInt64, handler: some MessageHandler) {
    guard state.withLock({ $0.incoming[request.id]?.serial == serial }) else { return }
    let task = Task.immediate { await self.execute(request, serial: serial, handler: handler) }
    let isPending = state.withLock { state in
      guard state.incoming[request.id]?.serial == serial else { return false }
      state.incoming[request.id]?.task = task
      return true
    }
    // Cancelled while starting (or already answered, where cancelling is harmless).
    if !isPending { task.cancel() }
  }

  /// Runs the handler and sends its answer, unless the request was answered meanwhile.
  private func execute(_ request: IncomingRequest, serial: UInt64, handler: some MessageHandler) async {
    let response: Message
    do {
      let result = try await handler.handle(request: request)
      response = .response(id: request.id, result: result)
    } catch let error as ResponseError {
      response = .errorResponse(id: request.id, error: error)
    } catch is CancellationError {
      response = .errorResponse(id: request.id, error: .requestCancelled)
    } catch {
      logger("Request \(request.id) (\(request.method)) failed: \(error)")
      response = .errorResponse(id: request.id, error: .internalError(String(describing: error)))
    }
    let isStillPending = state.withLock { state in
      guard state.incoming[request.id]?.serial == serial else { return false }
      state.incoming[request.id] = nil
      return true
    }
    if isStillPending { send(response) }
  }
}
