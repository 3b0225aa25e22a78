import Synchronization

extension Connection {
  /// Sends a request to the peer and waits for its response.
  ///
  /// Ids are generated integers (1, 2, 3, …). Throws the peer's error response as is;
  /// ``ResponseError/requestCancelled`` if the calling task is cancelled (the peer is then sent
  /// `$/cancelRequest` and a late response is ignored); ``ResponseError/connectionClosed`` if the
  /// connection is closed, reaches end of input, or the request cannot be sent.
  public func sendRequest(method: String, params: JSONValue? = nil) async throws(ResponseError) -> JSONValue {
    let id = state.withLock { state in
      defer { state.nextOutgoingID += 1 }
      return RequestID.integer(state.nextOutgoingID)
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        enqueue(id: id, method: method, params: params, continuation: continuation)
      }
    } onCancel: {
      if let continuation = state.withLock({ $0.outgoing.removeValue(forKey: id) }) {
        sendNotification(method: "$/cancelRequest", params: ["id": id.jsonValue])
        continuation.resume(returning: .failure(.requestCancelled))
      }
    }
    return try result.get()
  }

  /// Registers an outgoing request and sends it, or fails it at once.
  private func enqueue(
    id: RequestID,
    method: String,
    params: JSONValue?,
    continuation: CheckedContinuation<Result<JSONValue, ResponseError>, Never>
  ) {
    enum Admission { case accepted, closed, cancelled }
    // Checking cancellation under the lock pairs with the cancellation handler, which takes the
    // same lock: either it finds the continuation registered, or this sees the cancellation.
    let admission = state.withLock { state -> Admission in
      if state.inputEnded || state.isClosed { return .closed }
      if Task.isCancelled { return .cancelled }
      state.outgoing[id] = continuation
      return .accepted
    }
    switch admission {
    case .closed:
      continuation.resume(returning: .failure(.connectionClosed))
    case .cancelled:
      continuation.resume(returning: .failure(.requestCancelled))
    case .accepted:
      do {
        try transport.send(Message.request(id: id, method: method, params: params).framed())
      } catch {
        logger("Could not send request \(id) (\(method)): \(error)")
        if let continuation = state.withLock({ $0.outgoing.removeValue(forKey: id) }) {
          continuation.resume(returning: .failure(.connectionClosed))
        }
      }
    }
  }
}
